// Programmatic navigation with the spec's rule: a URL of another origin is refused unless the
// caller explicitly allows it; script URLs are refused always.

export interface NavigateOptions {
  /** Allows leaving the site (another origin, mailto:, tel:). */
  external?: boolean;
  /** Replaces the current history entry instead of pushing one. */
  replace?: boolean;
  /** Opens in a new tab (with noopener). */
  newTab?: boolean;
}

/** The router's navigate, registered by the app shell (react-router's `router.navigate`). */
export type AppNavigator = (to: string, opts: { replace: boolean }) => void | Promise<void>;

const FORBIDDEN_PROTOCOLS = new Set(['javascript:', 'data:', 'vbscript:', 'blob:', 'file:']);
const EXTERNAL_PROTOCOLS = new Set(['http:', 'https:', 'mailto:', 'tel:']);

let appNavigator: AppNavigator | null = null;

/** Lets same-origin navigation go through the router; returns a function that unregisters it. */
export function registerNavigator(navigate: AppNavigator): () => void {
  appNavigator = navigate;
  return () => {
    if (appNavigator === navigate) appNavigator = null;
  };
}

/** The browser side effects, in one object so tests can observe them (jsdom cannot navigate). */
export const browserNavigation = {
  assign: (url: string): void => window.location.assign(url),
  replace: (url: string): void => window.location.replace(url),
  open: (url: string): void => {
    window.open(url, '_blank', 'noopener,noreferrer');
  },
};

function refuse(reason: string, url: string): false {
  console.warn(`[navigateTo] refused ${reason}: ${url}`);
  return false;
}

/**
 * Navigates to `url`. Same-origin URLs go through the registered router (or the location when no
 * router is registered); other origins need `external: true`. Returns whether navigation happened.
 */
export function navigateTo(url: string, opts: NavigateOptions = {}): boolean {
  let target: URL;
  try {
    target = new URL(url, window.location.href);
  } catch {
    return refuse('an invalid URL', url);
  }
  if (FORBIDDEN_PROTOCOLS.has(target.protocol)) return refuse('a script or data URL', url);

  if (target.origin === window.location.origin) {
    const path = `${target.pathname}${target.search}${target.hash}`;
    if (opts.newTab) browserNavigation.open(target.href);
    else if (appNavigator) void appNavigator(path, { replace: opts.replace ?? false });
    else if (opts.replace) browserNavigation.replace(target.href);
    else browserNavigation.assign(target.href);
    return true;
  }

  if (!opts.external) return refuse('an external URL (pass { external: true } to allow it)', url);
  if (!EXTERNAL_PROTOCOLS.has(target.protocol)) return refuse('an unsupported protocol', url);
  if (opts.newTab) browserNavigation.open(target.href);
  else if (opts.replace) browserNavigation.replace(target.href);
  else browserNavigation.assign(target.href);
  return true;
}
