import { getSecondFactor as endpoint } from '@tickrelay/contracts/endpoints/second-factor.endpoints';

import type { RequestOptions } from '../api-client';
import { callEndpoint } from '../call-endpoint';
import { useEndpointQuery } from '../use-endpoint';

/** GET /api/auth/second-factor: whether TOTP is on, and how many recovery codes are left. */
export const getSecondFactor = (_input?: void, options?: RequestOptions) =>
  callEndpoint(endpoint, {}, options);

/** Read on mount; `reload()` reads it again. */
export const useSecondFactorStatus = () => useEndpointQuery(getSecondFactor);
