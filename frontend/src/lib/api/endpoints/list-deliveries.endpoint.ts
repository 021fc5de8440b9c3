import {
  listDeliveries as listDeliveriesEndpoint,
  type DeliveryQuery,
} from '@tickrelay/contracts/endpoints/webhook.endpoints';

import type { RequestOptions } from '../api-client';
import { callEndpoint } from '../call-endpoint';
import { useEndpoint } from '../use-endpoint';

/** GET /api/webhook/deliveries: one page of the log, newest first (`cursor` for older ones). */
export const listDeliveries = (query: DeliveryQuery, options?: RequestOptions) =>
  callEndpoint(listDeliveriesEndpoint, { query: withoutEmpty(query) }, options);

export const useListDeliveries = () => useEndpoint(listDeliveries);

/** The query without the filters left empty (an empty `ticker=` would be a filter). */
export function withoutEmpty<Q extends object>(query: Q): Q {
  return Object.fromEntries(
    Object.entries(query).filter(([, value]) => value !== undefined && value !== ''),
  ) as Q;
}
