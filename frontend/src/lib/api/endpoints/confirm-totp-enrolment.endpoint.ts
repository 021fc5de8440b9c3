import {
  confirmTotpEnrolment as endpoint,
  type CodeRequest,
} from '@tickrelay/contracts/endpoints/second-factor.endpoints';

import type { RequestOptions } from '../api-client';
import { callEndpoint } from '../call-endpoint';
import { useEndpoint } from '../use-endpoint';

/** POST /api/auth/second-factor/totp/confirm: a code turns TOTP on; the recovery codes, once. */
export const confirmTotpEnrolment = (body: CodeRequest, options?: RequestOptions) =>
  callEndpoint(endpoint, { body }, options);

export const useConfirmTotpEnrolment = () => useEndpoint(confirmTotpEnrolment);
