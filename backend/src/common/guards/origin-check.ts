export const STATE_CHANGING_METHODS: ReadonlySet<string> = new Set([
  'POST',
  'PUT',
  'PATCH',
  'DELETE',
]);

export interface OriginCheckInput {
  method: string;
  origin: string | undefined;
  referer: string | undefined;
  /** The host the request was sent to (Host, or X-Forwarded-Host from a trusted proxy). */
  host: string | undefined;
  /** The scheme it was sent with: `http` or `https` (X-Forwarded-Proto from a trusted proxy). */
  protocol: string;
  /** True when the request carries the session cookie. */
  hasSessionCookie: boolean;
}

export type OriginVerdict = 'allowed' | 'refused';

function parseOrigin(value: string): URL | undefined {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The request's own origin: scheme, host and port, all three compared. A Host without a port
 * means the scheme's default port, so a proxy must forward the port it was reached on (nginx:
 * `X-Forwarded-Host $http_host`), never drop it.
 */
function matchesOwnOrigin(source: URL, protocol: string, host: string | undefined): boolean {
  if (!host) return false;
  const own = parseOrigin(`${protocol}://${host}`);
  return own !== undefined && own.origin === source.origin;
}

/**
 * CSRF defence for cookie sessions: a state-changing request must come from our own pages, i.e.
 * its Origin (or, without one, its Referer) is PUBLIC_URL's origin or the request's own origin
 * (same scheme, host and port).
 * Browsers send Origin on every cross-site POST; a request with neither header is a non-browser
 * client and is let through only when it carries no session cookie (it has nothing to ride on).
 */
export function checkOrigin(input: OriginCheckInput, publicUrl: string): OriginVerdict {
  if (!STATE_CHANGING_METHODS.has(input.method.toUpperCase())) return 'allowed';
  const claimed = input.origin ?? input.referer;
  if (claimed === undefined || claimed === '') {
    return input.hasSessionCookie ? 'refused' : 'allowed';
  }
  const source = parseOrigin(claimed);
  if (!source) return 'refused';
  const expected = parseOrigin(publicUrl);
  if (expected && source.origin === expected.origin) return 'allowed';
  return matchesOwnOrigin(source, input.protocol, input.host) ? 'allowed' : 'refused';
}
