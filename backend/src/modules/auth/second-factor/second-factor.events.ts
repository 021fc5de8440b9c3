import { Injectable, Logger } from '@nestjs/common';
import type { SecurityEventKind } from '@tickrelay/contracts/endpoints/security-log.endpoints';
import type { Kysely } from 'kysely';

import type { Database } from '@/database/database.types';
import { SecurityLog } from '@/modules/security-log/security-log.public';

export type SecondFactorEvent =
  | 'totp_enabled'
  | 'second_factor_disabled'
  | 'recovery_code_used'
  | 'second_step_failed'
  | 'second_step_passed'
  | 'step_up_passed';

/**
 * The events the member's security log keeps (with the security notice mail): the factor's
 * changes. The others are log lines only (member id, never a code): the sign-in itself is
 * already logged by the auth adapters, and the log has no kind for a spent recovery code.
 */
const LOGGED_KINDS: Partial<Record<SecondFactorEvent, SecurityEventKind>> = {
  totp_enabled: 'factor-added',
  second_factor_disabled: 'factor-removed',
};

/** The second factor's security events, recorded in the change's transaction when given. */
@Injectable()
export class SecondFactorEvents {
  private readonly logger = new Logger('SecondFactorEvents');

  constructor(private readonly securityLog: SecurityLog) {}

  async record(event: SecondFactorEvent, memberId: string, trx?: Kysely<Database>): Promise<void> {
    this.logger.log({ event, memberId }, `second factor: ${event}`);
    const kind = LOGGED_KINDS[event];
    if (kind) await this.securityLog.record(memberId, kind, { factor: 'totp' }, undefined, trx);
  }
}
