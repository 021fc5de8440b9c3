// Calls one endpoint of the contracts through the api client, which keeps the spec's retry policy
// (0 retries for writes, 1 for reads, on 408/409/425/429/5xx and network failures) and the
// refresh-and-retry-once on 401 TOKEN_EXPIRED.
import {
  endpointPath,
  type BodyOf,
  type Endpoint,
  type HttpMethod,
  type PathParams,
  type QueryOf,
  type ResponseOf,
} from '@tickrelay/contracts/endpoints/endpoint';

import { request, type QueryValue, type RequestOptions } from './api-client';

type PathOf<E> = E extends Endpoint<HttpMethod, infer P> ? P : string;

/** What a call carries besides the endpoint: its body, path parameters and query. */
export interface EndpointInput<E extends Endpoint> {
  body?: BodyOf<E>;
  params?: PathParams<PathOf<E>>;
  query?: QueryOf<E>;
}

export function callEndpoint<E extends Endpoint>(
  target: E,
  { body, params, query }: EndpointInput<E> = {},
  options: RequestOptions = {},
): Promise<ResponseOf<E>> {
  const path = params ? endpointPath(target, params) : target.path;
  return request<ResponseOf<E>>(target.method, path, body, {
    ...options,
    ...(query ? { query: { ...(query as Record<string, QueryValue>), ...options.query } } : {}),
  });
}
