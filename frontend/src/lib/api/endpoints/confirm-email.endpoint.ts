import {
  confirmEmail as confirmEmailEndpoint,
  type ConfirmEmailRequest,
} from '@tickrelay/contracts/endpoints/auth.endpoints';

import type { RequestOptions } from '../api-client';
import { callEndpoint } from '../call-endpoint';
import { useEndpoint } from '../use-endpoint';

/** POST /api/auth/confirm: the emailed link's token and the sign-up's password; signs in. */
export const confirmEmail = (body: ConfirmEmailRequest, options?: RequestOptions) =>
  callEndpoint(confirmEmailEndpoint, { body }, options);

export const useConfirmEmail = () => useEndpoint(confirmEmail);
