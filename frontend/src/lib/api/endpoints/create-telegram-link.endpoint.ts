import { createTelegramLink as createTelegramLinkEndpoint } from '@tickrelay/contracts/endpoints/destinations.endpoints';

import type { RequestOptions } from '../api-client';
import { callEndpoint } from '../call-endpoint';
import { useEndpoint } from '../use-endpoint';

/** POST /api/destinations/:id/telegram-link: a new one-time start code; the previous one stops. */
export const createTelegramLink = (params: { id: string }, options?: RequestOptions) =>
  callEndpoint(createTelegramLinkEndpoint, { params }, options);

export const useCreateTelegramLink = () => useEndpoint(createTelegramLink);
