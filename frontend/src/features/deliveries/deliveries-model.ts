// The deliveries log as data: which status looks how, which delivery a filter keeps, where a live
// delivery goes in a loaded list (and in the dashboard's summary), the filters as the address bar
// carries them. No React.
import {
  DELIVERY_STATUSES,
  type DeliveryFilters,
  type DeliveryRelaysUpdate,
  type DeliveryPage,
  type DeliveryStatus,
  type DeliveryView,
  type WebhookSummary,
} from '@tickrelay/contracts/webhooks/deliveries';

import type { BadgeTone } from '@/components/ui';

export const STATUS_TONES: Record<DeliveryStatus, BadgeTone> = {
  received: 'primary',
  executed: 'success',
  relayed: 'info',
  rejected: 'danger',
  duplicate: 'neutral',
  stale: 'warning',
  paused: 'warning',
  failed: 'danger',
};

export const isDeliveryStatus = (value: unknown): value is DeliveryStatus =>
  (DELIVERY_STATUSES as readonly unknown[]).includes(value);

/** Newest first: by receipt, then by id so equal instants keep one order. */
export function newerFirst(a: DeliveryView, b: DeliveryView): number {
  if (a.receivedAt !== b.receivedAt) return a.receivedAt < b.receivedAt ? 1 : -1;
  return a.id < b.id ? 1 : a.id > b.id ? -1 : 0;
}

/** Whether the API would list `delivery` under `filters` (the same rules, on the client). */
export function matchesFilters(delivery: DeliveryView, filters: DeliveryFilters): boolean {
  if (filters.status && delivery.status !== filters.status) return false;
  if (filters.ticker) {
    const ticker = delivery.ticker?.toLowerCase() ?? '';
    if (!ticker.startsWith(filters.ticker.toLowerCase())) return false;
  }
  const at = Date.parse(delivery.receivedAt);
  if (filters.from && at < Date.parse(filters.from)) return false;
  if (filters.to && at >= Date.parse(filters.to)) return false;
  return true;
}

export interface LoadedDeliveries {
  items: DeliveryView[];
  /** The cursor of the next older page; null once the oldest was loaded. */
  nextCursor: string | null;
}

/** When a delivery last changed after its status: the latest of its relays' changes. */
const lastRelayChange = (delivery: DeliveryView): string =>
  delivery.relays.reduce(
    (latest, relay) => (relay.updatedAt > latest ? relay.updatedAt : latest),
    '',
  );

/**
 * Whether `next` may replace `current` (the same delivery): a final status is never replaced by
 * 'received', and relays that moved on (a retry, then sent) are never set back by an older copy,
 * e.g. a page read before the stream's latest event.
 */
export const supersedes = (next: DeliveryView, current: DeliveryView): boolean => {
  if (next.status === 'received' && current.status !== 'received') return false;
  if (next.status !== current.status) return true;
  return lastRelayChange(next) >= lastRelayChange(current);
};

/**
 * A delivery from the stream applied to the loaded list: a new one in its place, a changed one
 * replaced (a late 'received' never undoes a final status), one that no longer matches the filters
 * removed. One older than the loaded window (more pages remain) is left to those pages. `limit`
 * keeps the list that long (the dashboard's latest five).
 */
export function applyDelivery(
  loaded: LoadedDeliveries,
  delivery: DeliveryView,
  filters: DeliveryFilters = {},
  limit?: number,
): LoadedDeliveries {
  const current = loaded.items.find((item) => item.id === delivery.id);
  if (current && !supersedes(delivery, current)) return loaded;
  const others = current ? loaded.items.filter((item) => item !== current) : loaded.items;
  if (!matchesFilters(delivery, filters)) {
    return current ? { ...loaded, items: others } : loaded;
  }
  const oldest = others.at(-1);
  const beyond =
    loaded.nextCursor !== null && oldest !== undefined && newerFirst(delivery, oldest) > 0;
  if (beyond) return current ? { ...loaded, items: others } : loaded;
  const items = [...others, delivery].sort(newerFirst);
  return { ...loaded, items: limit === undefined ? items : items.slice(0, limit) };
}

/**
 * A delivery's relays from the stream merged into its row (a row not shown is left to the next
 * read): taken when they are not older than the row's own, so a late event never sets back a
 * relay that moved on.
 */
export function applyRelays(
  loaded: LoadedDeliveries,
  update: DeliveryRelaysUpdate,
): LoadedDeliveries {
  const current = loaded.items.find((item) => item.id === update.deliveryId);
  if (!current) return loaded;
  const next = { ...current, relays: update.relays };
  if (lastRelayChange(next) < lastRelayChange(current)) return loaded;
  return { ...loaded, items: loaded.items.map((item) => (item === current ? next : item)) };
}

/**
 * The first page read again (on load, after a reconnection, on a poll) merged with what is shown:
 * the page wins for what it holds (unless the stream already brought a final status), deliveries
 * newer than the page (the stream brought them while it was read) stay, and older pages loaded
 * before stay below it with their cursor.
 */
export function mergeFirstPage(
  loaded: LoadedDeliveries,
  page: DeliveryPage,
  limit?: number,
): LoadedDeliveries {
  const fresh = new Map(page.items.map((item) => [item.id, item]));
  const newest = page.items[0];
  const oldest = page.items.at(-1);
  const kept: DeliveryView[] = [];
  let older = false;
  for (const item of loaded.items) {
    const inPage = fresh.get(item.id);
    if (inPage) {
      if (!supersedes(inPage, item)) fresh.set(item.id, item);
    } else if (newest === undefined || newerFirst(item, newest) < 0) {
      kept.push(item);
    } else if (page.nextCursor !== null && oldest && newerFirst(item, oldest) > 0) {
      kept.push(item);
      older = true;
    }
  }
  const items = [...fresh.values(), ...kept].sort(newerFirst);
  return {
    items: limit === undefined ? items : items.slice(0, limit),
    nextCursor: page.nextCursor === null ? null : older ? loaded.nextCursor : page.nextCursor,
  };
}

/** An older page appended (anything already shown is not shown twice). */
export function appendPage(loaded: LoadedDeliveries, page: DeliveryPage): LoadedDeliveries {
  const ids = new Set(loaded.items.map((item) => item.id));
  return {
    items: [...loaded.items, ...page.items.filter((item) => !ids.has(item.id))],
    nextCursor: page.nextCursor,
  };
}

/** The filters as the address bar carries them: dates as the member picked them (YYYY-MM-DD). */
export interface LogFilterValues {
  status: DeliveryStatus | '';
  ticker: string;
  from: string;
  to: string;
}

export const EMPTY_FILTERS: LogFilterValues = { status: '', ticker: '', from: '', to: '' };

/** What a ticker filter may hold: the characters of a TradingView symbol, at most 40 (the API's rule). */
export const TICKER_FILTER_MAX = 40;
const TICKER_FILTER = /^[A-Za-z0-9_:!]+$/;

/** An empty filter, or the start of a TradingView symbol the API accepts. */
export const validTickerFilter = (ticker: string): boolean => {
  const value = ticker.trim();
  return value === '' || (value.length <= TICKER_FILTER_MAX && TICKER_FILTER.test(value));
};
const DATE = /^\d{4}-\d{2}-\d{2}$/;

const validDate = (value: string | null): string =>
  value && DATE.test(value) && !Number.isNaN(localMidnight(value)) ? value : '';

function localMidnight(date: string): number {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const at = new Date(year, month - 1, day);
  return at.getFullYear() === year && at.getMonth() === month - 1 ? at.getTime() : NaN;
}

/** The filters of `?status=…&ticker=…&from=…&to=…`; anything malformed is left out. */
export function filtersFromParams(params: URLSearchParams): LogFilterValues {
  const status = params.get('status');
  return {
    status: isDeliveryStatus(status) ? status : '',
    ticker: validTickerFilter(params.get('ticker') ?? '')
      ? (params.get('ticker') ?? '').trim()
      : '',
    from: validDate(params.get('from')),
    to: validDate(params.get('to')),
  };
}

/** The filters back into the address bar's parameters (other parameters kept). */
export function filtersToParams(values: LogFilterValues, params: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const key of ['status', 'ticker', 'from', 'to'] as const) {
    const value = values[key].trim();
    if (value) next.set(key, value);
    else next.delete(key);
  }
  return next;
}

/**
 * The API's filters: the days in the member's own time zone, `from` at its midnight (inclusive),
 * `to` at the next day's midnight (exclusive), so "to 3 March" includes all of 3 March.
 */
export function toApiFilters(values: LogFilterValues): DeliveryFilters {
  const filters: DeliveryFilters = {};
  if (values.status) filters.status = values.status;
  if (values.ticker.trim()) filters.ticker = values.ticker.trim();
  if (values.from) filters.from = new Date(localMidnight(values.from)).toISOString();
  if (values.to) {
    const end = new Date(localMidnight(values.to));
    end.setDate(end.getDate() + 1);
    filters.to = end.toISOString();
  }
  return filters;
}

/** True when `to` is before `from` (both set). */
export const datesReversed = ({ from, to }: LogFilterValues): boolean =>
  Boolean(from && to && to < from);

/** The dashboard's latest deliveries. */
export const LATEST_COUNT = 5;
const startOfUtcDay = (now: number) => now - (now % 86_400_000);

/** A delivery from the stream applied to the summary: listed at once, counted once if today (UTC). */
export function applyToSummary(
  summary: WebhookSummary,
  delivery: DeliveryView,
  now = Date.now(),
): WebhookSummary {
  const known =
    summary.latest.some((item) => item.id === delivery.id) ||
    summary.lastDelivery?.id === delivery.id;
  const latest = applyDelivery(
    { items: summary.latest, nextCursor: null },
    delivery,
    {},
    LATEST_COUNT,
  ).items;
  const today = !known && Date.parse(delivery.receivedAt) >= startOfUtcDay(now);
  return {
    ...summary,
    latest,
    lastDelivery: latest[0] ?? summary.lastDelivery,
    alertsToday: summary.alertsToday + (today ? 1 : 0),
  };
}

/** A delivery's relays from the stream merged into the summary's latest (see applyRelays). */
export function applyRelaysToSummary(
  summary: WebhookSummary,
  update: DeliveryRelaysUpdate,
): WebhookSummary {
  const latest = applyRelays({ items: summary.latest, nextCursor: null }, update).items;
  if (latest === summary.latest) return summary;
  const last = summary.lastDelivery;
  const lastDelivery = latest.find((item) => item.id === last?.id) ?? last;
  return { ...summary, latest, lastDelivery };
}

/** The API's summary over what is shown: its figures, and any newer delivery the stream brought. */
export function mergeSummary(
  current: WebhookSummary | undefined,
  fresh: WebhookSummary,
): WebhookSummary {
  if (!current) return fresh;
  const latest = mergeFirstPage(
    { items: current.latest, nextCursor: null },
    { items: fresh.latest, nextCursor: null },
    LATEST_COUNT,
  ).items;
  return { ...fresh, latest, lastDelivery: latest[0] ?? fresh.lastDelivery };
}
