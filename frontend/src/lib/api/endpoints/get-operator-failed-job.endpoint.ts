import { getOperatorFailedJob as getOperatorFailedJobEndpoint } from '@tickrelay/contracts/endpoints/operator.endpoints';

import type { RequestOptions } from '../api-client';
import { callEndpoint } from '../call-endpoint';
import { useEndpoint } from '../use-endpoint';

/** GET …/failed/:jobId: one failed job, its data redacted. */
export const getOperatorFailedJob = (
  input: { queue: string; jobId: string },
  options?: RequestOptions,
) => callEndpoint(getOperatorFailedJobEndpoint, { params: input }, options);

export const useGetOperatorFailedJob = () => useEndpoint(getOperatorFailedJob);
