import { listPlans as listPlansEndpoint } from '@tickrelay/contracts/endpoints/billing.endpoints';

import type { RequestOptions } from '../api-client';
import { callEndpoint } from '../call-endpoint';
import { useEndpointQuery } from '../use-endpoint';

/** GET /api/billing/plans (public): plans, their prices per currency, trial and grace days. */
export const listPlans = (_input?: void, options?: RequestOptions) =>
  callEndpoint(listPlansEndpoint, {}, options);

/** The plans, read on mount: the only source of amounts and currencies the SPA shows. */
export const usePlans = () => useEndpointQuery(listPlans);
