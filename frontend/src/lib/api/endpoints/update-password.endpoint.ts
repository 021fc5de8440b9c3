import {
  updatePassword as updatePasswordEndpoint,
  type UpdatePasswordRequest,
} from '@tickrelay/contracts/endpoints/auth.endpoints';

import type { RequestOptions } from '../api-client';
import { callEndpoint } from '../call-endpoint';
import { useEndpoint } from '../use-endpoint';

/**
 * POST /api/auth/update-password: with the emailed token (recovery, signs in) or, signed in, with
 * the current password (ends the member's other sessions).
 */
export const updatePassword = (body: UpdatePasswordRequest, options?: RequestOptions) =>
  callEndpoint(updatePasswordEndpoint, { body }, options);

export const useUpdatePassword = () => useEndpoint(updatePassword);
