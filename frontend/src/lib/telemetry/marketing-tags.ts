// Third-party tags (analytics, tag manager, Google Ads conversion). Loaded lazily, only when at
// least one of them is configured and only for the purposes the visitor consented to
// (marketing.ts decides; this module only does what it is told).

declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: (...args: unknown[]) => void;
  }
}

export interface MarketingConfig {
  analyticsUrl: string;
  tagManagerUrl: string;
  adsConversionId: string;
}

/** Spec §7: every conversion is worth 1 USD. */
export const CONVERSION_VALUE = 1;
export const CONVERSION_CURRENCY = 'USD';

/**
 * Only scripts from this site (relative URLs) or over https: never http, data:, javascript: or
 * any other scheme, whatever the configuration says.
 */
export function allowedScriptUrl(raw: string, page: Location = location): string | null {
  const value = raw.trim();
  if (!value) return null;
  let url: URL;
  try {
    url = new URL(value, page.href);
  } catch {
    return null;
  }
  if (url.protocol === 'https:') return url.href;
  const relative = !/^[a-z][a-z0-9+.-]*:/i.test(value) && !value.startsWith('//');
  return relative && url.origin === page.origin ? url.href : null;
}

const requested = new Map<string, HTMLScriptElement>();

/** Appends an async script once per URL; false when the URL is refused. */
export function loadScript(raw: string): boolean {
  const src = allowedScriptUrl(raw);
  if (!src) {
    console.warn(`[tags] refused to load a script from ${raw}`);
    return false;
  }
  if (requested.has(src)) return true;
  const script = document.createElement('script');
  requested.set(src, script);
  script.async = true;
  script.src = src;
  script.onerror = () => console.warn(`[tags] could not load ${src}`);
  document.head.appendChild(script);
  return true;
}

/** The standard gtag stub: calls queue in dataLayer until the tag library arrives. */
export function ensureGtag(): (...args: unknown[]) => void {
  window.dataLayer ??= [];
  if (!window.gtag) {
    const dataLayer = window.dataLayer;
    // gtag.js only reads Arguments objects from dataLayer, not arrays.
    window.gtag = function gtag() {
      // eslint-disable-next-line prefer-rest-params
      dataLayer.push(arguments);
    };
    window.gtag('js', new Date());
  }
  return window.gtag;
}

let configuredAccount: string | null = null;

/** The account part of 'AW-123456789/label' is what gtag must be configured with. */
export function sendConversion(conversionId: string): void {
  const id = conversionId.trim();
  if (!id) return;
  const gtag = ensureGtag();
  const account = id.split('/')[0]!;
  if (configuredAccount !== account) {
    configuredAccount = account;
    gtag('config', account);
  }
  gtag('event', 'conversion', {
    send_to: id,
    value: CONVERSION_VALUE,
    currency: CONVERSION_CURRENCY,
  });
}

export interface GrantedPurposes {
  analytics: boolean;
  advertising: boolean;
}

/**
 * Loads each configured script the visitor consented to: analytics for the analytics purpose; the
 * tag manager (which also serves the gtag library for conversions) for advertising.
 */
export function loadMarketingScripts(config: MarketingConfig, granted: GrantedPurposes): void {
  if (granted.advertising && (config.adsConversionId || config.tagManagerUrl)) ensureGtag();
  if (granted.analytics && config.analyticsUrl) loadScript(config.analyticsUrl);
  if (granted.advertising && config.tagManagerUrl) loadScript(config.tagManagerUrl);
}

/** First-party cookies the usual analytics and ad tags set (Google Analytics, Ads, GTM, Meta, Bing). */
const TRACKER_COOKIE = /^(_ga|_gid|_gat|_gcl_|_gac_|_dc_gtm_|_fbp|_fbc|_uet|_clck|_clsk)/;

function expireCookie(name: string): void {
  const expired = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  document.cookie = expired;
  // Trackers set their cookies on the widest domain they can: try each parent of the host.
  const labels = location.hostname.split('.');
  for (let index = 0; index < labels.length - 1; index += 1) {
    document.cookie = `${expired}; domain=.${labels.slice(index).join('.')}`;
  }
}

/**
 * Consent withdrawn: removes what can be removed (our script elements, the gtag queue, the
 * trackers' first-party cookies). Code that already ran cannot be unloaded: returns true when some
 * did, so the caller reloads the page.
 */
export function removeMarketing(): boolean {
  const ran = requested.size > 0;
  requested.forEach((script) => script.remove());
  requested.clear();
  configuredAccount = null;
  delete window.gtag;
  delete window.dataLayer;
  for (const pair of document.cookie.split(';')) {
    const name = pair.split('=')[0]!.trim();
    if (name && TRACKER_COOKIE.test(name)) expireCookie(name);
  }
  return ran;
}
