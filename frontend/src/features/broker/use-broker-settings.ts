// The member's broker settings (where alerts go, the Tradovate connection), read on mount and on
// a resync, replaced by what an endpoint answers and by the stream's `broker` events.
import type {
  BrokerConnectionView,
  BrokerSettingsView,
} from '@tickrelay/contracts/brokers/broker-connection';
import { useCallback, useEffect, useState } from 'react';

import { useGetBrokerSettings } from '@/lib/api/endpoints/get-broker-settings.endpoint';

/** The later of two snapshots of the connection (a read and the stream may cross). */
function laterConnection(
  current: BrokerConnectionView | null,
  next: BrokerConnectionView | null,
): BrokerConnectionView | null {
  if (!current || !next || current.createdAt !== next.createdAt) return next;
  return next.updatedAt >= current.updatedAt ? next : current;
}

/** Settings as a read or the stream gives them, keeping the newer connection of the two. */
export function mergeSettings(
  current: BrokerSettingsView | undefined,
  next: BrokerSettingsView,
): BrokerSettingsView {
  if (!current) return next;
  return { ...next, connection: laterConnection(current.connection, next.connection) };
}

/**
 * After the connection was removed: alerts that went to Tradovate go to the paper account again
 * (the API's rule); "nowhere" stays as it was.
 */
export function withoutConnection(settings: BrokerSettingsView): BrokerSettingsView {
  return {
    executionTarget: settings.executionTarget === 'tradovate' ? 'paper' : settings.executionTarget,
    connection: null,
  };
}

export interface BrokerSettingsState {
  data: BrokerSettingsView | undefined;
  error: unknown;
  reload: () => Promise<void>;
  /** A full view from an endpoint or the stream. */
  take: (settings: BrokerSettingsView) => void;
  /** The connection as an endpoint answered it (saved, tested, account picked) or removed. */
  takeConnection: (connection: BrokerConnectionView | null) => void;
}

export function useBrokerSettings(): BrokerSettingsState {
  const getSettings = useGetBrokerSettings();
  const [data, setData] = useState<BrokerSettingsView>();
  const [error, setError] = useState<unknown>(undefined);

  const take = useCallback(
    (settings: BrokerSettingsView) => setData((current) => mergeSettings(current, settings)),
    [],
  );

  const takeConnection = useCallback((connection: BrokerConnectionView | null) => {
    setData((current) => {
      if (!current) return current;
      return connection ? { ...current, connection } : withoutConnection(current);
    });
  }, []);

  const reload = useCallback(async () => {
    try {
      take(await getSettings());
      setError(undefined);
    } catch (failure) {
      setError(failure);
    }
  }, [getSettings, take]);

  useEffect(() => void reload(), [reload]);

  return { data, error, reload, take, takeConnection };
}
