import {
  updateBrokerSettings as updateBrokerSettingsEndpoint,
  type UpdateBrokerSettingsRequest,
} from '@tickrelay/contracts/endpoints/broker.endpoints';

import type { RequestOptions } from '../api-client';
import { callEndpoint } from '../call-endpoint';
import { useEndpoint } from '../use-endpoint';

/** PATCH /api/broker: paper, tradovate (409 BROKER_NOT_CONNECTED without an account) or none. */
export const updateBrokerSettings = (body: UpdateBrokerSettingsRequest, options?: RequestOptions) =>
  callEndpoint(updateBrokerSettingsEndpoint, { body }, options);

export const useUpdateBrokerSettings = () => useEndpoint(updateBrokerSettings);
