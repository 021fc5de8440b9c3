import { deleteBrokerConnection as deleteBrokerConnectionEndpoint } from '@tickrelay/contracts/endpoints/broker.endpoints';

import type { RequestOptions } from '../api-client';
import { callEndpoint } from '../call-endpoint';
import { useEndpoint } from '../use-endpoint';

/** DELETE /api/broker/connection: forgets the credentials; alerts go to paper again. */
export const deleteBrokerConnection = (_input?: void, options?: RequestOptions) =>
  callEndpoint(deleteBrokerConnectionEndpoint, {}, options);

export const useDeleteBrokerConnection = () => useEndpoint(deleteBrokerConnection);
