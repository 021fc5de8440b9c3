import {
  requestPasswordReset as requestPasswordResetEndpoint,
  type EmailRequest,
} from '@tickrelay/contracts/endpoints/auth.endpoints';

import type { RequestOptions } from '../api-client';
import { callEndpoint } from '../call-endpoint';
import { useEndpoint } from '../use-endpoint';

/** POST /api/auth/password-reset: 202 whether or not the account exists. */
export const requestPasswordReset = (body: EmailRequest, options?: RequestOptions) =>
  callEndpoint(requestPasswordResetEndpoint, { body }, options);

export const useRequestPasswordReset = () => useEndpoint(requestPasswordReset);
