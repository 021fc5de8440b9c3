import { Injectable } from '@nestjs/common';

import { DatabaseService } from '@/database/database.service';
import { MemberEraser, type MemberDataEraser } from '@/modules/account/member-eraser.port';

/**
 * A deleted account's destinations (their sealed URLs and secrets), relays and failure notices,
 * in one transaction. A relay job still queued then finds its destination gone and its row too,
 * and writes nothing; a notice due later finds nothing to send. A second run deletes nothing.
 */
@Injectable()
@MemberEraser()
export class DestinationsMemberEraser implements MemberDataEraser {
  readonly name = 'destinations';
  readonly stage = 'stored' as const;

  constructor(private readonly database: DatabaseService) {}

  async erase(memberId: string): Promise<void> {
    await this.database.db.transaction().execute(async (trx) => {
      await trx.deleteFrom('destinations').where('member_id', '=', memberId).execute();
      await trx.deleteFrom('delivery_relays').where('member_id', '=', memberId).execute();
      await trx.deleteFrom('failure_notice_events').where('member_id', '=', memberId).execute();
      await trx.deleteFrom('failure_notice_state').where('member_id', '=', memberId).execute();
    });
  }
}
