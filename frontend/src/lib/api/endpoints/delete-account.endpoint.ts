import {
  deleteAccount as deleteAccountEndpoint,
  type DeleteAccountRequest,
} from '@tickrelay/contracts/endpoints/account.endpoints';

import type { RequestOptions } from '../api-client';
import { callEndpoint } from '../call-endpoint';
import { useEndpoint } from '../use-endpoint';

/** DELETE /api/account, confirmed with the member's password. */
export const deleteAccount = (body: DeleteAccountRequest, options?: RequestOptions) =>
  callEndpoint(deleteAccountEndpoint, { body }, options);

export const useDeleteAccount = () => useEndpoint(deleteAccount);
