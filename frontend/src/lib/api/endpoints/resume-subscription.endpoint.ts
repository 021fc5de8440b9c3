import { resumeSubscription as resumeSubscriptionEndpoint } from '@tickrelay/contracts/endpoints/billing.endpoints';

import type { RequestOptions } from '../api-client';
import { callEndpoint } from '../call-endpoint';
import { useEndpoint } from '../use-endpoint';

/** POST /api/subscription/resume: undoes a cancellation before the period ends (409 after). */
export const resumeSubscription = (_input?: void, options?: RequestOptions) =>
  callEndpoint(resumeSubscriptionEndpoint, {}, options);

export const useResumeSubscription = () => useEndpoint(resumeSubscription);
