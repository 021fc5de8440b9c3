import { localeFromPath, localizePath } from '@tickrelay/contracts/locale-path';
import type { Locale } from '@tickrelay/contracts/locales';
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { useLocation, useNavigate } from 'react-router';

import { formatCurrency, formatDate, formatNumber, formatRelativeTime } from './format';
import { writeLangCookie } from './lang-cookie';
import { getLoadedMessages, loadMessages, subscribeToMessages } from './message-loader';
import { missingNamespaceText } from './missing-namespace';
import { namespaceOf, SHELL_NAMESPACES } from './namespaces';
import { translate, type TranslateParams } from './translate';

export interface I18nValue {
  locale: Locale;
  /** False only while (or if) the language's shell messages are missing. */
  messagesLoaded: boolean;
  /**
   * `<namespace>.<key…>` with `{param}` interpolation; a missing key renders as the key. A key of
   * a namespace not loaded yet renders nothing, and throws in tests once the language's shell
   * namespaces are there (the page's list misses it): see missing-namespace.ts.
   */
  t: (key: string, params?: TranslateParams) => string;
  /** '/blog' → '/fr/blog' in French, unchanged in English. */
  localePath: (path: string) => string;
  /** Remembers the choice in the `lang` cookie and opens the same page (query, hash) in `next`. */
  switchLocale: (next: Locale) => void;
  formatNumber: (value: number, options?: Intl.NumberFormatOptions) => string;
  formatCurrency: (value: number, currency: string, options?: Intl.NumberFormatOptions) => string;
  formatDate: (value: Date | number | string, options?: Intl.DateTimeFormatOptions) => string;
  formatRelativeTime: (value: number, unit: Intl.RelativeTimeFormatUnit) => string;
}

const I18nContext = createContext<I18nValue | null>(null);

/** Provides the language of the current URL; must sit inside the router. */
export function I18nProvider({ children }: { children: ReactNode }) {
  const location = useLocation();
  const navigate = useNavigate();
  const locale = localeFromPath(location.pathname);
  const readMessages = () => getLoadedMessages(locale);
  // The same snapshot while prerendering and hydrating: the loaders loaded the messages first.
  const messages = useSyncExternalStore(subscribeToMessages, readMessages, readMessages);

  const shellLoaded = SHELL_NAMESPACES.every((namespace) => messages?.[namespace] !== undefined);
  useEffect(() => {
    // Normally the locale route's loader has loaded them already; this covers direct renders.
    if (!shellLoaded) void loadMessages(locale).catch(() => undefined);
  }, [locale, shellLoaded]);

  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);

  const { pathname, search, hash } = location;
  const state: unknown = location.state;
  const switchLocale = useCallback(
    (next: Locale) => {
      writeLangCookie(next);
      // With the entry's state: an emailed link's token lives there, not in the URL.
      void navigate(localizePath(`${pathname}${search}${hash}`, next), { state });
    },
    [navigate, pathname, search, hash, state],
  );

  const value = useMemo<I18nValue>(
    () => ({
      locale,
      messagesLoaded: shellLoaded,
      t: (key, params) => {
        if (messages?.[namespaceOf(key)] !== undefined) return translate(messages, key, params);
        // The language itself is still arriving (the effect above loads it): blank, not keys.
        // With the shell there, a missing namespace is a page list to fix: missing-namespace.ts.
        return shellLoaded ? missingNamespaceText(locale, key) : '';
      },
      localePath: (path) => localizePath(path, locale),
      switchLocale,
      formatNumber: (number, options) => formatNumber(locale, number, options),
      formatCurrency: (number, currency, options) =>
        formatCurrency(locale, number, currency, options),
      formatDate: (date, options) => formatDate(locale, date, options),
      formatRelativeTime: (amount, unit) => formatRelativeTime(locale, amount, unit),
    }),
    [locale, messages, shellLoaded, switchLocale],
  );

  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

export function useI18n(): I18nValue {
  const value = useContext(I18nContext);
  if (!value) throw new Error('useI18n() must be used inside <I18nProvider>');
  return value;
}
