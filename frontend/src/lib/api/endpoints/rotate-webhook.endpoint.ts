import {
  rotateWebhook as rotateWebhookEndpoint,
  type RotateWebhookRequest,
} from '@tickrelay/contracts/endpoints/webhook.endpoints';

import type { RequestOptions } from '../api-client';
import { callEndpoint } from '../call-endpoint';
import { useEndpoint } from '../use-endpoint';

/** POST /api/webhook/rotate: a new URL; the old one works `graceHours` more (0: revoked now). */
export const rotateWebhook = (body: RotateWebhookRequest, options?: RequestOptions) =>
  callEndpoint(rotateWebhookEndpoint, { body }, options);

export const useRotateWebhook = () => useEndpoint(rotateWebhook);
