import { Injectable, Logger } from '@nestjs/common';

import { Clock } from '@/common/clock/clock';
import { MemberEraser, type MemberDataEraser } from '@/modules/account/member-eraser.port';

import { cachedWebhookOf } from './webhook-cache-entry';
import { WebhookCacheStore } from './webhook-cache.store';
import { WebhooksRepository } from './webhooks.repository';
import type { WebhookRow } from './webhooks.table';

const hashHexOf = (row: WebhookRow) => row.token_hash.toString('hex');

/**
 * A deleted account's webhook URLs: every one stops (the current one and one in its grace), then
 * its rows go.
 *
 * The stop is what the token cache needs to forget a URL for good: each row ended in Postgres and
 * its Redis entry written as ended in the same transaction (Redis away: rolled back, the pass runs
 * again), so a cache warm-up that read the row before can never bring it back (an entry is only
 * replaced by a newer version; an ended one expires a day later), then every api replica told to
 * drop its copy. Only then are the rows deleted; the warm-up reads usable rows only, so they
 * would not come back either. A second run finds no row and does nothing.
 */
@Injectable()
@MemberEraser()
export class WebhooksMemberEraser implements MemberDataEraser {
  readonly name = 'webhooks';
  readonly stage = 'inflow' as const;
  private readonly logger = new Logger(WebhooksMemberEraser.name);

  constructor(
    private readonly repository: WebhooksRepository,
    private readonly store: WebhookCacheStore,
    private readonly clock: Clock,
  ) {}

  async erase(memberId: string): Promise<void> {
    await this.revokeAll(memberId);
    await this.repository.deleteOfMember(memberId);
  }

  private async revokeAll(memberId: string): Promise<void> {
    const now = await this.clock.now();
    const ended = await this.repository.transaction(async (trx) => {
      const current = await this.repository.lockCurrent(memberId, trx);
      const older = await this.repository.endGraces(memberId, now, trx);
      const retired = current ? [await this.repository.retire(current.id, now, now, trx)] : [];
      const rows = [...older, ...retired];
      await this.store.write(
        rows.map((row) => ({ hashHex: hashHexOf(row), entry: cachedWebhookOf(row) })),
        now.getTime(),
      );
      return rows;
    });
    await this.store.invalidate(ended.map(hashHexOf)).catch((error: Error) => {
      // The replicas' memory of a token lasts seconds (WebhookTokenResolver) and Redis says ended.
      this.logger.warn(`webhook cache invalidation not published: ${error.message}`);
    });
  }
}
