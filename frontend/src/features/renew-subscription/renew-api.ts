import { api } from '@/lib/api-client';

export interface RenewalRequest {
  renewalId: string;
  // 'pending_payment' today; later states come with the payments issue.
  status: string;
}

/** Records a renewal request for the member (reCAPTCHA-protected); payment follows later. */
export const requestRenewal = (recaptchaToken: string) =>
  api.post<RenewalRequest>('/api/subscription/renew', { recaptchaToken });
