import { isDependencyUnavailable } from './dependency-errors';

/**
 * SQLSTATEs that say "not now" rather than "never": trying the same statement later may pass.
 * Class 53 (insufficient resources: too many connections 53300, disk full 53100, out of memory
 * 53200…) and the single states below. Connection classes (08, 57P01-57P03) are covered by
 * isDependencyUnavailable.
 */
const TRANSIENT_SQLSTATES = new Set([
  '25006', // read_only_sql_transaction: a standby, or default_transaction_read_only during a failover
  '57014', // query_canceled: statement_timeout, or a cancel by an operator
  '40001', // serialization_failure
  '40P01', // deadlock_detected
  '55P03', // lock_not_available: lock_timeout while another session holds the lock
]);

/**
 * Nodemailer's error codes for an SMTP server that could not be reached or talked to: the server
 * is down, slow or restarting, not refusing the message.
 */
export const SMTP_TRANSIENT_CODES: ReadonlySet<string> = new Set([
  'ECONNECTION',
  'ETIMEDOUT',
  'ESOCKET',
  'EDNS',
  'ECONNREFUSED',
]);

/**
 * SMTP reply codes 4xx are "transient negative completion" (RFC 5321 §4.2.1): 421 service not
 * available, 450/451 try again later, 452 insufficient storage. 5xx (550 no such mailbox…) are
 * permanent.
 */
export function isTransientSmtpReply(responseCode: unknown): boolean {
  return typeof responseCode === 'number' && responseCode >= 400 && responseCode < 500;
}

/** How deep `cause`s and AggregateError parts are followed (a wrapped error keeps its origin). */
const MAX_DEPTH = 5;

function isTransientItself(error: object, depth: number): boolean {
  if (isDependencyUnavailable(error)) return true;
  const { code, responseCode, errors } = error as {
    code?: unknown;
    responseCode?: unknown;
    errors?: unknown;
  };
  if (typeof code === 'string') {
    if (/^53/.test(code) || TRANSIENT_SQLSTATES.has(code)) return true;
    if (SMTP_TRANSIENT_CODES.has(code)) return true;
  }
  if (isTransientSmtpReply(responseCode)) return true;
  // An AggregateError (a connect tried on several addresses) is transient when each part is.
  return (
    Array.isArray(errors) &&
    errors.length > 0 &&
    errors.every((inner) => isTransientAt(inner, depth + 1))
  );
}

/**
 * True for an error that says a dependency cannot do the work *right now* (Postgres or SMTP
 * unreachable, out of connections or disk, read-only, a lock or statement timeout, a deadlock, an
 * SMTP 4xx reply): the same work is expected to pass later, so it is retried and never counted as
 * a failure. Everything else (a bug, a constraint violation, an SMTP 5xx reply) is permanent.
 */
export function isTransient(error: unknown): boolean {
  return isTransientAt(error, 0);
}

function isTransientAt(error: unknown, depth: number): boolean {
  if (depth > MAX_DEPTH || typeof error !== 'object' || error === null) return false;
  return (
    isTransientItself(error, depth) ||
    isTransientAt((error as { cause?: unknown }).cause, depth + 1)
  );
}
