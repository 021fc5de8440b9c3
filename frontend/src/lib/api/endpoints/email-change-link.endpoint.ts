import {
  confirmEmailChange as confirmEmailChangeEndpoint,
  undoEmailChange as undoEmailChangeEndpoint,
} from '@tickrelay/contracts/endpoints/account.endpoints';

import type { RequestOptions } from '../api-client';
import { callEndpoint } from '../call-endpoint';
import { useEndpoint } from '../use-endpoint';

/** POST /api/account/email/confirm with the new address's token; answers the address now. */
const confirmEmailChange = (body: { token: string }, options?: RequestOptions) =>
  callEndpoint(confirmEmailChangeEndpoint, { body }, options);

/** POST /api/account/email/undo with the old address's token; answers the restored address. */
const undoEmailChange = (body: { token: string }, options?: RequestOptions) =>
  callEndpoint(undoEmailChangeEndpoint, { body }, options);

export const useEmailChangeLink = (action: 'confirm' | 'undo') =>
  useEndpoint(action === 'confirm' ? confirmEmailChange : undoEmailChange);
