import { liquidateBrokerAccount as liquidateBrokerAccountEndpoint } from '@tickrelay/contracts/endpoints/broker.endpoints';

import type { RequestOptions } from '../api-client';
import { callEndpoint } from '../call-endpoint';
import { useEndpoint } from '../use-endpoint';

/**
 * POST /api/broker/liquidate: closes every position of the Tradovate account at market and
 * cancels its working orders; answers with the audit entries it wrote.
 */
export const liquidateBrokerAccount = (_input?: void, options?: RequestOptions) =>
  callEndpoint(liquidateBrokerAccountEndpoint, {}, options);

export const useLiquidateBrokerAccount = () => useEndpoint(liquidateBrokerAccount);
