import type { JobName, JobPayloads } from '@/queue/queues';

import type { BillingMailName } from './billing-mail.jobs';
import type { SecurityMailName } from './security-mail.jobs';

/** The mail queue's account mails (the registry's mail jobs but the contact, billing, security ones). */
export type AccountMailName = Exclude<
  JobName<'mail'>,
  'contact-notification' | BillingMailName | SecurityMailName
>;
export type AccountMailJobs = Pick<JobPayloads['mail'], AccountMailName>;

export const ACCOUNT_MAIL_NAMES: readonly AccountMailName[] = [
  'account-confirmation',
  'password-recovery',
  'password-changed',
  'signup-attempt',
];
