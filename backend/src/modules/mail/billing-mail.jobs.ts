import type { JobPayloads } from '@/queue/queues';

/** The mail queue's billing mails (receipts, failed payments, trial end, subscription end). */
export const BILLING_MAIL_NAMES = [
  'payment-receipt',
  'payment-failed',
  'trial-ending',
  'subscription-ended',
] as const;

export type BillingMailName = (typeof BILLING_MAIL_NAMES)[number];
export type BillingMailJobs = Pick<JobPayloads['mail'], BillingMailName>;
