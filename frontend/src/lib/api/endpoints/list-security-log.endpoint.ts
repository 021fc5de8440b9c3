import {
  listSecurityLog as listSecurityLogEndpoint,
  type SecurityLogQuery,
} from '@tickrelay/contracts/endpoints/security-log.endpoints';

import type { RequestOptions } from '../api-client';
import { callEndpoint } from '../call-endpoint';
import { useEndpoint } from '../use-endpoint';

/** GET /api/account/security-log: one page of the member's security events, newest first. */
export const listSecurityLog = (query: SecurityLogQuery, options?: RequestOptions) =>
  callEndpoint(listSecurityLogEndpoint, { query }, options);

export const useListSecurityLog = () => useEndpoint(listSecurityLog);
