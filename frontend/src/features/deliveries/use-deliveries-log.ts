// The deliveries log of the webhook page: the first page under the filters, older pages on demand
// (cursor), deliveries from the member's stream applied in place, and the first page read again
// after a reconnection. An answer to an earlier set of filters is dropped.
import type {
  DeliveryFilters,
  DeliveryRelaysUpdate,
  DeliveryView,
} from '@tickrelay/contracts/webhooks/deliveries';
import { useCallback, useEffect, useRef, useState } from 'react';

import { useListDeliveries } from '@/lib/api/endpoints/list-deliveries.endpoint';

import {
  appendPage,
  applyDelivery,
  applyRelays,
  mergeFirstPage,
  type LoadedDeliveries,
} from './deliveries-model';

export const LOG_PAGE_SIZE = 25;

export interface DeliveriesLog extends LoadedDeliveries {
  /** loading: before the first answer; error: the first read failed (nothing to show). */
  state: 'loading' | 'ready' | 'error';
  /** The last failed read (kept while older data is shown). */
  error: unknown;
  loadingOlder: boolean;
  olderError: unknown;
  /** Reads the first page again and merges it (the stream's resync). */
  refresh: () => Promise<void>;
  loadOlder: () => Promise<void>;
  /** A delivery from the stream. */
  apply: (delivery: DeliveryView) => void;
  /** A delivery's relays from the stream, merged into its row. */
  applyRelays: (update: DeliveryRelaysUpdate) => void;
}

const EMPTY: LoadedDeliveries = { items: [], nextCursor: null };

export function useDeliveriesLog(
  filters: DeliveryFilters,
  pageSize = LOG_PAGE_SIZE,
): DeliveriesLog {
  const list = useListDeliveries();
  const key = JSON.stringify(filters);
  const filtersRef = useRef(filters);
  filtersRef.current = filters;
  const generation = useRef(0);
  const [loaded, setLoaded] = useState<LoadedDeliveries>(EMPTY);
  const [state, setState] = useState<DeliveriesLog['state']>('loading');
  const [error, setError] = useState<unknown>(undefined);
  const [loadingOlder, setLoadingOlder] = useState(false);
  const [olderError, setOlderError] = useState<unknown>(undefined);
  const loadedRef = useRef(loaded);
  loadedRef.current = loaded;

  const refresh = useCallback(async () => {
    const at = generation.current;
    try {
      const page = await list({ ...filtersRef.current, limit: String(pageSize) });
      if (at !== generation.current) return;
      setLoaded((current) => mergeFirstPage(current, page));
      setState('ready');
      setError(undefined);
    } catch (failure) {
      if (at !== generation.current) return;
      setError(failure);
      setState((current) => (current === 'ready' ? 'ready' : 'error'));
      throw failure;
    }
  }, [list, pageSize]);

  useEffect(() => {
    generation.current += 1;
    setLoaded(EMPTY);
    setState('loading');
    setError(undefined);
    setOlderError(undefined);
    setLoadingOlder(false);
    refresh().catch(() => undefined);
  }, [key, refresh]);

  const loadOlder = useCallback(async () => {
    const cursor = loadedRef.current.nextCursor;
    if (!cursor) return;
    const at = generation.current;
    setLoadingOlder(true);
    setOlderError(undefined);
    try {
      const page = await list({ ...filtersRef.current, cursor, limit: String(pageSize) });
      if (at === generation.current) setLoaded((current) => appendPage(current, page));
    } catch (failure) {
      if (at === generation.current) setOlderError(failure);
    } finally {
      if (at === generation.current) setLoadingOlder(false);
    }
  }, [list, pageSize]);

  const apply = useCallback((delivery: DeliveryView) => {
    setLoaded((current) => applyDelivery(current, delivery, filtersRef.current));
  }, []);

  const takeRelays = useCallback((update: DeliveryRelaysUpdate) => {
    setLoaded((current) => applyRelays(current, update));
  }, []);

  return {
    ...loaded,
    state,
    error,
    loadingOlder,
    olderError,
    refresh,
    loadOlder,
    apply,
    applyRelays: takeRelays,
  };
}
