import { getPaperAccount as getPaperAccountEndpoint } from '@tickrelay/contracts/endpoints/webhook.endpoints';

import type { RequestOptions } from '../api-client';
import { callEndpoint } from '../call-endpoint';
import { useEndpoint } from '../use-endpoint';

/** GET /api/paper/account: balance, P&L, positions and working orders of the paper account. */
export const getPaperAccount = (_input?: void, options?: RequestOptions) =>
  callEndpoint(getPaperAccountEndpoint, {}, options);

export const useGetPaperAccount = () => useEndpoint(getPaperAccount);
