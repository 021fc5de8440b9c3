// Subscription renewal: recorded behind reCAPTCHA v3; payment follows with the payments issue.
import { endpoint } from './endpoint';

export const RENEWAL_STATUSES = ['pending_payment', 'paid', 'cancelled'] as const;
export type RenewalStatus = (typeof RENEWAL_STATUSES)[number];

export interface RenewSubscriptionRequest {
  /** Made by grecaptcha.execute with RENEW_SUBSCRIPTION_ACTION. */
  recaptchaToken: string;
}

export interface RenewalRecorded {
  renewalId: string;
  status: RenewalStatus;
}

/** 401 for a visitor, 403 RECAPTCHA_FAILED, 503 RECAPTCHA_UNAVAILABLE. */
export const renewSubscription = endpoint<{
  body: RenewSubscriptionRequest;
  response: RenewalRecorded;
}>()({
  method: 'POST',
  path: '/api/subscription/renew',
  status: 201,
});
