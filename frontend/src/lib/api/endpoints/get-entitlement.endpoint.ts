import { getEntitlement as getEntitlementEndpoint } from '@tickrelay/contracts/endpoints/billing.endpoints';

import type { RequestOptions } from '../api-client';
import { callEndpoint } from '../call-endpoint';
import { useEndpoint } from '../use-endpoint';

/**
 * GET /api/subscription/entitlement (member-only, @Member()): until when the member is entitled;
 * 403 SUBSCRIPTION_REQUIRED otherwise. The route guard decides from GET /api/subscription instead.
 */
export const getEntitlement = (_input?: void, options?: RequestOptions) =>
  callEndpoint(getEntitlementEndpoint, {}, options);

export const useGetEntitlement = () => useEndpoint(getEntitlement);
