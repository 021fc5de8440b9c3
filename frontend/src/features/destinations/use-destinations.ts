// The member's destinations as the page shows them: read on mount (and on the stream's resync),
// then changed in place by what each endpoint answers. While a Telegram destination waits for
// the bot to link its chat, the list is read again every few seconds so the link shows.
import type { DestinationView, RelayView } from '@tickrelay/contracts/destinations/destinations';
import type { DestinationList } from '@tickrelay/contracts/endpoints/destinations.endpoints';
import { useCallback, useEffect, useState } from 'react';

import { useListDestinations } from '@/lib/api/endpoints/list-destinations.endpoint';

/** The list with `changed` in its place (added at the end when new). */
export function withDestination(list: DestinationList, changed: DestinationView): DestinationList {
  const known = list.items.some((item) => item.id === changed.id);
  let items = known
    ? list.items.map((item) => (item.id === changed.id ? changed : item))
    : [...list.items, changed];
  // Failure notices go to one destination at most: turning it on here turns it off elsewhere.
  if (changed.notifyFailures) {
    items = items.map((item) =>
      item.id !== changed.id && item.notifyFailures ? { ...item, notifyFailures: false } : item,
    );
  }
  return { ...list, items };
}

export function withoutDestination(list: DestinationList, id: string): DestinationList {
  return { ...list, items: list.items.filter((item) => item.id !== id) };
}

/** A delivery's relays from the stream, as each destination's latest result. */
export function withRelays(list: DestinationList, relays: readonly RelayView[]): DestinationList {
  let changed = false;
  const items = list.items.map((item) => {
    const relay = relays.find((candidate) => candidate.destinationId === item.id);
    if (!relay || (item.lastResult && item.lastResult.at >= relay.updatedAt)) return item;
    changed = true;
    return {
      ...item,
      lastResult: { status: relay.status, code: relay.code, at: relay.updatedAt },
    };
  });
  return changed ? { ...list, items } : list;
}

export interface DestinationsState {
  data: DestinationList | undefined;
  error: unknown;
  reload: () => Promise<void>;
  put: (destination: DestinationView) => void;
  drop: (id: string) => void;
  /** The relays of a delivery the stream brought. */
  applyRelays: (relays: readonly RelayView[]) => void;
}

/** How often the list is read again while a Telegram destination waits for its chat. */
export const LINK_POLL_MS = 5000;

export function useDestinations(enabled = true): DestinationsState {
  const list = useListDestinations();
  const [data, setData] = useState<DestinationList>();
  const [error, setError] = useState<unknown>(undefined);

  const reload = useCallback(async () => {
    try {
      setData(await list());
      setError(undefined);
    } catch (failure) {
      setError(failure);
    }
  }, [list]);

  useEffect(() => {
    if (enabled) void reload();
  }, [enabled, reload]);

  const waiting = data?.items.some((item) => item.link === 'waiting') ?? false;
  useEffect(() => {
    if (!enabled || !waiting) return undefined;
    const timer = setInterval(() => void reload(), LINK_POLL_MS);
    return () => clearInterval(timer);
  }, [enabled, waiting, reload]);

  const put = useCallback(
    (destination: DestinationView) =>
      setData((current) => current && withDestination(current, destination)),
    [],
  );
  const drop = useCallback(
    (id: string) => setData((current) => current && withoutDestination(current, id)),
    [],
  );

  const applyRelays = useCallback((relays: readonly RelayView[]) => {
    if (relays.length === 0) return;
    setData((current) => current && withRelays(current, relays));
  }, []);

  return { data, error, reload, put, drop, applyRelays };
}
