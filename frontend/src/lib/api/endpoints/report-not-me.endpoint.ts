import { reportNotMe as reportNotMeEndpoint } from '@tickrelay/contracts/endpoints/security-log.endpoints';

import type { RequestOptions } from '../api-client';
import { callEndpoint } from '../call-endpoint';
import { useEndpoint } from '../use-endpoint';

/** POST /api/security/not-me: ends every session and mails a password-reset link. */
export const reportNotMe = (body: { token: string }, options?: RequestOptions) =>
  callEndpoint(reportNotMeEndpoint, { body }, options);

export const useReportNotMe = () => useEndpoint(reportNotMe);
