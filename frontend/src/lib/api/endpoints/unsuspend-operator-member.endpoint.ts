import { unsuspendOperatorMember as unsuspendOperatorMemberEndpoint } from '@tickrelay/contracts/endpoints/operator.endpoints';

import type { RequestOptions } from '../api-client';
import { callEndpoint } from '../call-endpoint';
import { useEndpoint } from '../use-endpoint';

/** POST …/unsuspend: lifts a suspension; audited. */
export const unsuspendOperatorMember = (memberId: string, options?: RequestOptions) =>
  callEndpoint(unsuspendOperatorMemberEndpoint, { params: { memberId } }, options);

export const useUnsuspendOperatorMember = () => useEndpoint(unsuspendOperatorMember);
