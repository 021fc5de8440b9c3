// The localized docs paths for the prerender and sitemap (plan interface 5).
import { localizePath } from '@tickrelay/contracts/locale-path';
import { LOCALES } from '@tickrelay/contracts/locales';

import { flattenDocNodes } from './docs-resolver';

/** '/docs', '/fr/docs' and every page and group of the docs in both languages. */
export function docsPrerenderPaths(): string[] {
  const bare = ['/docs', ...flattenDocNodes().map((node) => `/docs/${node.path}`)];
  return LOCALES.flatMap((locale) => bare.map((path) => localizePath(path, locale)));
}
