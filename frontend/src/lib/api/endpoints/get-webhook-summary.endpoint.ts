import { getWebhookSummary as getWebhookSummaryEndpoint } from '@tickrelay/contracts/endpoints/webhook.endpoints';

import type { RequestOptions } from '../api-client';
import { callEndpoint } from '../call-endpoint';
import { useEndpoint } from '../use-endpoint';

/** GET /api/webhook/summary: the dashboard's figures and the latest deliveries. */
export const getWebhookSummary = (_input?: void, options?: RequestOptions) =>
  callEndpoint(getWebhookSummaryEndpoint, {}, options);

export const useGetWebhookSummary = () => useEndpoint(getWebhookSummary);
