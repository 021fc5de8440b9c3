import {
  liquidateBrokerAccount as liquidateBrokerAccountEndpoint,
  type LiquidateBrokerAccountRequest,
} from '@tickrelay/contracts/endpoints/broker.endpoints';

import type { RequestOptions } from '../api-client';
import { callEndpoint } from '../call-endpoint';
import { useEndpoint } from '../use-endpoint';

/**
 * POST /api/broker/liquidate: closes every position of the Tradovate account at market and
 * cancels its working orders; answers with the audit entries it wrote. `trigger: 'kill_switch'`
 * from the kill switch's "flatten everything", so the audit says which asked.
 */
export const liquidateBrokerAccount = (
  body: LiquidateBrokerAccountRequest = {},
  options?: RequestOptions,
) => callEndpoint(liquidateBrokerAccountEndpoint, { body }, options);

export const useLiquidateBrokerAccount = () => useEndpoint(liquidateBrokerAccount);
