import { api } from '@/lib/api-client';

/** The payments issue implements it: a checkout session for the renewal, behind reCAPTCHA. */
export const startRenewal = (recaptchaToken: string) =>
  api.post<{ checkoutUrl: string }>('/api/subscriptions/renew', { recaptchaToken });
