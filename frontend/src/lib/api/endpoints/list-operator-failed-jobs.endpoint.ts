import { listOperatorFailedJobs as listOperatorFailedJobsEndpoint } from '@tickrelay/contracts/endpoints/operator.endpoints';

import type { RequestOptions } from '../api-client';
import { callEndpoint } from '../call-endpoint';
import { useEndpoint } from '../use-endpoint';

/** GET /api/operator/queues/:queue/failed: a queue's failed jobs. */
export const listOperatorFailedJobs = (queue: string, options?: RequestOptions) =>
  callEndpoint(listOperatorFailedJobsEndpoint, { params: { queue } }, options);

export const useListOperatorFailedJobs = () => useEndpoint(listOperatorFailedJobs);
