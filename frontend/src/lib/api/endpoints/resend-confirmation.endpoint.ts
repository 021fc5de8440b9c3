import {
  resendConfirmation as resendConfirmationEndpoint,
  type EmailRequest,
} from '@tickrelay/contracts/endpoints/auth.endpoints';

import type { RequestOptions } from '../api-client';
import { callEndpoint } from '../call-endpoint';
import { useEndpoint } from '../use-endpoint';

/** POST /api/auth/confirm/resend: 202 whatever the address (no account probing). */
export const resendConfirmation = (body: EmailRequest, options?: RequestOptions) =>
  callEndpoint(resendConfirmationEndpoint, { body }, options);

export const useResendConfirmation = () => useEndpoint(resendConfirmation);
