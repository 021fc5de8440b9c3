// The prerender's entry (vite build --ssr): renders one path of the SPA to HTML with the same
// routes, loaders and components as the browser. frontend/scripts/prerender.ts drives it.
import type { Locale } from '@tickrelay/contracts/locales';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  StaticRouterProvider,
  type StaticHandlerContext,
} from 'react-router';
import { ServerStyleSheet } from 'styled-components';

import { handleMessageFiles } from '@/app/page-namespaces';
import type { RouteHandle } from '@/app/router';
import { createRoutes } from '@/app/router';
import { routePaths, type ShellRoute } from '@/config/prerender-routes';
import { SITE_ORIGIN_PLACEHOLDER } from '@/config/site-origin';
import { RootErrorBoundary } from '@/features/error/root-error-boundary';

export { routePaths, SITE_ORIGIN_PLACEHOLDER, type ShellRoute };

export interface RenderedPage {
  path: string;
  locale: Locale;
  /** 200, or the status a loader threw (404 for content that does not exist). */
  status: number;
  /** The app's markup; React 19 puts the page's <title>, <meta> and <link> elements first. */
  html: string;
  /** styled-components' <style> elements for exactly this markup. */
  styles: string;
  /** Layout and page of the matched routes (the prerender lists their chunks with the page). */
  handles: RouteHandle[];
  /** Source files of the message chunks this render used (listed with the page too). */
  messageFiles: string[];
}

/** The app's routes answered in memory: lazy routes resolve and their loaders run. */
export async function renderPath(path: string): Promise<RenderedPage> {
  const handler = createStaticHandler(createRoutes());
  const request = new Request(new URL(path, SITE_ORIGIN_PLACEHOLDER));
  const context = await handler.query(request);
  if (context instanceof Response) {
    throw new Error(`prerender: ${path} answered ${context.status} (a redirect?), not a page`);
  }
  return renderContext(path, handler.dataRoutes, context);
}

function renderContext(
  path: string,
  routes: ReturnType<typeof createStaticHandler>['dataRoutes'],
  context: StaticHandlerContext,
): RenderedPage {
  const router = createStaticRouter(routes, context);
  const sheet = new ServerStyleSheet();
  try {
    // hydrate={false}: no inline script with the router state (the CSP allows none); the client
    // resolves the same lazy routes and loaders before it hydrates (main.tsx).
    const html = renderToString(
      sheet.collectStyles(
        <StrictMode>
          <RootErrorBoundary>
            <StaticRouterProvider router={router} context={context} hydrate={false} />
          </RootErrorBoundary>
        </StrictMode>,
      ),
    );
    const handles = context.matches
      .map((match) => match.route.handle as RouteHandle | undefined)
      .filter((handle): handle is RouteHandle => Boolean(handle));
    const locale: Locale = path === '/fr' || path.startsWith('/fr/') ? 'fr' : 'en';
    return {
      path,
      locale,
      status: context.statusCode,
      html,
      styles: sheet.getStyleTags(),
      handles,
      messageFiles: handleMessageFiles(handles, locale),
    };
  } finally {
    sheet.seal();
  }
}

interface PathsModule {
  [name: string]: unknown;
}

// Each content feature exports its localized paths from features/<name>/<name>-paths.ts
// (docsPrerenderPaths, blogPrerenderPaths, codePrerenderPaths: plan interface 5). Globbed, so
// a feature's paths join the prerender and the sitemap as soon as its file exists.
const pathModules = import.meta.glob<PathsModule>('./features/*/*-paths.ts', { eager: true });

/** The content features' paths (docs pages, blog posts and lists, code pages), both languages. */
export function contentPaths(): string[] {
  const paths: string[] = [];
  for (const module of Object.values(pathModules)) {
    for (const [name, value] of Object.entries(module)) {
      if (name.endsWith('PrerenderPaths') && typeof value === 'function') {
        paths.push(...(value as () => string[])());
      }
    }
  }
  return paths;
}
