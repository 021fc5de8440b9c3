import type { JobName, JobPayloads } from '@/queue/queues';

import type { BillingMailName } from './billing-mail.jobs';

/** The mail queue's account mails (the registry's mail jobs but the contact and billing ones). */
export type AccountMailName = Exclude<JobName<'mail'>, 'contact-notification' | BillingMailName>;
export type AccountMailJobs = Pick<JobPayloads['mail'], AccountMailName>;

export const ACCOUNT_MAIL_NAMES: readonly AccountMailName[] = [
  'account-confirmation',
  'password-recovery',
  'password-changed',
  'signup-attempt',
];
