/**
 * The origin written into prerendered HTML, sitemap.xml and the RSS feeds at build time. One build
 * serves every environment, so the real origin is not known then: nginx rewrites this placeholder
 * (sub_filter) to PUBLIC_SITE_URL, or to the request's own scheme and host when that is unset.
 */
export const SITE_ORIGIN_PLACEHOLDER = 'https://tickrelay.invalid';

/** The origin absolute URLs use: the page's own in a browser, the placeholder while prerendering. */
export function siteOrigin(): string {
  return typeof window === 'undefined' ? SITE_ORIGIN_PLACEHOLDER : window.location.origin;
}
