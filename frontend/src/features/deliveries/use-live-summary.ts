// The dashboard's figures, live: a delivery from the stream goes into the latest five and the
// count of the day at once; the API's figures (success rate, exact counts) are read again shortly
// after, at most once a second however fast alerts come.
import type {
  DeliveryRelaysUpdate,
  DeliveryView,
  WebhookSummary,
} from '@tickrelay/contracts/webhooks/deliveries';
import { useCallback, useEffect, useRef, useState } from 'react';

import { useGetWebhookSummary } from '@/lib/api/endpoints/get-webhook-summary.endpoint';

import { applyRelaysToSummary, applyToSummary, mergeSummary } from './deliveries-model';

export const SUMMARY_REFRESH_MS = 1000;

export function useLiveSummary() {
  const getSummary = useGetWebhookSummary();
  const [data, setData] = useState<WebhookSummary>();
  const [error, setError] = useState<unknown>(undefined);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const refresh = useCallback(async () => {
    try {
      const fresh = await getSummary();
      setData((current) => mergeSummary(current, fresh));
      setError(undefined);
    } catch (failure) {
      setError(failure);
      throw failure;
    }
  }, [getSummary]);

  useEffect(() => {
    refresh().catch(() => undefined);
    return () => {
      clearTimeout(timer.current);
      timer.current = undefined;
    };
  }, [refresh]);

  const apply = useCallback(
    (delivery: DeliveryView) => {
      setData((current) => current && applyToSummary(current, delivery));
      if (delivery.status === 'received' || timer.current !== undefined) return;
      timer.current = setTimeout(() => {
        timer.current = undefined;
        refresh().catch(() => undefined);
      }, SUMMARY_REFRESH_MS);
    },
    [refresh],
  );

  const applyRelays = useCallback((update: DeliveryRelaysUpdate) => {
    setData((current) => current && applyRelaysToSummary(current, update));
  }, []);

  const setPaused = useCallback((paused: boolean) => {
    setData((current) => current && { ...current, paused });
  }, []);

  return { data, error, refresh, apply, applyRelays, setPaused };
}
