import type { JobName, JobPayloads } from '@/queue/queues';

/** The mail queue's account mails (the registry's mail jobs but the contact notification). */
export type AccountMailName = Exclude<JobName<'mail'>, 'contact-notification'>;
export type AccountMailJobs = Pick<JobPayloads['mail'], AccountMailName>;

export const ACCOUNT_MAIL_NAMES: readonly AccountMailName[] = [
  'account-confirmation',
  'password-recovery',
  'password-changed',
  'signup-attempt',
];
