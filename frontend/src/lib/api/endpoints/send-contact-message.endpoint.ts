import {
  sendContactMessage as sendContactMessageEndpoint,
  type ContactRequest,
} from '@tickrelay/contracts/endpoints/contact.endpoints';

import type { RequestOptions } from '../api-client';
import { callEndpoint } from '../call-endpoint';
import { useEndpoint } from '../use-endpoint';

/** POST /api/contact; rate limited per client address (429). */
export const sendContactMessage = (body: ContactRequest, options?: RequestOptions) =>
  callEndpoint(sendContactMessageEndpoint, { body }, options);

export const useSendContactMessage = () => useEndpoint(sendContactMessage);
