import { localizePath } from '@tickrelay/contracts/locale-path';

import { resolveRootRedirect } from '@/lib/i18n/detect-locale';
import { readLangCookie, writeLangCookie } from '@/lib/i18n/lang-cookie';
import { captureLinkToken } from '@/lib/link-token';

/**
 * What the entry does to the address bar before the router (and with it telemetry, the ad
 * conversion and the tags) exists: an emailed link's token leaves the URL, and a first visit to
 * '/' may move to French (the language cookie, or else the browser's languages).
 */
export function prepareLocation(win: Window = window): void {
  captureLinkToken(win);
  const redirectTo = resolveRootRedirect({
    pathname: win.location.pathname,
    cookieLocale: readLangCookie(),
    browserLanguages: win.navigator.languages ?? [win.navigator.language],
  });
  if (redirectTo) {
    writeLangCookie(redirectTo);
    const { search, hash } = win.location;
    win.history.replaceState(null, '', localizePath(`/${search}${hash}`, redirectTo));
  }
}
