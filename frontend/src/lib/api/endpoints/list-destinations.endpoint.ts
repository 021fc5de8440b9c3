import { listDestinations as listDestinationsEndpoint } from '@tickrelay/contracts/endpoints/destinations.endpoints';

import type { RequestOptions } from '../api-client';
import { callEndpoint } from '../call-endpoint';
import { useEndpoint } from '../use-endpoint';

/** GET /api/destinations: the member's destinations and the platform's Telegram bot. */
export const listDestinations = (_input?: void, options?: RequestOptions) =>
  callEndpoint(listDestinationsEndpoint, {}, options);

export const useListDestinations = () => useEndpoint(listDestinations);
