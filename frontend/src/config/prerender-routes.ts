// Which pages of the route table are prerendered and which stay SPA shells (used by
// src/entry-server.tsx for frontend/scripts/prerender.ts, and by the sitemap test).
import { localizePath } from '@tickrelay/contracts/locale-path';
import { LOCALES, type Locale } from '@tickrelay/contracts/locales';
import { routeTable, type RouteDefinition } from '@tickrelay/contracts/routes';

export interface ShellRoute {
  path: string;
  locale: Locale;
  /** In sitemap.xml although its HTML is only the SPA shell (e.g. sign in: a guest-guarded page). */
  indexable: boolean;
}

/**
 * The route table's fixed paths, split into pages rendered at build time (indexable, no guard)
 * and pages that stay SPA shells (guarded, member-only, private: what they show depends on the
 * visitor, a token or the URL's query). Wildcard routes ('docs/*', 'blog/*') contribute their
 * index path; their other pages come from the content features' *PrerenderPaths().
 */
export function routePaths(table: readonly RouteDefinition[] = routeTable): {
  pages: string[];
  shells: ShellRoute[];
} {
  const pages: string[] = [];
  const shells: ShellRoute[] = [];
  const seen = new Set<string>();
  for (const route of table) {
    if (route.pattern.includes(':')) continue;
    const bare = `/${route.pattern.replace(/\/?\*$/, '')}`;
    if (seen.has(bare)) continue;
    seen.add(bare);
    for (const locale of LOCALES) {
      const path = localizePath(bare, locale);
      if (route.guard || !route.indexable) {
        shells.push({ path, locale, indexable: route.indexable === true });
      } else pages.push(path);
    }
  }
  return { pages, shells };
}
