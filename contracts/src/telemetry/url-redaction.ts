/**
 * Query and fragment parameters whose value grants access or proves identity: an emailed
 * confirmation or recovery token (`token`), an OAuth / PKCE authorisation code (`code`), the
 * tokens an identity provider puts in a redirect (`access_token`, `refresh_token`, `id_token`),
 * and the generic names of secrets, keys and signatures. Names are compared without case.
 *
 * Telemetry stores URLs (page_url, referrer) for months and shows them to operators, so the SPA
 * redacts these before sending and the API again before storing (an old or forged client must
 * not be able to store them either). nginx keeps them out of its access log the same way.
 */
export const SECRET_URL_PARAMS = [
  'token',
  'code',
  'access_token',
  'refresh_token',
  'id_token',
  'password',
  'secret',
  'client_secret',
  'key',
  'api_key',
  'apikey',
  'signature',
  'sig',
] as const;

/** What a redacted value becomes: the parameter stays, so a reader sees that one was there. */
export const REDACTED_VALUE = 'redacted';

const secretParam = new RegExp(`(^|[?&#;])(${SECRET_URL_PARAMS.join('|')})=[^&#;]*`, 'gi');

/**
 * The URL with the value of every secret parameter of its query and fragment replaced by
 * `redacted`. Works on text, not a parsed URL, so anything else (encoding, order, a referrer
 * that is not a valid URL) stays exactly as it was.
 */
export function redactUrl(url: string): string {
  const start = url.search(/[?#]/);
  if (start < 0) return url;
  const tail = url.slice(start).replace(secretParam, `$1$2=${REDACTED_VALUE}`);
  return url.slice(0, start) + tail;
}

/** redactUrl for an optional value (a referrer may be null). */
export function redactOptionalUrl<T extends string | null | undefined>(url: T): T {
  return (typeof url === 'string' ? redactUrl(url) : url) as T;
}
