import { endSession as endSessionEndpoint } from '@tickrelay/contracts/endpoints/account.endpoints';

import type { RequestOptions } from '../api-client';
import { callEndpoint } from '../call-endpoint';
import { useEndpoint } from '../use-endpoint';

/** DELETE /api/account/sessions/:id; ending the current session signs this browser out. */
export const endSession = (params: { id: string }, options?: RequestOptions) =>
  callEndpoint(endSessionEndpoint, { params }, options);

export const useEndSession = () => useEndpoint(endSession);
