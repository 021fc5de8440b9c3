/**
 * The origin written into prerendered HTML, sitemap.xml and the RSS feeds at build time. One build
 * serves every environment, so the real origin is not known then: nginx rewrites this placeholder
 * (sub_filter) to PUBLIC_SITE_URL, or to the request's own scheme and host when that is unset.
 */
export const SITE_ORIGIN_PLACEHOLDER = 'https://tickrelay.invalid';

/** index.html carries the origin in this meta element, so nginx's rewrite reaches the SPA too. */
export const SITE_ORIGIN_META = 'tickrelay-site-origin';

/**
 * The origin absolute URLs use: the placeholder while prerendering; in a browser the one nginx
 * wrote into the page (PUBLIC_SITE_URL), so the first client render equals the prerendered HTML,
 * or the page's own origin where nothing rewrote it (Vite's dev server, unit tests).
 */
export function siteOrigin(): string {
  if (typeof window === 'undefined') return SITE_ORIGIN_PLACEHOLDER;
  const written = document
    .querySelector(`meta[name="${SITE_ORIGIN_META}"]`)
    ?.getAttribute('content')
    ?.replace(/\/+$/, '');
  return written && written !== SITE_ORIGIN_PLACEHOLDER && /^https?:\/\/[^/]+$/.test(written)
    ? written
    : window.location.origin;
}
