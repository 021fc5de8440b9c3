import type { BodyOf } from '@tickrelay/contracts/endpoints/endpoint';
import { extendOperatorMember as extendOperatorMemberEndpoint } from '@tickrelay/contracts/endpoints/operator.endpoints';

import type { RequestOptions } from '../api-client';
import { callEndpoint } from '../call-endpoint';
import { useEndpoint } from '../use-endpoint';

/** POST …/extend: days more without charge, at the payment provider; audited. */
export const extendOperatorMember = (
  input: { memberId: string; body: BodyOf<typeof extendOperatorMemberEndpoint> },
  options?: RequestOptions,
) =>
  callEndpoint(
    extendOperatorMemberEndpoint,
    { params: { memberId: input.memberId }, body: input.body },
    options,
  );

export const useExtendOperatorMember = () => useEndpoint(extendOperatorMember);
