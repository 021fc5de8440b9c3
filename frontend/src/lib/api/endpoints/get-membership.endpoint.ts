import { getMembership as getMembershipEndpoint } from '@tickrelay/contracts/endpoints/billing.endpoints';

import type { RequestOptions } from '../api-client';
import { callEndpoint } from '../call-endpoint';
import { useEndpoint, useEndpointQuery } from '../use-endpoint';

/** GET /api/subscription: the member's subscription, entitlement, trial and default currency. */
export const getMembership = (_input?: void, options?: RequestOptions) =>
  callEndpoint(getMembershipEndpoint, {}, options);

export const useGetMembership = () => useEndpoint(getMembership);

/** The membership, read on mount; `setData` takes the answer of cancel, resume or change plan. */
export const useMembership = () => useEndpointQuery(getMembership);
