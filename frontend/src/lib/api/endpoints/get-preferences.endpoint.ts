import {
  type AccountPreferences,
  getPreferences as getPreferencesEndpoint,
} from '@tickrelay/contracts/endpoints/account.endpoints';

import type { RequestOptions } from '../api-client';
import { callEndpoint } from '../call-endpoint';
import { useEndpointQuery } from '../use-endpoint';

/** GET /api/account/preferences: the member's time zone (null until chosen). */
export const getPreferences = (
  _input?: void,
  options?: RequestOptions,
): Promise<AccountPreferences> => callEndpoint(getPreferencesEndpoint, {}, options);

export const usePreferences = () => useEndpointQuery(getPreferences);
