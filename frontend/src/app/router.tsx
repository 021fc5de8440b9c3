import { LOCALES, type Locale } from '@tickrelay/contracts/locales';
import {
  routeTable,
  type GuardName,
  type LayoutName,
  type RouteDefinition,
} from '@tickrelay/contracts/routes';
import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';

import { FatalErrorView } from '@/features/error/fatal-error-view';
import { RouteErrorView } from '@/features/error/route-error-view';
import { loadMessages } from '@/lib/i18n/message-loader';
import { loadingIndicator } from '@/lib/loading-indicator';

import { layoutModules, notFoundModule, pageModules } from './page-modules';
import { RootShell } from './root-shell';

export interface RouteHandle {
  layout: LayoutName;
  page?: string;
}

/**
 * Route-level lazy loading. A chunk that fails to load turns the loading bar red and resolves to
 * a component that throws the failure, so the route's error boundary shows the 500 view: a
 * rejected `lazy` would leave react-router rendering an empty page area instead.
 */
function lazyComponent(importer: () => Promise<{ default: ComponentType }>) {
  return async (): Promise<{ Component: ComponentType }> => {
    try {
      const module = await importer();
      return { Component: module.default };
    } catch (error) {
      loadingIndicator.error();
      console.error('[router] a route chunk failed to load', error);
      return {
        Component: () => {
          throw error;
        },
      };
    }
  };
}

function pageRoute(definition: RouteDefinition): RouteObject {
  const handle: RouteHandle = { layout: definition.layout, page: definition.page };
  const common = {
    lazy: lazyComponent(pageModules[definition.page]),
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
): RouteObject {
  return {
    lazy: lazyComponent(async () => {
      const { GuardOutlet } = await import('@/lib/guards/guard-outlet');
      return { default: () => <GuardOutlet guard={guard} action={action} /> };
    }),
    children,
  };
}

function layoutRoute(layout: LayoutName, children: RouteObject[]): RouteObject {
  return { lazy: lazyComponent(layoutModules[layout]), handle: { layout }, children };
}

/**
 * The routes under one locale root. Pages are grouped by layout; within a layout, guarded pages
 * sit under a pathless guard route. The auth guard wraps its layout instead, so a visitor never
 * sees the members' sidebar before being sent to sign in; the member guard sits inside it.
 */
export function localeChildren(table: readonly RouteDefinition[] = routeTable): RouteObject[] {
  const layouts: LayoutName[] = ['default', 'membership', 'dashboard', 'none'];
  const routes: RouteObject[] = [];
  for (const layout of layouts) {
    const entries = table.filter((definition) => definition.layout === layout);
    const authOnly = entries.filter((definition) => definition.guard === 'auth');
    const memberOnly = entries.filter((definition) => definition.guard === 'member');
    const unguarded = entries.filter((definition) => !definition.guard);
    const children: RouteObject[] = unguarded.map(pageRoute);
    for (const guard of ['guest', 'recaptcha'] as const) {
      const guarded = entries.filter((definition) => definition.guard === guard);
      const actions = [...new Set(guarded.map((definition) => definition.recaptchaAction))];
      for (const action of actions) {
        const group = guarded.filter((definition) => definition.recaptchaAction === action);
        children.push(guardRoute(guard, action, group.map(pageRoute)));
      }
    }
    if (layout === 'default') {
      children.push({
        path: '*',
        lazy: lazyComponent(notFoundModule),
        ErrorBoundary: RouteErrorView,
        handle: { layout: 'default', page: 'notFound' } satisfies RouteHandle,
      });
    }
    if (children.length) routes.push(layoutRoute(layout, children));
    if (authOnly.length || memberOnly.length) {
      // Member pages sit inside the auth guard too: a visitor is sent to sign in before the
      // layout shows, a member without a subscription sees the layout while entitlement loads.
      const signedIn = authOnly.map(pageRoute);
      if (memberOnly.length)
        signedIn.push(guardRoute('member', undefined, memberOnly.map(pageRoute)));
      routes.push(guardRoute('auth', undefined, [layoutRoute(layout, signedIn)]));
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
      // Before the URL changes, so <html lang> is never out of step with the address bar.
      document.documentElement.lang = locale;
      return null;
    },
    shouldRevalidate: () => false,
    ErrorBoundary: RouteErrorView,
    children: localeChildren(),
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
