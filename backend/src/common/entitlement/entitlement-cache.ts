import { Injectable } from '@nestjs/common';

import { AppConfig } from '@/config/app-config';
import { RedisService } from '@/redis/redis.service';

/**
 * How long an entry lives. Shorter than the lapsed grace (WEBHOOK_LIMITS.lapsedGraceDays) on
 * purpose: billing writes inside its transaction, and a write whose transaction then rolled back
 * is gone before it could refuse anyone's alerts. The api's hourly webhook cache warm-up writes
 * the missing entries of every member with a working URL; a missing entry means "unknown", which
 * the receiver accepts (the worker still checks entitlement and logs SUBSCRIPTION_REQUIRED).
 */
export const ENTITLEMENT_ENTRY_TTL_MS = 2 * 24 * 3600 * 1000;

/** A member's entitlement as the request path may read it, without Postgres. */
export interface MemberEntitlement {
  memberId: string;
  /** When entitlement ends or ended (business clock, ms); 0 when the member never had one. */
  endMs: number;
}

/**
 * The Redis copy of each member's entitlement end, `{prefix}:entitlement:{memberId}`, for the
 * webhook receiver (a lapsed member's URL is refused after a grace, without reading Postgres).
 * Billing overwrites it whenever a subscription changes (under the member's lock, so in order);
 * every other writer (the webhooks module's warm-up, its page) only fills a missing entry, so a
 * writer that read Postgres before a renewal can never bring the lapse back.
 */
@Injectable()
export class EntitlementCache {
  /** What the member id is appended to (the receiver's Lua lookup builds the key from it). */
  readonly keyPrefix: string;

  constructor(
    config: AppConfig,
    private readonly redis: RedisService,
  ) {
    this.keyPrefix = `${config.queuePrefix}:entitlement:`;
  }

  /** The subscription changed: its end replaces whatever Redis holds. */
  async replace(entitlement: MemberEntitlement): Promise<void> {
    await this.redis.client.set(
      this.keyOf(entitlement.memberId),
      String(Math.max(0, Math.trunc(entitlement.endMs))),
      'PX',
      ENTITLEMENT_ENTRY_TTL_MS,
    );
  }

  /** Fills the entries Redis has lost or never had; never replaces one. */
  async fill(entitlements: readonly MemberEntitlement[]): Promise<void> {
    if (entitlements.length === 0) return;
    const pipeline = this.redis.client.pipeline();
    for (const { memberId, endMs } of entitlements) {
      pipeline.set(
        this.keyOf(memberId),
        String(Math.max(0, Math.trunc(endMs))),
        'PX',
        ENTITLEMENT_ENTRY_TTL_MS,
        'NX',
      );
    }
    const results = await pipeline.exec();
    const failed = results?.find(([error]) => error);
    if (failed?.[0]) throw failed[0];
  }

  private keyOf(memberId: string): string {
    return `${this.keyPrefix}${memberId}`;
  }
}

/** The stored end (ms); null when absent or not one of ours. */
export function entitlementEndOf(value: string | null | undefined): number | null {
  if (value === null || value === undefined || value === '') return null;
  const end = Number(value);
  return Number.isFinite(end) ? end : null;
}
