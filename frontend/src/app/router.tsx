import { LOCALES, type Locale } from '@tickrelay/contracts/locales';
import {
  routeTable,
  type GuardName,
  type LayoutName,
  type RouteDefinition,
} from '@tickrelay/contracts/routes';
import type { ComponentType } from 'react';
import { createBrowserRouter, type LoaderFunction, type RouteObject } from 'react-router';

import { isChunkLoadError, reloadOnceForNewBuild } from '@/features/error/chunk-reload';
import { FatalErrorView } from '@/features/error/fatal-error-view';
import { RouteErrorView } from '@/features/error/route-error-view';
import { loadMessages } from '@/lib/i18n/message-loader';
import { loadingIndicator } from '@/lib/loading-indicator';

import { layoutModules, notFoundModule, pageModules } from './page-modules';
import {
  guardNamespaces,
  layoutNamespaces,
  notFoundNamespaces,
  pageNamespaces,
  withMessages,
} from './page-namespaces';
import { RootShell } from './root-shell';

export interface RouteHandle {
  layout: LayoutName;
  page?: string;
}

/** A page or layout chunk: its component and, for pages whose data must be there before the
 * first render (prerender and hydration, content pages), a react-router loader. */
export interface RouteModule {
  default: ComponentType;
  loader?: LoaderFunction;
}

/**
 * Route-level lazy loading. A chunk that fails to load turns the loading bar red; when the cause
 * is a deploy (the old chunk names are gone) the page reloads once to fetch the new build.
 * Otherwise, or when that reload happened less than 10 s ago, it resolves to a component that
 * throws the failure, so the route's error boundary shows the 500 view: a rejected `lazy` would
 * leave react-router rendering an empty page area instead.
 */
function lazyComponent(importer: () => Promise<RouteModule>) {
  return async (): Promise<{ Component: ComponentType; loader?: LoaderFunction }> => {
    try {
      const module = await importer();
      return module.loader
        ? { Component: module.default, loader: module.loader }
        : { Component: module.default };
    } catch (error) {
      loadingIndicator.error();
      console.error('[router] a route chunk failed to load', error);
      if (isChunkLoadError(error) && reloadOnceForNewBuild()) return { Component: () => null };
      return {
        Component: () => {
          throw error;
        },
      };
    }
  };
}

function pageRoute(definition: RouteDefinition, locale: Locale): RouteObject {
  const handle: RouteHandle = { layout: definition.layout, page: definition.page };
  const common = {
    // The page's message namespaces load beside its chunk (app/page-namespaces.ts).
    lazy: lazyComponent(
      withMessages(pageModules[definition.page], locale, pageNamespaces[definition.page]),
    ),
    // Errors of a page render inside its layout, so header and navigation stay usable.
    ErrorBoundary: RouteErrorView,
    handle,
  };
  return definition.pattern === ''
    ? { index: true, ...common }
    : { path: definition.pattern, ...common };
}

/** Guards load with the routes they protect: public pages never download them. */
function guardRoute(
  guard: GuardName,
  action: string | undefined,
  children: RouteObject[],
  locale: Locale,
): RouteObject {
  return {
    lazy: lazyComponent(
      withMessages(
        async () => {
          const { GuardOutlet } = await import('@/lib/guards/guard-outlet');
          return { default: () => <GuardOutlet guard={guard} action={action} /> };
        },
        locale,
        guardNamespaces[guard],
      ),
    ),
    children,
  };
}

function layoutRoute(layout: LayoutName, children: RouteObject[], locale: Locale): RouteObject {
  return {
    lazy: lazyComponent(withMessages(layoutModules[layout], locale, layoutNamespaces[layout])),
    handle: { layout },
    children,
  };
}

/**
 * The routes under one locale root. Pages are grouped by layout; within a layout, guarded pages
 * sit under a pathless guard route. The auth guard wraps its layout instead, so a visitor never
 * sees the members' sidebar before being sent to sign in; the member guard sits inside it.
 */
export function localeChildren(
  table: readonly RouteDefinition[] = routeTable,
  locale: Locale = 'en',
): RouteObject[] {
  const page = (definition: RouteDefinition) => pageRoute(definition, locale);
  const layouts: LayoutName[] = ['default', 'membership', 'dashboard', 'none'];
  const routes: RouteObject[] = [];
  for (const layout of layouts) {
    const entries = table.filter((definition) => definition.layout === layout);
    const authOnly = entries.filter((definition) => definition.guard === 'auth');
    const memberOnly = entries.filter((definition) => definition.guard === 'member');
    const unguarded = entries.filter((definition) => !definition.guard);
    const children: RouteObject[] = unguarded.map(page);
    for (const guard of ['guest', 'recaptcha'] as const) {
      const guarded = entries.filter((definition) => definition.guard === guard);
      const actions = [...new Set(guarded.map((definition) => definition.recaptchaAction))];
      for (const action of actions) {
        const group = guarded.filter((definition) => definition.recaptchaAction === action);
        children.push(guardRoute(guard, action, group.map(page), locale));
      }
    }
    if (layout === 'default') {
      children.push({
        path: '*',
        lazy: lazyComponent(withMessages(notFoundModule, locale, notFoundNamespaces)),
        ErrorBoundary: RouteErrorView,
        handle: { layout: 'default', page: 'notFound' } satisfies RouteHandle,
      });
    }
    if (children.length) routes.push(layoutRoute(layout, children, locale));
    if (authOnly.length || memberOnly.length) {
      // Member pages sit inside the auth guard too: a visitor is sent to sign in before the
      // layout shows, a member without a subscription sees the layout while entitlement loads.
      const signedIn = authOnly.map(page);
      if (memberOnly.length)
        signedIn.push(guardRoute('member', undefined, memberOnly.map(page), locale));
      routes.push(guardRoute('auth', undefined, [layoutRoute(layout, signedIn, locale)], locale));
    }
  }
  return routes;
}

export function localeRoot(locale: Locale): RouteObject {
  return {
    id: `locale-${locale}`,
    path: locale === 'en' ? '/' : '/fr',
    // Navigation into a language waits for its message chunk (the loading bar shows meanwhile).
    loader: async () => {
      await loadMessages(locale);
      // Before the URL changes, so <html lang> is never out of step with the address bar. (No
      // document while prerendering: the page's <html lang> is written by the prerender.)
      if (typeof document !== 'undefined') document.documentElement.lang = locale;
      return null;
    },
    shouldRevalidate: () => false,
    ErrorBoundary: RouteErrorView,
    children: localeChildren(routeTable, locale),
  };
}

export function createRoutes(): RouteObject[] {
  return [
    {
      id: 'root',
      Component: RootShell,
      // Only reached when the shell itself fails: a self-contained 500 view.
      ErrorBoundary: FatalErrorView,
      HydrateFallback: () => null,
      children: LOCALES.map(localeRoot),
    },
  ];
}

export function createAppRouter() {
  return createBrowserRouter(createRoutes());
}
