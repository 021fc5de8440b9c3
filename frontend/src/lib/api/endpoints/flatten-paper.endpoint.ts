import {
  flattenPaper as flattenPaperEndpoint,
  type FlattenPaperRequest,
} from '@tickrelay/contracts/endpoints/webhook.endpoints';

import type { RequestOptions } from '../api-client';
import { callEndpoint } from '../call-endpoint';
import { useEndpoint } from '../use-endpoint';

/** POST /api/paper/flatten: closes positions at their last price, cancels working orders. */
export const flattenPaper = (body: FlattenPaperRequest, options?: RequestOptions) =>
  callEndpoint(flattenPaperEndpoint, { body }, options);

export const useFlattenPaper = () => useEndpoint(flattenPaper);
