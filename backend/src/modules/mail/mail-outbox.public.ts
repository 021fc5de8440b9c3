import { Injectable } from '@nestjs/common';
import { type Kysely, sql } from 'kysely';

import { DatabaseService } from '@/database/database.service';
import type { Database } from '@/database/database.types';
import type { JobPayload } from '@/queue/queues';

import type { MailJobName } from './mail-outbox.table';

/** The channel a commit that wrote mail rows notifies (NOTIFY is delivered only on commit). */
export const MAIL_OUTBOX_CHANNEL = 'mail_outbox';

/**
 * How features send mail: `add` writes the mail in the caller's transaction, so it leaves only if
 * that transaction commits (the relay, MailOutboxRelay, queues it then); a rollback sends nothing.
 * Never queue a mail straight from inside a transaction: the job would outlive a rollback.
 */
@Injectable()
export class MailOutbox {
  constructor(private readonly database: DatabaseService) {}

  /**
   * Writes one mail in `trx` (or in its own transaction when the change has none, e.g. an
   * external provider's). `jobId` is the queue's job id: the same id twice is one mail.
   */
  async add<N extends MailJobName>(
    jobName: N,
    payload: JobPayload<'mail', N>,
    jobId: string,
    trx: Kysely<Database> = this.database.db,
  ): Promise<void> {
    await trx
      .insertInto('mail_outbox')
      .values({ job_name: jobName, job_id: jobId, payload: JSON.stringify(payload) })
      .onConflict((conflict) => conflict.column('job_id').doNothing())
      .execute();
    await sql`select pg_notify(${MAIL_OUTBOX_CHANNEL}, '')`.execute(trx);
  }
}
