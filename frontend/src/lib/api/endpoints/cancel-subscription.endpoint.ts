import { cancelSubscription as cancelSubscriptionEndpoint } from '@tickrelay/contracts/endpoints/billing.endpoints';

import type { RequestOptions } from '../api-client';
import { callEndpoint } from '../call-endpoint';
import { useEndpoint } from '../use-endpoint';

/** POST /api/subscription/cancel: cancels at the period end; answers the new membership. */
export const cancelSubscription = (_input?: void, options?: RequestOptions) =>
  callEndpoint(cancelSubscriptionEndpoint, {}, options);

export const useCancelSubscription = () => useEndpoint(cancelSubscription);
