import { Inject, Injectable } from '@nestjs/common';

import { DatabaseService } from '@/database/database.service';
import { lockMember } from '@/database/member-lock';
import { MemberEraser, type MemberDataEraser } from '@/modules/account/member-eraser.port';

import { TRADOVATE_BROKER, type TradovateBroker } from '../tradovate/tradovate.port';

/**
 * A deleted account's broker: the saved Tradovate connection (sealed credentials), the
 * execution target and device id, the audit, and the adapter's cached token of the connection.
 *
 * In the `inflow` stage: with the connection and the target gone, no alert still queued can
 * place an order at Tradovate (it goes to the paper account, erased with the log; test:
 * deliveries-broker-tries.int-spec.ts). The rows go under the
 * member's advisory lock, so an alert being executed commits wholly before. The token is
 * forgotten after the commit; a second run finds nothing and does nothing.
 */
@Injectable()
@MemberEraser()
export class BrokerMemberEraser implements MemberDataEraser {
  readonly name = 'broker';
  readonly stage = 'inflow' as const;

  constructor(
    private readonly database: DatabaseService,
    @Inject(TRADOVATE_BROKER) private readonly tradovate: TradovateBroker,
  ) {}

  async erase(memberId: string): Promise<void> {
    const removed = await this.database.db.transaction().execute(async (trx) => {
      await lockMember(trx, memberId);
      const connection = await trx
        .deleteFrom('broker_connections')
        .where('member_id', '=', memberId)
        .returning('connection_id')
        .executeTakeFirst();
      await trx.deleteFrom('broker_settings').where('member_id', '=', memberId).execute();
      await trx.deleteFrom('broker_audit').where('member_id', '=', memberId).execute();
      return connection;
    });
    // A token left behind would expire on its own, and its connection id is gone for good; the
    // job runs again if this fails, so it is not left to chance.
    if (removed) await this.tradovate.forget(removed.connection_id);
  }
}
