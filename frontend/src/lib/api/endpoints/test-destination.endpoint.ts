import { testDestination as testDestinationEndpoint } from '@tickrelay/contracts/endpoints/destinations.endpoints';

import type { RequestOptions } from '../api-client';
import { callEndpoint } from '../call-endpoint';
import { useEndpoint } from '../use-endpoint';

/** POST /api/destinations/:id/test: one attempt of a test message, answered at once. */
export const testDestination = (params: { id: string }, options?: RequestOptions) =>
  callEndpoint(testDestinationEndpoint, { params }, options);

export const useTestDestination = () => useEndpoint(testDestination);
