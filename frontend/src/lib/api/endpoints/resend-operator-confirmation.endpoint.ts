import { resendOperatorConfirmation as resendOperatorConfirmationEndpoint } from '@tickrelay/contracts/endpoints/operator.endpoints';

import type { RequestOptions } from '../api-client';
import { callEndpoint } from '../call-endpoint';
import { useEndpoint } from '../use-endpoint';

/** POST …/resend-confirmation: a new confirmation link for an unconfirmed address; audited. */
export const resendOperatorConfirmation = (memberId: string, options?: RequestOptions) =>
  callEndpoint(resendOperatorConfirmationEndpoint, { params: { memberId } }, options);

export const useResendOperatorConfirmation = () => useEndpoint(resendOperatorConfirmation);
