import type { TradovateCredentialsInput } from '@tickrelay/contracts/brokers/broker-connection';
import { saveBrokerConnection as saveBrokerConnectionEndpoint } from '@tickrelay/contracts/endpoints/broker.endpoints';

import type { RequestOptions } from '../api-client';
import { callEndpoint } from '../call-endpoint';
import { useEndpoint } from '../use-endpoint';

/**
 * PUT /api/broker/connection: checked at Tradovate, then saved sealed. 422 BROKER_AUTH_FAILED or
 * BROKER_APP_NOT_APPROVED, 429 BROKER_RATE_LIMITED (Retry-After), 503 BROKER_UNAVAILABLE.
 */
export const saveBrokerConnection = (body: TradovateCredentialsInput, options?: RequestOptions) =>
  callEndpoint(saveBrokerConnectionEndpoint, { body }, options);

export const useSaveBrokerConnection = () => useEndpoint(saveBrokerConnection);
