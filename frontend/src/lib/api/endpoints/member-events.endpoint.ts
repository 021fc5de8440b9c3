// GET /api/webhook/events: the signed-in member's live stream (Server-Sent Events fed by Redis
// pub/sub, so any api replica serves it): deliveries as they are received and processed (with their
// relays then), each later change of a delivery's relays (`relays`), the paper account, the webhook and the broker settings after a change.
// Follows it with useLiveStream (the browser's Last-Event-ID reconnection, fresh connections with
// a growing delay, polling meanwhile).
import type { BrokerSettingsView } from '@tickrelay/contracts/brokers/broker-connection';
import { memberEvents as memberEventsEndpoint } from '@tickrelay/contracts/endpoints/webhook.endpoints';
import {
  MEMBER_EVENT_TYPES,
  type DeliveryRelaysUpdate,
  type DeliveryView,
  type PaperAccountView,
  type WebhookView,
} from '@tickrelay/contracts/webhooks/deliveries';

import { useLiveStream, type LiveStreamOptions, type LiveTransport } from '../live-stream';

export interface MemberEventHandlers {
  onDelivery?: (delivery: DeliveryView) => void;
  /** A delivery's relays after one of them changed (the delivery came before, as `delivery`). */
  onRelays?: (update: DeliveryRelaysUpdate) => void;
  onPaper?: (account: PaperAccountView) => void;
  onWebhook?: (webhook: WebhookView) => void;
  /** Where alerts go and the Tradovate connection's status, after a change. */
  onBroker?: (settings: BrokerSettingsView) => void;
  /** Reads the page's state again (after a fresh connection, and on each poll while it is down). */
  resync: () => Promise<unknown> | void;
}

export type MemberStreamOptions = Omit<LiveStreamOptions, 'events' | 'resync'>;

/** Follows the member's stream while the page is open; returns how it hears about changes. */
export function useMemberEvents(
  { onDelivery, onRelays, onPaper, onWebhook, onBroker, resync }: MemberEventHandlers,
  options: MemberStreamOptions = {},
): LiveTransport {
  const events: LiveStreamOptions['events'] = {};
  if (onDelivery) events[MEMBER_EVENT_TYPES.delivery] = (data) => onDelivery(data as DeliveryView);
  if (onRelays) {
    events[MEMBER_EVENT_TYPES.relays] = (data) => onRelays(data as DeliveryRelaysUpdate);
  }
  if (onPaper) events[MEMBER_EVENT_TYPES.paper] = (data) => onPaper(data as PaperAccountView);
  if (onWebhook) events[MEMBER_EVENT_TYPES.webhook] = (data) => onWebhook(data as WebhookView);
  if (onBroker) {
    events[MEMBER_EVENT_TYPES.broker] = (data) => onBroker(data as BrokerSettingsView);
  }
  return useLiveStream(memberEventsEndpoint.path, { ...options, events, resync });
}
