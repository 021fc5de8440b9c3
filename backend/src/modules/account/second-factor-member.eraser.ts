import { Injectable } from '@nestjs/common';

import { DatabaseService } from '@/database/database.service';

import { MemberEraser, type MemberDataEraser } from './member-eraser.port';

/**
 * A deleted account's second factor (issue 27): the sealed TOTP secret, the recovery codes' hashes,
 * the sessions' proofs and the remembered browsers. Here rather than in the auth module, which the
 * account module imports (no cycle); a second run deletes nothing and succeeds.
 */
@Injectable()
@MemberEraser()
export class SecondFactorMemberEraser implements MemberDataEraser {
  readonly name = 'second-factor';
  readonly stage = 'stored' as const;

  constructor(private readonly database: DatabaseService) {}

  async erase(memberId: string): Promise<void> {
    await this.database.db.transaction().execute(async (trx) => {
      await trx.deleteFrom('second_factor_totp').where('member_id', '=', memberId).execute();
      await trx
        .deleteFrom('second_factor_recovery_codes')
        .where('member_id', '=', memberId)
        .execute();
      await trx.deleteFrom('session_proofs').where('member_id', '=', memberId).execute();
      await trx.deleteFrom('remembered_browsers').where('member_id', '=', memberId).execute();
    });
  }
}
