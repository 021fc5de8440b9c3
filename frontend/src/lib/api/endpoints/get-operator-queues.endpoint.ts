import { getOperatorQueues as getOperatorQueuesEndpoint } from '@tickrelay/contracts/endpoints/operator.endpoints';

import type { RequestOptions } from '../api-client';
import { callEndpoint } from '../call-endpoint';
import { useEndpoint } from '../use-endpoint';

/** GET /api/operator/queues: each queue's counts and the telemetry dead letters. */
export const getOperatorQueues = (_input?: void, options?: RequestOptions) =>
  callEndpoint(getOperatorQueuesEndpoint, {}, options);

export const useGetOperatorQueues = () => useEndpoint(getOperatorQueues);
