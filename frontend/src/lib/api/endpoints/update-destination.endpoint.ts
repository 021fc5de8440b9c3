import type { UpdateDestinationRequest } from '@tickrelay/contracts/destinations/destinations';
import { updateDestination as updateDestinationEndpoint } from '@tickrelay/contracts/endpoints/destinations.endpoints';

import type { RequestOptions } from '../api-client';
import { callEndpoint } from '../call-endpoint';
import { useEndpoint } from '../use-endpoint';

export interface UpdateDestinationInput {
  id: string;
  body: UpdateDestinationRequest;
}

/** PATCH /api/destinations/:id: rename, or turn failure notices on or off. */
export const updateDestination = ({ id, body }: UpdateDestinationInput, options?: RequestOptions) =>
  callEndpoint(updateDestinationEndpoint, { params: { id }, body }, options);

export const useUpdateDestination = () => useEndpoint(updateDestination);
