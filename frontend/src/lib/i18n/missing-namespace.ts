import type { Locale } from '@tickrelay/contracts/locales';

import { loadNamespaces } from './message-loader';
import { namespaceOf, type Namespace } from './namespaces';

// Under jest (NODE_ENV 'test') a key whose namespace is not loaded throws: a page that forgot to
// list a namespace in app/page-namespaces.ts fails its tests instead of showing raw keys.
const failLoudly = typeof process !== 'undefined' && process.env.NODE_ENV === 'test';
const reported = new Set<string>();

/**
 * What `t` renders for a key whose namespace has not arrived: nothing (never the raw key), while
 * the namespace loads and re-renders the page. Logged once per namespace: it means a page's
 * namespace list is incomplete.
 */
export function missingNamespaceText(locale: Locale, key: string): string {
  const namespace = namespaceOf(key);
  const message =
    `i18n: '${key}' rendered before the '${namespace}' messages (${locale}) were loaded; ` +
    `list '${namespace}' for this page in app/page-namespaces.ts`;
  if (failLoudly) throw new Error(message);
  const id = `${locale}:${namespace}`;
  if (!reported.has(id)) {
    reported.add(id);
    console.error(message);
    void loadNamespaces(locale, [namespace as Namespace]).catch(() => undefined);
  }
  return '';
}
