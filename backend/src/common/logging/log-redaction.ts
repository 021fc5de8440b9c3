import { redactUrl } from '@tickrelay/contracts/telemetry/url-redaction';

/**
 * Paths whose next segment is a secret, a capability anyone holding the URL can use: a member's
 * webhook URL (trades on their account), the payment sandbox's portal session (signed, manages the
 * member's subscription), checkout and invoice (their ids are the only key to the Pay buttons).
 * Request logs show that segment as "redacted" (the hot-route kit redacts its own routes'
 * parameters the same way); docker/nginx/default.conf.template redacts the same prefixes in its
 * access log (scripts/static/url-secrets.test.ts keeps the two lists equal).
 */
export const SECRET_PATH_PREFIXES = [
  '/api/hooks/',
  '/api/payments/sandbox/portal/',
  '/api/payments/sandbox/checkout/',
  '/api/payments/sandbox/invoices/',
] as const;

export const REDACTED = 'redacted';

// Express matches routes without case and a client may double a slash: so does the redaction.
const secretSegment = new RegExp(
  `^((?:${SECRET_PATH_PREFIXES.map((prefix) =>
    prefix
      .split('/')
      .filter((part) => part !== '')
      .map((part) => `/+${part}`)
      .join(''),
  ).join('|')})/+)[^/?#]+`,
  'i',
);

/**
 * A request path (with its query) as a log may show it: the secret segment after one of
 * SECRET_PATH_PREFIXES, and every secret query parameter (SECRET_URL_PARAMS: a download link's
 * signature, an emailed token…), replaced by "redacted". An absolute URL (a referrer) keeps its
 * origin.
 */
export function redactLogUrl(url: string): string {
  const origin = /^[a-z][a-z0-9+.-]*:\/\/[^/?#]*/i.exec(url)?.[0] ?? '';
  const rest = url.slice(origin.length);
  return origin + redactUrl(rest.replace(secretSegment, `$1${REDACTED}`));
}
