import { deleteDestination as deleteDestinationEndpoint } from '@tickrelay/contracts/endpoints/destinations.endpoints';

import type { RequestOptions } from '../api-client';
import { callEndpoint } from '../call-endpoint';
import { useEndpoint } from '../use-endpoint';

/** DELETE /api/destinations/:id: relays still queued for it end as DESTINATION_REMOVED. */
export const deleteDestination = (params: { id: string }, options?: RequestOptions) =>
  callEndpoint(deleteDestinationEndpoint, { params }, options);

export const useDeleteDestination = () => useEndpoint(deleteDestination);
