import { getBrokerSettings as getBrokerSettingsEndpoint } from '@tickrelay/contracts/endpoints/broker.endpoints';

import type { RequestOptions } from '../api-client';
import { callEndpoint } from '../call-endpoint';
import { useEndpoint } from '../use-endpoint';

/** GET /api/broker: where alerts are executed and the saved Tradovate connection, if any. */
export const getBrokerSettings = (_input?: void, options?: RequestOptions) =>
  callEndpoint(getBrokerSettingsEndpoint, {}, options);

export const useGetBrokerSettings = () => useEndpoint(getBrokerSettings);
