import type { WebhookRow } from './webhooks.table';

/**
 * What the receiver needs of a token, as Redis and each api's memory keep it (never Postgres on
 * the request path). A token's entry stays after rotation or revocation, with its end, until a
 * day past it: an ended token costs the same lookup as an unknown one, and a slower writer holding
 * an older version (the cache warm-up) can never bring it back (see WebhookCacheStore).
 */
export interface CachedWebhook {
  memberId: string;
  webhookId: string;
  /** Until when it works (business clock, ms); null while it is the member's current URL. */
  validUntilMs: number | null;
  /** Only TRADINGVIEW_SOURCE_ADDRESSES may call it. */
  allowlist: boolean;
  /** The row's version: a Redis entry is only ever replaced by a newer one. */
  version: number;
}

/** Field names of an entry's Redis hash, in the order the receiver reads them. */
export const ENTRY_FIELDS = ['m', 'w', 'u', 'a', 'v'] as const;

export function cachedWebhookOf(row: WebhookRow): CachedWebhook {
  return {
    memberId: row.member_id,
    webhookId: row.id,
    validUntilMs: row.valid_until ? row.valid_until.getTime() : null,
    allowlist: row.allowlist_enabled,
    version: Number(row.version),
  };
}

export function isUsable(entry: CachedWebhook, nowMs: number): boolean {
  return entry.validUntilMs === null || nowMs < entry.validUntilMs;
}

/** The hash's values, in ENTRY_FIELDS order. */
export function entryValues(entry: CachedWebhook): string[] {
  return [
    entry.memberId,
    entry.webhookId,
    entry.validUntilMs === null ? '' : String(entry.validUntilMs),
    entry.allowlist ? '1' : '0',
    String(entry.version),
  ];
}

/** HMGET's answer (ENTRY_FIELDS order) → an entry; null when absent or not one of ours. */
export function entryFromValues(values: readonly (string | null)[]): CachedWebhook | null {
  const [memberId, webhookId, until, allowlist, version] = values;
  if (!memberId || !webhookId || until === null || until === undefined || !version) return null;
  const validUntilMs = until === '' ? null : Number(until);
  if (validUntilMs !== null && !Number.isFinite(validUntilMs)) return null;
  return {
    memberId,
    webhookId,
    validUntilMs,
    allowlist: allowlist === '1',
    version: Number(version),
  };
}
