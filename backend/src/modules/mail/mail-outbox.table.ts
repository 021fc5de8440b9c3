import type { Generated } from 'kysely';

import type { JobPayloads } from '@/queue/queues';

export type MailJobName = keyof JobPayloads['mail'];

/** Mails written by a transaction and not yet handed to the mail queue (mail-outbox.public.ts). */
export interface MailOutboxTable {
  id: Generated<string>;
  created_at: Generated<Date>;
  job_name: MailJobName;
  job_id: string;
  payload: unknown;
}
