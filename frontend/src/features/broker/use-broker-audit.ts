// The broker activity list: the first page, older pages on demand (cursor), the first page read
// again on a resync or shortly after the broker acted (a delivery executed, a liquidation), and
// the entries a liquidation answered with shown at once.
import type { BrokerAuditView } from '@tickrelay/contracts/brokers/broker-connection';
import { useCallback, useEffect, useRef, useState } from 'react';

import { useListBrokerAudit } from '@/lib/api/endpoints/list-broker-audit.endpoint';

export const AUDIT_PAGE_SIZE = 25;
export const AUDIT_REFRESH_MS = 1000;

export interface LoadedAudit {
  items: BrokerAuditView[];
  nextCursor: string | null;
}

// Entries of one instant (a market order sent and filled in the same millisecond) keep the
// order the API gave them (its own sequence, newest first): the sort is stable and only by time.
const newerFirst = (a: BrokerAuditView, b: BrokerAuditView): number =>
  a.at === b.at ? 0 : a.at < b.at ? 1 : -1;

/**
 * Entries merged into what is shown: each once (the newer copy wins), newest first. `older`: a
 * page from further back, placed after what is shown among entries of the same instant.
 */
export function mergeAudit(
  loaded: LoadedAudit,
  entries: readonly BrokerAuditView[],
  position: 'newer' | 'older' = 'newer',
): LoadedAudit {
  const fresh = new Map(entries.map((entry) => [entry.id, entry]));
  const kept = loaded.items.map((item) => fresh.get(item.id) ?? item);
  const known = new Set(loaded.items.map((item) => item.id));
  const added = entries.filter((entry) => !known.has(entry.id));
  const items = position === 'newer' ? [...added, ...kept] : [...kept, ...added];
  return { ...loaded, items: items.sort(newerFirst) };
}

export interface BrokerAudit extends LoadedAudit {
  state: 'loading' | 'ready' | 'error';
  error: unknown;
  loadingOlder: boolean;
  olderError: unknown;
  refresh: () => Promise<void>;
  /** Reads the first page again soon, at most once a second however often it is asked. */
  refreshSoon: () => void;
  loadOlder: () => Promise<void>;
  add: (entries: readonly BrokerAuditView[]) => void;
}

export function useBrokerAudit(pageSize = AUDIT_PAGE_SIZE): BrokerAudit {
  const list = useListBrokerAudit();
  const [loaded, setLoaded] = useState<LoadedAudit>({ items: [], nextCursor: null });
  const [state, setState] = useState<BrokerAudit['state']>('loading');
  const [error, setError] = useState<unknown>(undefined);
  const [loadingOlder, setLoadingOlder] = useState(false);
  const [olderError, setOlderError] = useState<unknown>(undefined);
  const cursor = useRef<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  cursor.current = loaded.nextCursor;

  const refresh = useCallback(async () => {
    try {
      const page = await list({ limit: String(pageSize) });
      setLoaded((current) => {
        const merged = mergeAudit(current, page.items);
        // The first read sets where older pages start; later ones keep the pages already loaded.
        return current.items.length === 0 ? { ...merged, nextCursor: page.nextCursor } : merged;
      });
      setState('ready');
      setError(undefined);
    } catch (failure) {
      setError(failure);
      setState((current) => (current === 'ready' ? 'ready' : 'error'));
    }
  }, [list, pageSize]);

  useEffect(() => {
    void refresh();
    return () => {
      clearTimeout(timer.current);
      timer.current = undefined;
    };
  }, [refresh]);

  const refreshSoon = useCallback(() => {
    if (timer.current !== undefined) return;
    timer.current = setTimeout(() => {
      timer.current = undefined;
      void refresh();
    }, AUDIT_REFRESH_MS);
  }, [refresh]);

  const loadOlder = useCallback(async () => {
    const from = cursor.current;
    if (!from) return;
    setLoadingOlder(true);
    setOlderError(undefined);
    try {
      const page = await list({ cursor: from, limit: String(pageSize) });
      setLoaded((current) => ({
        ...mergeAudit(current, page.items, 'older'),
        nextCursor: page.nextCursor,
      }));
    } catch (failure) {
      setOlderError(failure);
    } finally {
      setLoadingOlder(false);
    }
  }, [list, pageSize]);

  const add = useCallback((entries: readonly BrokerAuditView[]) => {
    setLoaded((current) => mergeAudit(current, entries));
    setState('ready');
  }, []);

  return {
    ...loaded,
    state,
    error,
    loadingOlder,
    olderError,
    refresh,
    refreshSoon,
    loadOlder,
    add,
  };
}
