import type { JobPayloads } from '@/queue/queues';

/** The mail queue's security mails (issue 27): notices of sensitive changes and email change. */
export const SECURITY_MAIL_NAMES = [
  'security-notice',
  'email-change-confirm',
  'email-change-notice',
] as const;

export type SecurityMailName = (typeof SECURITY_MAIL_NAMES)[number];
export type SecurityMailJobs = Pick<JobPayloads['mail'], SecurityMailName>;
