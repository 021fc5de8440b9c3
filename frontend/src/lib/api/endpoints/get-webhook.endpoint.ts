import { getWebhook as getWebhookEndpoint } from '@tickrelay/contracts/endpoints/webhook.endpoints';

import type { RequestOptions } from '../api-client';
import { callEndpoint } from '../call-endpoint';
import { useEndpoint } from '../use-endpoint';

/**
 * GET /api/webhook: the member's webhook URL (a secret) and settings, created on first read.
 * Member-only: 403 SUBSCRIPTION_REQUIRED without an entitlement.
 */
export const getWebhook = (_input?: void, options?: RequestOptions) =>
  callEndpoint(getWebhookEndpoint, {}, options);

export const useGetWebhook = () => useEndpoint(getWebhook);
