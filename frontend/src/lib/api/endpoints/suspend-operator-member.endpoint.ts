import type { BodyOf } from '@tickrelay/contracts/endpoints/endpoint';
import { suspendOperatorMember as suspendOperatorMemberEndpoint } from '@tickrelay/contracts/endpoints/operator.endpoints';

import type { RequestOptions } from '../api-client';
import { callEndpoint } from '../call-endpoint';
import { useEndpoint } from '../use-endpoint';

/** POST …/suspend: the member's webhook URL answers 403 WEBHOOK_MEMBER_SUSPENDED; audited. */
export const suspendOperatorMember = (
  input: { memberId: string; body: BodyOf<typeof suspendOperatorMemberEndpoint> },
  options?: RequestOptions,
) =>
  callEndpoint(
    suspendOperatorMemberEndpoint,
    { params: { memberId: input.memberId }, body: input.body },
    options,
  );

export const useSuspendOperatorMember = () => useEndpoint(suspendOperatorMember);
