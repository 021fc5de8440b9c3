import type { CreateDestinationRequest } from '@tickrelay/contracts/destinations/destinations';
import { createDestination as createDestinationEndpoint } from '@tickrelay/contracts/endpoints/destinations.endpoints';

import type { RequestOptions } from '../api-client';
import { callEndpoint } from '../call-endpoint';
import { useEndpoint } from '../use-endpoint';

/**
 * POST /api/destinations: 201 with the https signing secret (shown once); 400 VALIDATION_FAILED
 * (url → DESTINATION_URL_INVALID), 409 DESTINATION_LIMIT_REACHED.
 */
export const createDestination = (body: CreateDestinationRequest, options?: RequestOptions) =>
  callEndpoint(createDestinationEndpoint, { body }, options);

export const useCreateDestination = () => useEndpoint(createDestination);
