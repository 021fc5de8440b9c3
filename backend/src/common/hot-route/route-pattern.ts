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
