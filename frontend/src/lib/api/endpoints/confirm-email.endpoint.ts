import {
  confirmEmail as confirmEmailEndpoint,
  type TokenRequest,
} from '@tickrelay/contracts/endpoints/auth.endpoints';

import type { RequestOptions } from '../api-client';
import { callEndpoint } from '../call-endpoint';
import { useEndpoint } from '../use-endpoint';

/** POST /api/auth/confirm: confirms the address from the emailed link and signs in. */
export const confirmEmail = (body: TokenRequest, options?: RequestOptions) =>
  callEndpoint(confirmEmailEndpoint, { body }, options);

export const useConfirmEmail = () => useEndpoint(confirmEmail);
