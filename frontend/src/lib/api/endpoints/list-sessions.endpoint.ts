import {
  listSessions as listSessionsEndpoint,
  type SessionSummary,
} from '@tickrelay/contracts/endpoints/account.endpoints';

import type { RequestOptions } from '../api-client';
import { callEndpoint } from '../call-endpoint';
import { useEndpointQuery } from '../use-endpoint';

/** GET /api/account/sessions: the member's signed-in devices. */
export const listSessions = async (
  _input?: void,
  options?: RequestOptions,
): Promise<SessionSummary[]> => (await callEndpoint(listSessionsEndpoint, {}, options)).sessions;

/** The list, read on mount; `reload()` reads it again. */
export const useSessionList = () => useEndpointQuery(listSessions);
