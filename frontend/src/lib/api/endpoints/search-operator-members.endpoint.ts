import type { QueryOf } from '@tickrelay/contracts/endpoints/endpoint';
import { searchOperatorMembers as searchOperatorMembersEndpoint } from '@tickrelay/contracts/endpoints/operator.endpoints';

import type { RequestOptions } from '../api-client';
import { callEndpoint } from '../call-endpoint';
import { useEndpoint } from '../use-endpoint';

/** GET /api/operator/members?q=: members by id or the start of their address (operators only). */
export const searchOperatorMembers = (
  query: QueryOf<typeof searchOperatorMembersEndpoint>,
  options?: RequestOptions,
) => callEndpoint(searchOperatorMembersEndpoint, { query }, options);

export const useSearchOperatorMembers = () => useEndpoint(searchOperatorMembers);
