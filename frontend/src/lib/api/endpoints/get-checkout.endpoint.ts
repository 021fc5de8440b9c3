import { getCheckout as getCheckoutEndpoint } from '@tickrelay/contracts/endpoints/billing.endpoints';

import type { RequestOptions } from '../api-client';
import { callEndpoint } from '../call-endpoint';
import { useEndpoint } from '../use-endpoint';

/** GET /api/subscription/checkouts/:id: one of the member's checkouts (404 for any other id). */
export const getCheckout = (params: { id: string }, options?: RequestOptions) =>
  callEndpoint(getCheckoutEndpoint, { params }, options);

export const useGetCheckout = () => useEndpoint(getCheckout);
