import {
  updateWebhook as updateWebhookEndpoint,
  type UpdateWebhookRequest,
} from '@tickrelay/contracts/endpoints/webhook.endpoints';

import type { RequestOptions } from '../api-client';
import { callEndpoint } from '../call-endpoint';
import { useEndpoint } from '../use-endpoint';

/** PATCH /api/webhook: allowlist, default max_lag, kill switch. Member-only. */
export const updateWebhook = (body: UpdateWebhookRequest, options?: RequestOptions) =>
  callEndpoint(updateWebhookEndpoint, { body }, options);

export const useUpdateWebhook = () => useEndpoint(updateWebhook);
