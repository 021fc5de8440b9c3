import { Logger } from '@nestjs/common';

/**
 * The second factor's security events, one function each, so the security log (issue 27, the
 * `seclog` half) records them by replacing these bodies once its SecurityLog service exists.
 * Until then they are log lines (member id only, never a code).
 */
const logger = new Logger('SecondFactorEvents');

export type SecondFactorEvent =
  | 'totp_enabled'
  | 'second_factor_disabled'
  | 'recovery_code_used'
  | 'second_step_failed'
  | 'second_step_passed'
  | 'step_up_passed';

export function recordSecondFactorEvent(event: SecondFactorEvent, memberId: string): void {
  logger.log({ event, memberId }, `second factor: ${event}`);
}
