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

/**
 * `/tools/alert-builder?webhook=mine` asks the alert builder to fill in the signed-in member's own
 * URL, which it reads with getWebhook: the URL is a secret, so it never travels in an address
 * (history, logs, Referer, telemetry's page_url).
 */
export const BUILDER_WEBHOOK_PARAM = 'webhook';
export const BUILDER_WEBHOOK_MINE = 'mine';
