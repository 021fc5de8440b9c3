// GET /api/subscription/checkouts/:id/events: the checkout's status live over Server-Sent Events
// (fed by Redis pub/sub on the API side, so any replica serves it), with a fallback: when the
// stream breaks (proxy, network, expired session, a browser without EventSource) the hook polls
// GET /api/subscription/checkouts/:id until the status is final.
import type { CheckoutView } from '@tickrelay/contracts/billing/billing';
import {
  CHECKOUT_EVENT,
  checkoutEvents as checkoutEventsEndpoint,
} from '@tickrelay/contracts/endpoints/billing.endpoints';
import { endpointPath } from '@tickrelay/contracts/endpoints/endpoint';
import { useEffect, useState } from 'react';

import { useI18n } from '@/lib/i18n/i18n-context';

import { ApiError } from '../api-client';
import { openEventStream } from '../event-stream';
import { getCheckout } from './get-checkout.endpoint';

export interface CheckoutStreamHandlers {
  onCheckout: (checkout: CheckoutView) => void;
  /** The stream failed or ended before a final status; it is closed already. */
  onBroken: () => void;
}

/** Opens the event stream of one checkout; returns what closes it. */
export function openCheckoutEvents(id: string, handlers: CheckoutStreamHandlers): () => void {
  let close: (() => void) | null = null;
  close = openEventStream(endpointPath(checkoutEventsEndpoint, { id }), {
    events: { [CHECKOUT_EVENT]: (data) => handlers.onCheckout(data as CheckoutView) },
    // EventSource would reconnect by itself, but it cannot refresh an expired session nor tell a
    // 404 from a dropped connection: one failure and the polling (through the api client) takes over.
    onError: () => {
      close?.();
      handlers.onBroken();
    },
  });
  if (!close) {
    queueMicrotask(handlers.onBroken);
    return () => undefined;
  }
  return close;
}

export const isFinalCheckout = (checkout: CheckoutView) => checkout.status !== 'pending';

/** Answers that polling again cannot change: the checkout is not this member's, or no session. */
const isPermanent = (error: unknown) =>
  error instanceof ApiError && [401, 403, 404].includes(error.status);

export interface LiveCheckout {
  checkout: CheckoutView | undefined;
  /** The last failure of the fallback reads; polling goes on unless it is permanent. */
  error: unknown;
  /** How the page hears about changes now. */
  transport: 'stream' | 'polling' | 'done';
}

export const CHECKOUT_POLL_INTERVAL_MS = 3000;

/** The checkout `id`, kept up to date until its status is final. */
export function useLiveCheckout(
  id: string,
  { pollIntervalMs = CHECKOUT_POLL_INTERVAL_MS }: { pollIntervalMs?: number } = {},
): LiveCheckout {
  const { locale } = useI18n();
  const [state, setState] = useState<LiveCheckout>({
    checkout: undefined,
    error: undefined,
    transport: 'stream',
  });

  useEffect(() => {
    let active = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const controller = new AbortController();
    let closeStream: () => void = () => undefined;
    setState({ checkout: undefined, error: undefined, transport: 'stream' });

    const settle = (checkout: CheckoutView, transport: LiveCheckout['transport']) => {
      if (!active) return;
      const final = isFinalCheckout(checkout);
      setState({ checkout, error: undefined, transport: final ? 'done' : transport });
      if (final) closeStream();
    };

    const poll = async () => {
      try {
        const checkout = await getCheckout({ id }, { locale, signal: controller.signal });
        settle(checkout, 'polling');
        if (active && !isFinalCheckout(checkout))
          timer = setTimeout(() => void poll(), pollIntervalMs);
      } catch (error) {
        if (!active) return;
        const permanent = isPermanent(error);
        setState((current) => ({ ...current, error, transport: permanent ? 'done' : 'polling' }));
        if (!permanent) timer = setTimeout(() => void poll(), pollIntervalMs);
      }
    };

    closeStream = openCheckoutEvents(id, {
      onCheckout: (checkout) => settle(checkout, 'stream'),
      onBroken: () => {
        if (!active) return;
        setState((current) => ({ ...current, transport: 'polling' }));
        void poll();
      },
    });

    return () => {
      active = false;
      controller.abort();
      clearTimeout(timer);
      closeStream();
    };
  }, [id, locale, pollIntervalMs]);

  return state;
}
