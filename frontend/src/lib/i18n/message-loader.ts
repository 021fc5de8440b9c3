// Message chunks per (language, namespace). The shell's namespaces load with the language (the
// locale route's loader), each page's with the page (app/page-namespaces.ts, awaited by the
// router beside the page's chunk), so a first visit downloads only the words it shows.
// How to add a namespace: see the header of locales/en/index.ts.
import { LOCALES, type Locale } from '@tickrelay/contracts/locales';

import enNamespaces from '@/locales/en/index';
import frNamespaces from '@/locales/fr/index';

import { SHELL_NAMESPACES, type Namespace, type NamespaceLoader } from './namespaces';
import type { MessageTree } from './translate';

export type NamespaceLoaders = Record<Locale, Record<Namespace, NamespaceLoader>>;

export interface MessageStore {
  /** The loaded namespaces of a language as one tree (a new object after each load), if any. */
  getLoadedMessages: (locale: Locale) => MessageTree | undefined;
  subscribeToMessages: (listener: () => void) => () => void;
  isLoaded: (locale: Locale, namespace: string) => boolean;
  /** Loads namespaces once each; concurrent callers of one namespace share its request. */
  loadNamespaces: (locale: Locale, namespaces: readonly Namespace[]) => Promise<void>;
  /** The language's shell namespaces (what the locale route waits for). */
  loadMessages: (locale: Locale) => Promise<MessageTree>;
  /** Every namespace of the given languages: for prerendering, which renders any page at once. */
  loadAllMessages: (locales?: readonly Locale[]) => Promise<void>;
}

export function createMessageStore(loaders: NamespaceLoaders): MessageStore {
  const trees = new Map<Locale, MessageTree>();
  const pending = new Map<string, Promise<void>>();
  const listeners = new Set<() => void>();

  const isLoaded = (locale: Locale, namespace: string): boolean =>
    trees.get(locale)?.[namespace] !== undefined;

  function loadOne(locale: Locale, namespace: Namespace): Promise<void> {
    if (isLoaded(locale, namespace)) return Promise.resolve();
    const id = `${locale}:${namespace}`;
    let request = pending.get(id);
    if (!request) {
      const loader = loaders[locale][namespace] as NamespaceLoader | undefined;
      if (!loader) return Promise.reject(new Error(`i18n: unknown namespace '${namespace}'`));
      request = loader()
        .then((module) => {
          // A new tree object, so useSyncExternalStore sees the change.
          trees.set(locale, { ...trees.get(locale), [namespace]: module.default });
          listeners.forEach((listener) => listener());
        })
        .finally(() => pending.delete(id));
      pending.set(id, request);
    }
    return request;
  }

  const loadNamespaces = async (locale: Locale, namespaces: readonly Namespace[]) => {
    await Promise.all(namespaces.map((namespace) => loadOne(locale, namespace)));
  };

  return {
    getLoadedMessages: (locale) => trees.get(locale),
    subscribeToMessages: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    isLoaded,
    loadNamespaces,
    loadMessages: async (locale) => {
      await loadNamespaces(locale, SHELL_NAMESPACES);
      return trees.get(locale) ?? {};
    },
    loadAllMessages: async (locales = LOCALES) => {
      await Promise.all(
        locales.map((locale) =>
          loadNamespaces(locale, Object.keys(loaders[locale]) as Namespace[]),
        ),
      );
    },
  };
}

const store = createMessageStore({ en: enNamespaces, fr: frNamespaces });

export const {
  getLoadedMessages,
  subscribeToMessages,
  isLoaded: isNamespaceLoaded,
  loadNamespaces,
  loadMessages,
  loadAllMessages,
} = store;
