import { testBrokerConnection as testBrokerConnectionEndpoint } from '@tickrelay/contracts/endpoints/broker.endpoints';

import type { RequestOptions } from '../api-client';
import { callEndpoint } from '../call-endpoint';
import { useEndpoint } from '../use-endpoint';

/** POST /api/broker/connection/test: checks the saved credentials; the view with its status. */
export const testBrokerConnection = (_input?: void, options?: RequestOptions) =>
  callEndpoint(testBrokerConnectionEndpoint, {}, options);

export const useTestBrokerConnection = () => useEndpoint(testBrokerConnection);
