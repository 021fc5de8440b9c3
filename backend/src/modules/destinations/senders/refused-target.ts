import type { RelayCode } from '@tickrelay/contracts/destinations/destinations';

import type { NetLogger, RelayLogContext } from '@/common/net/safe-http.types';

import type { RelayAttempt } from '../relay-sender.port';

/**
 * A target the API should never have stored (a Discord URL or a chat id that fails its
 * validator): refused without a request, logged like the transport's refusals.
 */
export function refusedTarget(
  logger: NetLogger,
  context: RelayLogContext,
  reason: string,
  code: RelayCode = 'DESTINATION_ADDRESS_REFUSED',
): RelayAttempt {
  logger.warn({ event: 'relay.transport', ...context, code, reason }, 'relay refused');
  return {
    ok: false,
    code,
    httpStatus: null,
    retryable: false,
    retryAfterMs: null,
    durationMs: 0,
  };
}
