// Third-party tags (analytics, tag manager, Google Ads conversion). Loaded lazily, and only when
// at least one of them is configured.

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

const requested = new Set<string>();

/** Appends an async script once per URL; false when the URL is refused. */
export function loadScript(raw: string): boolean {
  const src = allowedScriptUrl(raw);
  if (!src) {
    console.warn(`[tags] refused to load a script from ${raw}`);
    return false;
  }
  if (requested.has(src)) return true;
  requested.add(src);
  const script = document.createElement('script');
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

/** Loads each configured script; the tag manager also serves the gtag library for conversions. */
export function loadMarketingScripts(config: MarketingConfig): void {
  if (config.adsConversionId || config.tagManagerUrl) ensureGtag();
  if (config.analyticsUrl) loadScript(config.analyticsUrl);
  if (config.tagManagerUrl) loadScript(config.tagManagerUrl);
}
