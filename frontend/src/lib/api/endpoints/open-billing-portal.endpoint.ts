import { openBillingPortal as openBillingPortalEndpoint } from '@tickrelay/contracts/endpoints/billing.endpoints';

import type { RequestOptions } from '../api-client';
import { callEndpoint } from '../call-endpoint';
import { useEndpoint } from '../use-endpoint';

/** POST /api/subscription/portal: the provider's customer portal (card, plan, cancellation). */
export const openBillingPortal = (_input?: void, options?: RequestOptions) =>
  callEndpoint(openBillingPortalEndpoint, {}, options);

export const useOpenBillingPortal = () => useEndpoint(openBillingPortal);
