import type enNamespaces from '@/locales/en/index';

import type { MessageTree } from './translate';

/** A message namespace: one JSON file per language (locales/<lang>/<namespace>.json). */
export type Namespace = keyof typeof enNamespaces;

/** Loads one namespace's JSON chunk. */
export type NamespaceLoader = () => Promise<{ default: MessageTree }>;

/**
 * Namespaces the root shell renders on every page (loading bar, theme selector, offline notice,
 * header and footer of the layouts, the consent banner, the 404/500 views and API error messages):
 * loaded with the language, before anything renders. Everything else loads with the page that uses it.
 */
export const SHELL_NAMESPACES = [
  'common',
  'consent',
  'errors',
  'nav',
  'ui',
] as const satisfies Namespace[];

/** The namespace of a `<namespace>.<key…>` message key. */
export function namespaceOf(key: string): string {
  const dot = key.indexOf('.');
  return dot === -1 ? key : key.slice(0, dot);
}
