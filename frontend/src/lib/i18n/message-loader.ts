import type { Locale } from '@tickrelay/contracts/locales';

import type { MessageTree } from './translate';

// One lazily loaded chunk per language: the two import() calls below are what Vite splits on.
const importers: Record<Locale, () => Promise<{ default: MessageTree }>> = {
  en: () => import('@/locales/en/index'),
  fr: () => import('@/locales/fr/index'),
};

const loaded = new Map<Locale, MessageTree>();
const pending = new Map<Locale, Promise<MessageTree>>();
const listeners = new Set<() => void>();

export function getLoadedMessages(locale: Locale): MessageTree | undefined {
  return loaded.get(locale);
}

export function subscribeToMessages(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Loads a language's messages once; concurrent callers share the same request. */
export function loadMessages(locale: Locale): Promise<MessageTree> {
  const ready = loaded.get(locale);
  if (ready) return Promise.resolve(ready);
  let request = pending.get(locale);
  if (!request) {
    request = importers[locale]()
      .then((module) => {
        loaded.set(locale, module.default);
        listeners.forEach((listener) => listener());
        return module.default;
      })
      .finally(() => pending.delete(locale));
    pending.set(locale, request);
  }
  return request;
}
