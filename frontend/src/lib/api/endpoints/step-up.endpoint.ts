import {
  stepUp as endpoint,
  type StepUpRequest,
} from '@tickrelay/contracts/endpoints/second-factor.endpoints';

import type { RequestOptions } from '../api-client';
import { callEndpoint } from '../call-endpoint';
import { useEndpoint } from '../use-endpoint';

/** POST /api/auth/step-up: a fresh proof (password or code) for step-up routes. */
export const stepUp = (body: StepUpRequest, options?: RequestOptions) =>
  callEndpoint(endpoint, { body }, options);

export const useStepUp = () => useEndpoint(stepUp);
