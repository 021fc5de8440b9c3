import {
  disableSecondFactor as endpoint,
  type CodeRequest,
} from '@tickrelay/contracts/endpoints/second-factor.endpoints';

import type { RequestOptions } from '../api-client';
import { callEndpoint } from '../call-endpoint';
import { useEndpoint } from '../use-endpoint';

/** POST /api/auth/second-factor/disable (step-up): turns the second factor off with a code. */
export const disableSecondFactor = (body: CodeRequest, options?: RequestOptions) =>
  callEndpoint(endpoint, { body }, options);

export const useDisableSecondFactor = () => useEndpoint(disableSecondFactor);
