// The checkout and the billing portal are the provider's pages (the sandbox's own under /api in
// development): a full page load, never the SPA's router, which would treat /api/… as a page.
import { browserNavigation } from '@/lib/external-navigation';

/** Sends the browser to the provider's page; refuses anything but an http(s) URL. */
export function leaveForProvider(url: string): void {
  const target = new URL(url, window.location.href);
  if (target.protocol !== 'https:' && target.protocol !== 'http:') {
    throw new TypeError(`refusing to leave for ${target.protocol} URL`);
  }
  browserNavigation.assign(target.href);
}
