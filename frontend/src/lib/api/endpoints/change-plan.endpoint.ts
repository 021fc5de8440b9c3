import {
  changePlan as changePlanEndpoint,
  type ChangePlanRequest,
} from '@tickrelay/contracts/endpoints/billing.endpoints';

import type { RequestOptions } from '../api-client';
import { callEndpoint } from '../call-endpoint';
import { useEndpoint } from '../use-endpoint';

/** POST /api/subscription/plan: monthly ↔ yearly; answers the new membership. */
export const changePlan = (body: ChangePlanRequest, options?: RequestOptions) =>
  callEndpoint(changePlanEndpoint, { body }, options);

export const useChangePlan = () => useEndpoint(changePlan);
