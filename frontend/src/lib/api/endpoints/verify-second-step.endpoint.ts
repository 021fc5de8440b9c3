import {
  verifySecondStep as endpoint,
  type SecondStepRequest,
} from '@tickrelay/contracts/endpoints/second-factor.endpoints';

import type { RequestOptions } from '../api-client';
import { callEndpoint } from '../call-endpoint';
import { useEndpoint } from '../use-endpoint';

/** POST /api/auth/signin/second-factor: the sign-in's second step with a code. */
export const verifySecondStep = (body: SecondStepRequest, options?: RequestOptions) =>
  callEndpoint(endpoint, { body }, options);

export const useVerifySecondStep = () => useEndpoint(verifySecondStep);
