import { getDelivery as getDeliveryEndpoint } from '@tickrelay/contracts/endpoints/webhook.endpoints';

import type { RequestOptions } from '../api-client';
import { callEndpoint } from '../call-endpoint';
import { useEndpoint } from '../use-endpoint';

/** GET /api/webhook/deliveries/:id: one delivery of the member's (404 for anyone else's). */
export const getDelivery = (params: { id: string }, options?: RequestOptions) =>
  callEndpoint(getDeliveryEndpoint, { params }, options);

export const useGetDelivery = () => useEndpoint(getDelivery);
