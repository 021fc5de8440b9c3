import {
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
import { Client } from 'pg';

import { AppConfig } from '@/config/app-config';
import { DatabaseService } from '@/database/database.service';
import { QueueProducer } from '@/queue/queue-producer.service';
import type { JobPayload } from '@/queue/queues';

import { MAIL_OUTBOX_CHANNEL } from './mail-outbox.public';
import type { MailJobName } from './mail-outbox.table';

/** Rows moved per transaction. */
const RELAY_BATCH = 100;
/** The backstop for a missed notification (listener down, a process stopped right after commit). */
export const OUTBOX_SWEEP_MS = 5000;
const RECONNECT_MS = 2000;

/**
 * Moves committed mail_outbox rows to the mail queue, then deletes them (so the links they hold do
 * not stay in Postgres). It runs in the api and in the worker: woken at once by the commit's
 * NOTIFY, and every few seconds anyway. Rows are taken FOR UPDATE SKIP LOCKED, so processes never
 * relay the same row at once; a relay that dies between the queue and the delete relays the row
 * again later under the same job id, which BullMQ keeps as one job.
 */
@Injectable()
export class MailOutboxRelay implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(MailOutboxRelay.name);
  private listener: Client | undefined;
  private sweep: NodeJS.Timeout | undefined;
  private reconnect: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private again = false;
  private stopped = false;

  constructor(
    private readonly config: AppConfig,
    private readonly database: DatabaseService,
    private readonly queue: QueueProducer,
  ) {}

  onApplicationBootstrap(): void {
    this.listen();
    this.sweep = setInterval(() => this.wake(), OUTBOX_SWEEP_MS);
    this.sweep.unref();
    this.wake();
  }

  async onApplicationShutdown(): Promise<void> {
    this.stopped = true;
    clearInterval(this.sweep);
    clearTimeout(this.reconnect);
    const listener = this.listener;
    this.listener = undefined;
    await listener?.end().catch(() => undefined);
    await this.running;
  }

  /** Relays until the outbox is empty; concurrent wake-ups join the run in progress. */
  wake(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.drain().finally(() => {
      this.running = undefined;
      if (this.again) {
        this.again = false;
        this.wake();
      }
    });
  }

  /** Moves up to one batch of committed rows to the queue; returns how many. */
  async relayOnce(): Promise<number> {
    return this.database.db.transaction().execute(async (trx) => {
      const rows = await trx
        .selectFrom('mail_outbox')
        .select(['id', 'job_name', 'job_id', 'payload'])
        .orderBy('id')
        .limit(RELAY_BATCH)
        .forUpdate()
        .skipLocked()
        .execute();
      for (const row of rows) {
        await this.queue.enqueue(
          'mail',
          row.job_name,
          row.payload as JobPayload<'mail', MailJobName>,
          { jobId: row.job_id },
        );
      }
      if (rows.length > 0) {
        await trx
          .deleteFrom('mail_outbox')
          .where(
            'id',
            'in',
            rows.map((row) => row.id),
          )
          .execute();
      }
      return rows.length;
    });
  }

  private async drain(): Promise<void> {
    try {
      while (!this.stopped && (await this.relayOnce()) === RELAY_BATCH) {
        // A full batch: there may be more.
      }
    } catch (error) {
      // Postgres or Redis away: the rows stay, the next notification or sweep tries again.
      this.logger.warn(`mail outbox relay failed: ${(error as Error).message}`);
    }
  }

  private listen(): void {
    if (this.stopped) return;
    const client = new Client({ connectionString: this.config.databaseUrl });
    this.listener = client;
    const retry = () => {
      if (this.listener !== client || this.stopped) return;
      this.listener = undefined;
      void client.end().catch(() => undefined);
      this.reconnect = setTimeout(() => this.listen(), RECONNECT_MS);
      this.reconnect.unref();
    };
    client.on('notification', () => this.wake());
    client.on('error', (error) => {
      this.logger.warn(`mail outbox listener: ${error.message}`);
      retry();
    });
    client.on('end', retry);
    client
      .connect()
      .then(() => client.query(`LISTEN ${MAIL_OUTBOX_CHANNEL}`))
      // Rows committed while nobody listened.
      .then(() => this.wake())
      .catch((error: Error) => {
        this.logger.warn(`mail outbox listener: ${error.message}`);
        retry();
      });
  }
}
