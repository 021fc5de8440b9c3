// The dashboard's figures, live: a delivery from the stream goes into the latest five and the
// count of the day at once; the API's figures (success rate, exact counts) are read again shortly
// after, at most once a second however fast alerts come.
import type { DeliveryView, WebhookSummary } from '@tickrelay/contracts/webhooks/deliveries';
import { useCallback, useEffect, useRef, useState } from 'react';

import { useGetWebhookSummary } from '@/lib/api/endpoints/get-webhook-summary.endpoint';

import { applyDelivery, mergeFirstPage } from './deliveries-model';

export const LATEST_COUNT = 5;
export const SUMMARY_REFRESH_MS = 1000;

const startOfUtcDay = (now: number) => now - (now % 86_400_000);

/** A delivery from the stream applied to the summary. */
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

  const setPaused = useCallback((paused: boolean) => {
    setData((current) => current && { ...current, paused });
  }, []);

  return { data, error, refresh, apply, setPaused };
}
