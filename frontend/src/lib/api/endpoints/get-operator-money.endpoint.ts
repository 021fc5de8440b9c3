import { getOperatorMoney as getOperatorMoneyEndpoint } from '@tickrelay/contracts/endpoints/operator.endpoints';

import type { RequestOptions } from '../api-client';
import { callEndpoint } from '../call-endpoint';
import { useEndpoint } from '../use-endpoint';

/** GET /api/operator/money: subscriptions by state, MRR per currency, churn, failed payments. */
export const getOperatorMoney = (_input?: void, options?: RequestOptions) =>
  callEndpoint(getOperatorMoneyEndpoint, {}, options);

export const useGetOperatorMoney = () => useEndpoint(getOperatorMoney);
