import { retryOperatorJob as retryOperatorJobEndpoint } from '@tickrelay/contracts/endpoints/operator.endpoints';

import type { RequestOptions } from '../api-client';
import { callEndpoint } from '../call-endpoint';
import { useEndpoint } from '../use-endpoint';

/** POST …/retry: the failed job runs again; audited. */
export const retryOperatorJob = (
  input: { queue: string; jobId: string },
  options?: RequestOptions,
) => callEndpoint(retryOperatorJobEndpoint, { params: input }, options);

export const useRetryOperatorJob = () => useEndpoint(retryOperatorJob);
