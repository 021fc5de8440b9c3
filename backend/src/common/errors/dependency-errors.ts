const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EPIPE',
  'EAI_AGAIN',
]);

/**
 * True for errors meaning "a dependency (Postgres, Redis) is unreachable right now" rather than a
 * bug: network failures, pg pool connect timeouts, Postgres connection-class and shutdown states.
 */
export function isDependencyUnavailable(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, message, name } = error as { code?: unknown; message?: unknown; name?: unknown };
  if (typeof code === 'string') {
    if (NETWORK_CODES.has(code)) return true;
    // SQLSTATE 08xxx connection exception; 57P01-57P03 admin shutdown / crash / cannot connect now.
    if (/^08/.test(code) || /^57P0[1-3]$/.test(code)) return true;
  }
  if (name === 'TimeoutError') return true;
  return (
    typeof message === 'string' &&
    /timeout exceeded when trying to connect|Connection terminated|Connection is closed/i.test(
      message,
    )
  );
}
