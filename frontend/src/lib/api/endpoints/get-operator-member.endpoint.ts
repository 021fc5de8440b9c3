import { getOperatorMember as getOperatorMemberEndpoint } from '@tickrelay/contracts/endpoints/operator.endpoints';

import type { RequestOptions } from '../api-client';
import { callEndpoint } from '../call-endpoint';
import { useEndpoint } from '../use-endpoint';

/** GET /api/operator/members/:memberId: one member as the console shows them. */
export const getOperatorMember = (memberId: string, options?: RequestOptions) =>
  callEndpoint(getOperatorMemberEndpoint, { params: { memberId } }, options);

export const useGetOperatorMember = () => useEndpoint(getOperatorMember);
