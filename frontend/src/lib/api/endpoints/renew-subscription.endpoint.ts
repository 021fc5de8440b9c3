import {
  renewSubscription as renewSubscriptionEndpoint,
  type RenewSubscriptionRequest,
} from '@tickrelay/contracts/endpoints/subscription.endpoints';

import type { RequestOptions } from '../api-client';
import { callEndpoint } from '../call-endpoint';
import { useEndpoint } from '../use-endpoint';

/** POST /api/subscription/renew behind reCAPTCHA (a fresh token each time); payment follows later. */
export const renewSubscription = (body: RenewSubscriptionRequest, options?: RequestOptions) =>
  callEndpoint(renewSubscriptionEndpoint, { body }, options);

export const useRenewSubscription = () => useEndpoint(renewSubscription);
