import { startTotpEnrolment as endpoint } from '@tickrelay/contracts/endpoints/second-factor.endpoints';

import type { RequestOptions } from '../api-client';
import { callEndpoint } from '../call-endpoint';
import { useEndpoint } from '../use-endpoint';

/** POST /api/auth/second-factor/totp (step-up): a new secret and its QR code. */
export const startTotpEnrolment = (_input?: void, options?: RequestOptions) =>
  callEndpoint(endpoint, {}, options);

export const useStartTotpEnrolment = () => useEndpoint(startTotpEnrolment);
