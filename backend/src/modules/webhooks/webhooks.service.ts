import { randomUUID } from 'node:crypto';

import { Injectable, Logger } from '@nestjs/common';
import type { UpdateWebhookRequest } from '@tickrelay/contracts/endpoints/webhook.endpoints';
import {
  MEMBER_EVENT_TYPES,
  WEBHOOK_LIMITS,
  WEBHOOK_PATH_PREFIX,
  type WebhookView,
} from '@tickrelay/contracts/webhooks/deliveries';

import { Clock } from '@/common/clock/clock';
import { ServiceUnavailableError } from '@/common/errors/app.exception';
import { MemberEvents } from '@/common/live-events/member-events';
import { AppConfig } from '@/config/app-config';
import { SecurityLog } from '@/modules/security-log/security-log.public';

import { cachedWebhookOf } from './webhook-cache-entry';
import { WebhookCacheStore } from './webhook-cache.store';
import { WebhookEntitlements } from './webhook-entitlements';
import { hashWebhookToken, newWebhookToken } from './webhook-token';
import { WebhookTokenSealer } from './webhook-token-sealer';
import { WebhookTokenResolver } from './webhook-token.resolver';
import { type Db, type WebhookSettingsChange, WebhooksRepository } from './webhooks.repository';
import type { WebhookRow } from './webhooks.table';

const HOUR_MS = 3600 * 1000;

/** The member's current URL, its token in clear, and its token hash. */
export interface CurrentWebhook {
  row: WebhookRow;
  token: string;
  hashHex: string;
}

const hashHexOf = (row: WebhookRow) => row.token_hash.toString('hex');

/**
 * The member's webhook: created on first read, rotated with a grace or revoked, its settings.
 * Every change writes the Redis copy of the rows it touched inside the change's transaction
 * (Redis away: the change rolls back and answers 503, so a revocation is never only half done),
 * then tells every api replica to drop what it holds of them, and the member's live stream (the
 * webhook page and dashboard in other tabs) gets the new WebhookView.
 */
@Injectable()
export class WebhooksService {
  private readonly logger = new Logger(WebhooksService.name);

  constructor(
    private readonly repository: WebhooksRepository,
    private readonly store: WebhookCacheStore,
    private readonly resolver: WebhookTokenResolver,
    private readonly sealer: WebhookTokenSealer,
    private readonly config: AppConfig,
    private readonly clock: Clock,
    private readonly events: MemberEvents,
    private readonly entitlements: WebhookEntitlements,
    private readonly securityLog: SecurityLog,
  ) {}

  /**
   * The page's view. A lapsed member sees (and may rotate or revoke) the URL they have, so a
   * leaked URL can always be stopped; 403 SUBSCRIPTION_REQUIRED when they have none.
   */
  async view(memberId: string): Promise<WebhookView> {
    await this.assertMayManage(memberId);
    const now = await this.clock.now();
    const current = await this.current(memberId, now);
    const usable = await this.repository.usableOfMember(memberId, now);
    // Repairs the Redis copy should it have missed a write; the page works without it.
    await Promise.all([
      this.store.write(
        usable.map((row) => ({ hashHex: hashHexOf(row), entry: cachedWebhookOf(row) })),
        now.getTime(),
      ),
      this.entitlements.fill([memberId]),
    ]).catch((error: Error) => this.logger.warn(`webhook cache not refreshed: ${error.message}`));
    return this.toView(current, now);
  }

  private assertMayManage(memberId: string): Promise<void> {
    return this.entitlements.assertMayManage(
      memberId,
      async () => (await this.repository.current(memberId)) !== undefined,
    );
  }

  /** The member's current URL (created if need be), its token opened. */
  async current(memberId: string, now?: Date): Promise<CurrentWebhook> {
    const row = await this.ensure(memberId, now ?? (await this.clock.now()));
    return { row, token: this.open(row), hashHex: hashHexOf(row) };
  }

  /** The current row, created if need be (its token not opened: a rotation needs none). */
  private async ensure(memberId: string, now: Date): Promise<WebhookRow> {
    return (await this.repository.current(memberId)) ?? this.create(memberId, now);
  }

  async update(memberId: string, request: UpdateWebhookRequest): Promise<WebhookView> {
    const now = await this.clock.now();
    await this.ensure(memberId, now);
    const change: WebhookSettingsChange = {
      allowlist_enabled: request.allowlistEnabled,
      default_max_lag_seconds: request.defaultMaxLagSeconds,
      paused: request.paused,
    };
    if (Object.values(change).some((value) => value !== undefined)) {
      const rows = await this.repository.transaction(async (trx) => {
        const updated = await this.repository.updateSettings(memberId, change, now, trx);
        await this.cache(updated, now);
        return updated;
      });
      await this.invalidate(rows);
      return this.published(memberId, await this.toView(await this.current(memberId, now), now));
    }
    return this.toView(await this.current(memberId, now), now);
  }

  /**
   * A new URL; the old one works for `graceHours` more (0: not at all). An older URL still in its
   * grace ends now: one previous URL at a time, as the page shows it.
   */
  async rotate(memberId: string, graceHours: number): Promise<WebhookView> {
    await this.assertMayManage(memberId);
    const now = await this.clock.now();
    await this.ensure(memberId, now);
    const { fresh, ended } = await this.repository.transaction(async (trx) => {
      const current = await this.repository.lockCurrent(memberId, trx);
      if (!current) throw new Error(`member ${memberId} has no current webhook`);
      const older = await this.repository.endGraces(memberId, now, trx);
      const validUntil = new Date(now.getTime() + graceHours * HOUR_MS);
      const retired = await this.repository.retire(current.id, now, validUntil, trx);
      const created = await this.insert(memberId, now, trx, current);
      if (!created) throw new Error(`member ${memberId} still has a current webhook`);
      await this.cache([...older, retired, created.row], now);
      // Without a grace the old URL stops at once: a revocation, as the page calls it.
      const kind = graceHours === 0 ? 'webhook-url-revoked' : 'webhook-url-rotated';
      await this.securityLog.record(memberId, kind, { graceHours }, undefined, trx);
      return { fresh: created, ended: [...older, retired] };
    });
    await this.invalidate(ended);
    return this.published(memberId, await this.toView(fresh, now));
  }

  /** After commit; a lost event costs another tab a live update, never data. */
  private async published(memberId: string, view: WebhookView): Promise<WebhookView> {
    await this.events.publish(memberId, MEMBER_EVENT_TYPES.webhook, view);
    return view;
  }

  private async create(memberId: string, now: Date): Promise<WebhookRow> {
    return this.repository.transaction(async (trx) => {
      const created = await this.insert(memberId, now, trx);
      if (!created) {
        // A concurrent first read created it; this transaction now sees it committed.
        const row = await this.repository.current(memberId, trx);
        if (!row) throw new Error(`member ${memberId} has no current webhook`);
        return row;
      }
      await this.cache([created.row], now);
      return created.row;
    });
  }

  /** A new current row with a fresh token, with `settingsOf`'s settings (or the defaults). */
  private async insert(
    memberId: string,
    now: Date,
    trx: Db,
    settingsOf?: WebhookRow,
  ): Promise<CurrentWebhook | undefined> {
    const id = randomUUID();
    const token = newWebhookToken();
    const { sealed, keyId } = this.sealer.seal(token, id);
    const row = await this.repository.insertCurrent(
      {
        id,
        member_id: memberId,
        token_hash: hashWebhookToken(token),
        token_sealed: sealed,
        token_key_id: keyId,
        created_at: now,
        updated_at: now,
        allowlist_enabled: settingsOf?.allowlist_enabled ?? false,
        default_max_lag_seconds:
          settingsOf?.default_max_lag_seconds ?? WEBHOOK_LIMITS.maxLagSecondsDefault,
        paused: settingsOf?.paused ?? false,
      },
      trx,
    );
    return row ? { row, token, hashHex: hashHexOf(row) } : undefined;
  }

  /**
   * Inside the change's transaction: Redis away rolls the change back (503). The members'
   * entitlement copy is filled too, best effort (a missing one only delays a lapsed URL's 403).
   */
  private async cache(rows: readonly WebhookRow[], now: Date): Promise<void> {
    try {
      await this.store.write(
        rows.map((row) => ({ hashHex: hashHexOf(row), entry: cachedWebhookOf(row) })),
        now.getTime(),
      );
    } catch (error) {
      throw new ServiceUnavailableError(error);
    }
    await this.entitlements
      .fill(rows.map((row) => row.member_id))
      .catch((error: Error) => this.logger.warn(`entitlement not cached: ${error.message}`));
  }

  /**
   * Every replica forgets the member's working tokens (an operator suspended or reinstated them):
   * the next alert reads Redis, suspension included, instead of a copy up to 10 s old.
   */
  async forgetMember(memberId: string): Promise<void> {
    await this.invalidate(await this.repository.usableOfMember(memberId, await this.clock.now()));
  }

  /** After commit: this replica forgets at once, the others when the message reaches them. */
  private async invalidate(rows: readonly WebhookRow[]): Promise<void> {
    const hashes = rows.map(hashHexOf);
    this.resolver.forget(hashes);
    await this.store.invalidate(hashes).catch((error: Error) => {
      // The other replicas' memory expires within seconds anyway.
      this.logger.warn(`webhook cache invalidation not published: ${error.message}`);
    });
  }

  /** The token in clear; sealed again under the current key when an older one sealed it. */
  private open(row: WebhookRow): string {
    const token = this.sealer.open({ sealed: row.token_sealed, keyId: row.token_key_id }, row.id);
    if (row.token_key_id !== this.sealer.currentKeyId) {
      const { sealed, keyId } = this.sealer.seal(token, row.id);
      void this.repository
        .reseal(row.id, sealed, keyId)
        .catch((error: Error) => this.logger.warn(`webhook token not resealed: ${error.message}`));
    }
    return token;
  }

  private async toView({ row, token }: CurrentWebhook, now: Date): Promise<WebhookView> {
    const previous = await this.repository.previousInGrace(row.member_id, now);
    return {
      url: `${this.config.publicUrl}${WEBHOOK_PATH_PREFIX}${token}`,
      createdAt: row.created_at.toISOString(),
      previousValidUntil: previous?.valid_until?.toISOString() ?? null,
      allowlistEnabled: row.allowlist_enabled,
      defaultMaxLagSeconds: row.default_max_lag_seconds,
      paused: row.paused,
      rateLimitPerMinute: this.config.webhooks.rateLimitPerMinute,
    };
  }
}
