import {
  type EmailChangeRequest,
  requestEmailChange as requestEmailChangeEndpoint,
} from '@tickrelay/contracts/endpoints/account.endpoints';

import type { RequestOptions } from '../api-client';
import { callEndpoint } from '../call-endpoint';
import { useEndpoint } from '../use-endpoint';

/** POST /api/account/email: mails a confirmation link to the new address. */
export const requestEmailChange = (body: EmailChangeRequest, options?: RequestOptions) =>
  callEndpoint(requestEmailChangeEndpoint, { body }, options);

export const useRequestEmailChange = () => useEndpoint(requestEmailChange);
