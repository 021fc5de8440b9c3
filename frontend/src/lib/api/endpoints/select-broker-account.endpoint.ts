import {
  selectBrokerAccount as selectBrokerAccountEndpoint,
  type SelectBrokerAccountRequest,
} from '@tickrelay/contracts/endpoints/broker.endpoints';

import type { RequestOptions } from '../api-client';
import { callEndpoint } from '../call-endpoint';
import { useEndpoint } from '../use-endpoint';

/** PATCH /api/broker/connection: the account orders go to (422 BROKER_ACCOUNT_NOT_FOUND). */
export const selectBrokerAccount = (body: SelectBrokerAccountRequest, options?: RequestOptions) =>
  callEndpoint(selectBrokerAccountEndpoint, { body }, options);

export const useSelectBrokerAccount = () => useEndpoint(selectBrokerAccount);
