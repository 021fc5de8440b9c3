import { redactUrl } from '@tickrelay/contracts/telemetry/url-redaction';

export type RouteParams = Readonly<Record<string, string>>;

const NO_PARAMS: RouteParams = Object.freeze({});

/** A compiled path pattern: params when the path matches, undefined otherwise. */
export type PathMatcher = (path: string) => RouteParams | undefined;

/**
 * '/api/telemetry/batch' or '/api/hooks/:token' → a matcher. A trailing slash is tolerated, as
 * express does; `:name` takes one non-empty segment (URL-decoded). A path without parameters is
 * compared as a string, which is what the hottest route needs.
 */
export function compilePathPattern(pattern: string): PathMatcher {
  const bare = pattern.replace(/\/+$/, '');
  const segments = bare.split('/');
  const names = segments.filter((segment) => segment.startsWith(':')).map((s) => s.slice(1));
  if (names.length === 0) {
    const withSlash = `${bare}/`;
    return (path) => (path === bare || path === withSlash ? NO_PARAMS : undefined);
  }
  const source = segments
    .map((segment) =>
      segment.startsWith(':') ? '([^/]+)' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
    )
    .join('/');
  const regex = new RegExp(`^${source}/?$`);
  return (path) => {
    const match = regex.exec(path);
    if (!match) return undefined;
    const params: Record<string, string> = {};
    for (const [index, name] of names.entries()) {
      try {
        params[name] = decodeURIComponent(match[index + 1] ?? '');
      } catch {
        return undefined;
      }
    }
    return params;
  };
}

/** The path of a request URL, without its query string. */
export function pathOf(url: string | undefined): string {
  const raw = url ?? '/';
  const end = raw.indexOf('?');
  return end === -1 ? raw : raw.slice(0, end);
}

/** What the log shows in place of a secret path parameter. */
export const REDACTED_SEGMENT = 'redacted';

/**
 * A URL as the log may show it: the segments of `secretParams` replaced by "redacted", and
 * secret query parameters too (redactUrl). Cheap for a route without secret params.
 */
export function compileLogUrl(
  pattern: string,
  secretParams: readonly string[] = [],
): (url: string | undefined) => string {
  const secretIndexes = pattern
    .replace(/\/+$/, '')
    .split('/')
    .flatMap((segment, index) =>
      segment.startsWith(':') && secretParams.includes(segment.slice(1)) ? [index] : [],
    );
  return (url) => {
    const raw = url ?? '/';
    if (secretIndexes.length === 0) return redactUrl(raw);
    const end = raw.search(/[?#]/);
    const path = end === -1 ? raw : raw.slice(0, end);
    const segments = path.split('/');
    for (const index of secretIndexes) {
      if (index < segments.length) segments[index] = REDACTED_SEGMENT;
    }
    return segments.join('/') + (end === -1 ? '' : redactUrl(raw.slice(end)));
  };
}
