import { sendTestAlert as sendTestAlertEndpoint } from '@tickrelay/contracts/endpoints/webhook.endpoints';

import type { RequestOptions } from '../api-client';
import { callEndpoint } from '../call-endpoint';
import { useEndpoint } from '../use-endpoint';

/** POST /api/webhook/test: the sample alert through the member's real URL; 202 with its id. */
export const sendTestAlert = (_input?: void, options?: RequestOptions) =>
  callEndpoint(sendTestAlertEndpoint, {}, options);

export const useSendTestAlert = () => useEndpoint(sendTestAlert);
