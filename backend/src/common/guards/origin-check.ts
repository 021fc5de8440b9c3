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

function matchesHost(source: URL, host: string | undefined): boolean {
  if (!host) return false;
  const target = parseOrigin(`http://${host}`);
  if (!target) return false;
  // A proxy that forwards the host name without its port leaves only the name to compare.
  return target.port ? source.host === target.host : source.hostname === target.hostname;
}

/**
 * CSRF defence for cookie sessions: a state-changing request must come from our own pages, i.e.
 * its Origin (or, without one, its Referer) is PUBLIC_URL's origin or the host it was sent to.
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
  return matchesHost(source, input.host) ? 'allowed' : 'refused';
}
