import type { TelemetryEventType } from '@tickrelay/contracts/telemetry/telemetry-event.schema';

export interface ClickRecord {
  type: Extract<TelemetryEventType, 'subscribe_click' | 'link_click'>;
  name: string;
  data: Record<string, string | boolean>;
}

/** Links that lead to joining or paying: the calls to action of the site (English form of paths). */
const SUBSCRIBE_PATHS: ReadonlySet<string> = new Set([
  '/signup',
  '/renew-subscription',
  '/membership/subscription',
]);
const DOWNLOAD_FILE =
  /\.(?:zip|7z|rar|gz|tgz|tar|pdf|exe|msi|dmg|pkg|deb|rpm|appimage|csv|xlsx?|pine|mq[45]|ex[45])$/i;

const withoutLocale = (path: string) => path.replace(/^\/fr(?=\/|$)/, '') || '/';
const label = (element: Element) =>
  (element.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 100);

/**
 * What a click is worth recording, if anything. `data-telemetry="subscribe_click|link_click"` (with an
 * optional `data-telemetry-name`) marks an element explicitly; otherwise links to sign-up or
 * subscription pages count as subscribe clicks, and outbound or download links as link clicks.
 * Plain navigation inside the site is left to page views.
 */
export function classifyClick(target: Element, origin = location.origin): ClickRecord | null {
  const marked = target.closest<HTMLElement>('[data-telemetry]');
  const anchor = target.closest<HTMLAnchorElement>('a[href]');
  const element = marked ?? anchor;
  if (!element) return null;

  let url: URL | null = null;
  if (anchor) {
    try {
      url = new URL(anchor.href, origin);
    } catch {
      url = null;
    }
  }
  const web = url !== null && (url.protocol === 'https:' || url.protocol === 'http:');
  const outbound = web && url!.origin !== origin;
  const path = url && !outbound ? withoutLocale(url.pathname) : '';
  const download =
    Boolean(anchor?.hasAttribute('download')) || (web && DOWNLOAD_FILE.test(url!.pathname));
  const href = url ? (outbound ? `${url.origin}${url.pathname}` : url.pathname).slice(0, 1000) : '';
  const explicitName = marked?.dataset.telemetryName?.trim();
  const data = { href, text: label(element), outbound, download };

  const explicit = marked?.dataset.telemetry;
  if (explicit === 'subscribe_click' || explicit === 'link_click') {
    return { type: explicit, name: explicitName || href || data.text || explicit, data };
  }
  if (!url || !web) return null;
  if (!outbound && SUBSCRIBE_PATHS.has(path)) {
    return { type: 'subscribe_click', name: explicitName || path, data };
  }
  if (outbound || download) return { type: 'link_click', name: explicitName || href, data };
  return null;
}

/** One delegated listener for the whole document, in the capture phase so stopPropagation in a page
 * cannot hide a click from it. */
export function installClickTracking(
  onClick: (record: ClickRecord) => void,
  root: Document = document,
): () => void {
  const listener = (event: MouseEvent) => {
    if (!(event.target instanceof Element)) return;
    const record = classifyClick(event.target);
    if (record) onClick(record);
  };
  root.addEventListener('click', listener, true);
  return () => root.removeEventListener('click', listener, true);
}
