import { discardOperatorJob as discardOperatorJobEndpoint } from '@tickrelay/contracts/endpoints/operator.endpoints';

import type { RequestOptions } from '../api-client';
import { callEndpoint } from '../call-endpoint';
import { useEndpoint } from '../use-endpoint';

/** POST …/discard: the failed job is removed; audited. */
export const discardOperatorJob = (
  input: { queue: string; jobId: string },
  options?: RequestOptions,
) => callEndpoint(discardOperatorJobEndpoint, { params: input }, options);

export const useDiscardOperatorJob = () => useEndpoint(discardOperatorJob);
