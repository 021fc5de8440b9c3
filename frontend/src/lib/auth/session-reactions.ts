import { localeFromPath, localizePath, stripLocale } from '@tickrelay/contracts/locale-path';
import { routePaths } from '@tickrelay/contracts/routes';

import { navigateTo } from '@/lib/external-navigation';

import type { SessionClient } from './session-client';

/** Query flag of /update-password opened because a recovery link was opened in another tab. */
export const RECOVERY_ELSEWHERE_PARAM = 'recovery';
export const RECOVERY_ELSEWHERE_VALUE = 'other-tab';

/**
 * PASSWORD_RECOVERY opens /update-password in every other tab (in that tab's language). The tab
 * that opened the emailed link, which emits the event, is already there with the token.
 */
export function watchPasswordRecovery(
  client: Pick<SessionClient, 'onAuthEvent'>,
  location: Pick<Location, 'pathname'> = window.location,
): () => void {
  return client.onAuthEvent((event) => {
    if (event.type !== 'PASSWORD_RECOVERY' || !event.remote) return;
    const { pathname } = location;
    if (stripLocale(pathname) === routePaths.updatePassword) return;
    const target = `${routePaths.updatePassword}?${RECOVERY_ELSEWHERE_PARAM}=${RECOVERY_ELSEWHERE_VALUE}`;
    navigateTo(localizePath(target, localeFromPath(pathname)));
  });
}
