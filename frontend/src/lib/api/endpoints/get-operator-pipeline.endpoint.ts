import { getOperatorPipeline as getOperatorPipelineEndpoint } from '@tickrelay/contracts/endpoints/operator.endpoints';

import type { RequestOptions } from '../api-client';
import { callEndpoint } from '../call-endpoint';
import { useEndpoint } from '../use-endpoint';

/** GET /api/operator/pipeline: the last minutes of alerts, latencies and outcomes. */
export const getOperatorPipeline = (_input?: void, options?: RequestOptions) =>
  callEndpoint(getOperatorPipelineEndpoint, {}, options);

export const useGetOperatorPipeline = () => useEndpoint(getOperatorPipeline);
