import { localizePath } from '@tickrelay/contracts/locale-path';
import type { Locale } from '@tickrelay/contracts/locales';

export interface ClientInfo {
  ip: string | null;
  userAgent: string | null;
}

export interface SignUpInput {
  email: string;
  password: string;
  displayName: string;
  locale: Locale;
}

/** Localised address of an SPA page: /confirm in English, /fr/confirm in French. */
export function localizedLink(publicUrl: string, locale: Locale, path: string): string {
  return `${publicUrl}${localizePath(path, locale)}`;
}
