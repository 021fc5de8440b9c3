import { Injectable } from '@nestjs/common';

import { MemberEvents } from '@/common/live-events/member-events';
import { lockMember } from '@/database/member-lock';
import { MemberEraser, type MemberDataEraser } from '@/modules/account/member-eraser.port';
import { RedisService } from '@/redis/redis.service';

import { DeliveriesDatabase } from './deliveries-database';

/**
 * A deleted account's alert log and paper account: every row of theirs in `deliveries` (all
 * partitions) and `paper_accounts`, then their live stream in Redis (the events kept for
 * Last-Event-ID, which hold deliveries, the paper account and their webhook URL).
 *
 * The rows go in one transaction under the member's advisory lock, the one every alert, flatten
 * and reset of theirs takes first: an alert being written commits wholly before (and is deleted
 * here) or after. One still queued when the URLs were revoked may come after: the sweep pass
 * (member-erasure.jobs.ts) deletes what it left. A second run deletes nothing and succeeds.
 *
 * Its two statements live here rather than in the module's repositories: they are the eraser's
 * alone, and nothing else may delete a member's rows.
 */
@Injectable()
@MemberEraser()
export class DeliveriesMemberEraser implements MemberDataEraser {
  readonly name = 'deliveries';
  readonly stage = 'stored' as const;

  constructor(
    private readonly database: DeliveriesDatabase,
    private readonly events: MemberEvents,
    private readonly redis: RedisService,
  ) {}

  async erase(memberId: string): Promise<void> {
    await this.database.db.transaction().execute(async (trx) => {
      await lockMember(trx, memberId);
      await trx.deleteFrom('deliveries').where('member_id', '=', memberId).execute();
      await trx.deleteFrom('paper_accounts').where('member_id', '=', memberId).execute();
    });
    await this.redis.client.del(this.events.streamKey(memberId));
  }
}
