import { StrictMode, startTransition, useEffect, type ReactNode } from 'react';
import { createRoot, hydrateRoot, type RootOptions } from 'react-dom/client';
import type { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';

import { RootErrorBoundary } from '@/features/error/root-error-boundary';

type AppRouter = ReturnType<typeof createBrowserRouter>;

/** Set by frontend/scripts/prerender on #root: the path whose HTML the element holds. */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';

const trimSlash = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);

/**
 * True when #root holds the prerendered HTML of this very path. Not for the not-found documents
 * (rendered for no path), nor after prepareLocation moved '/' to '/fr': the client's first
 * render would differ, so the app renders afresh instead of hydrating.
 */
export function isPrerenderedFor(container: Element, pathname: string): boolean {
  const path = container.getAttribute(PRERENDERED_ATTRIBUTE);
  return Boolean(path) && trimSlash(path ?? '') === trimSlash(pathname);
}

// The page head PageMeta writes (components/page-meta.tsx): in a prerendered document it belongs
// to the page the HTML was built for.
const PAGE_HEAD =
  'title, meta[name="description"], meta[name="robots"], meta[property^="og:"], ' +
  'link[rel="canonical"], link[rel="alternate"][hreflang], script[type="application/ld+json"]';

/** Removes a prerendered head the app is not hydrating, so its own is not added beside it. */
export function clearPageHead(head: HTMLHeadElement = document.head): void {
  head.querySelectorAll(PAGE_HEAD).forEach((element) => element.remove());
}

/** Resolves once the router's first navigation (lazy routes, loaders) has finished. */
export function routerReady(router: AppRouter): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}

/**
 * Set on <html> once the app has rendered or hydrated: a prerendered page is visible before.
 * public/load-app.js then makes again the form submissions it held meanwhile.
 */
export const APP_READY_ATTRIBUTE = 'data-app-ready';

/**
 * Set on <html> once React listens on the page (hydrateRoot or render was called): from then on
 * React takes the page's clicks itself, hydrating first where needed, so public/load-app.js
 * stops holding them and replays those it held.
 */
export const APP_STARTED_ATTRIBUTE = 'data-app-started';

/**
 * Marks the document interactive once React committed the first render (tests wait for it). A
 * wrapper, not a sibling: a sibling would change the useId of everything below, which the
 * prerendered HTML does not have.
 */
function AppReady({ children }: { children: ReactNode }) {
  useEffect(() => {
    document.documentElement.setAttribute(APP_READY_ATTRIBUTE, '');
  }, []);
  return children;
}

export function appElement(router: AppRouter) {
  return (
    <StrictMode>
      <AppReady>
        <RootErrorBoundary>
          <RouterProvider router={router} />
        </RootErrorBoundary>
      </AppReady>
    </StrictMode>
  );
}

/**
 * Hydrates the prerendered page, or renders the SPA into an empty shell. Either way only after
 * the matched lazy routes and their loaders are done: the first render then equals the server's
 * HTML (no hydration mismatch) and a visible page is never replaced by an empty one meanwhile.
 */
export async function startApp(
  container: Element,
  router: AppRouter,
  options: Pick<RootOptions, 'onRecoverableError'> = {},
): Promise<'hydrated' | 'rendered'> {
  const hydrate = isPrerenderedFor(container, window.location.pathname);
  if (hydrate || container.hasChildNodes()) await routerReady(router);
  if (hydrate) {
    // In a transition React hydrates in slices and yields to the browser between them, instead of
    // one long task that holds input (Lighthouse's TBT on a phone: bench/README.md, web).
    startTransition(() => {
      hydrateRoot(container, appElement(router), options);
    });
    document.documentElement.setAttribute(APP_STARTED_ATTRIBUTE, '');
    return 'hydrated';
  }
  if (container.hasChildNodes()) clearPageHead();
  createRoot(container, options).render(appElement(router));
  document.documentElement.setAttribute(APP_STARTED_ATTRIBUTE, '');
  return 'rendered';
}
