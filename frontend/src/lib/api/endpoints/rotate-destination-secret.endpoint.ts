import { rotateDestinationSecret as rotateDestinationSecretEndpoint } from '@tickrelay/contracts/endpoints/destinations.endpoints';

import type { RequestOptions } from '../api-client';
import { callEndpoint } from '../call-endpoint';
import { useEndpoint } from '../use-endpoint';

/** POST /api/destinations/:id/rotate-secret: a new signing secret, shown once; the old one stops. */
export const rotateDestinationSecret = (params: { id: string }, options?: RequestOptions) =>
  callEndpoint(rotateDestinationSecretEndpoint, { params }, options);

export const useRotateDestinationSecret = () => useEndpoint(rotateDestinationSecret);
