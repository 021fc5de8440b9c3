import {
  startCheckout as startCheckoutEndpoint,
  type StartCheckoutRequest,
} from '@tickrelay/contracts/endpoints/billing.endpoints';

import type { RequestOptions } from '../api-client';
import { callEndpoint } from '../call-endpoint';
import { useEndpoint } from '../use-endpoint';

/**
 * POST /api/subscription/checkout behind reCAPTCHA (a fresh token each time): answers the
 * checkout and the provider's page the browser goes to.
 */
export const startCheckout = (body: StartCheckoutRequest, options?: RequestOptions) =>
  callEndpoint(startCheckoutEndpoint, { body }, options);

export const useStartCheckout = () => useEndpoint(startCheckout);
