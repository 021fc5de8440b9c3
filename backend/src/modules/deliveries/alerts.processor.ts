import { createHash } from 'node:crypto';

import { Injectable } from '@nestjs/common';
import type { Job } from 'bullmq';
import { sql } from 'kysely';
import { PinoLogger } from 'nestjs-pino';

import { isDependencyUnavailable } from '@/common/errors/dependency-errors';
import {
  JobProcessor,
  type JobHandlers,
  PostponeQueue,
  type QueueProcessor,
} from '@/queue/job-processor';
import type { AlertJob } from '@/queue/queues';

import { DeliveriesDatabase } from './deliveries-database';

/** How long every worker stops taking alerts after Postgres was found unreachable. */
export const POSTGRES_PAUSE_MS = 2000;

/**
 * Consumes the `alerts` queue: each job becomes exactly one row of the member's deliveries log.
 * First version: every alert is logged as rejected (no broker is wired yet).
 */
@Injectable()
@JobProcessor()
export class AlertsProcessor implements QueueProcessor<'alerts'> {
  readonly queue = 'alerts' as const;
  readonly handlers: JobHandlers<'alerts'> = { alert: (job) => this.process(job) };

  constructor(
    private readonly database: DeliveriesDatabase,
    private readonly logger: PinoLogger,
  ) {
    this.logger.setContext(AlertsProcessor.name);
  }

  private async process(job: Job<AlertJob>): Promise<{ status: string }> {
    const alert = job.data;
    try {
      await this.database.db
        .insertInto('deliveries')
        .values({
          delivery_id: alert.deliveryId,
          received_at: alert.receivedAt,
          member_id: alert.memberId,
          webhook_id: alert.webhookId,
          source_address: alert.sourceAddress,
          content_type: alert.contentType,
          status: 'rejected',
          code: alert.refusal ?? 'BROKER_UNAVAILABLE',
          field: null,
          action: null,
          ticker: null,
          quantity: null,
          alert_id: null,
          body_hash: createHash('sha256').update(alert.body).digest(),
          claimed: false,
          ack_latency_ms: null,
          executed_latency_ms: sql<number>`extract(epoch from clock_timestamp()) * 1000 - ${alert.receivedAtMs}::float8`,
          // eslint-disable-next-line no-control-regex -- NUL cannot be stored in a text column
          raw_body: alert.body.slice(0, 4096).replace(/\u0000/g, '\ufffd'),
          raw_body_truncated: alert.body.length > 4096,
          broker_result: null,
          test: alert.test,
        })
        .onConflict((conflict) => conflict.doNothing())
        .execute();
    } catch (error) {
      if (isDependencyUnavailable(error)) throw new PostponeQueue(POSTGRES_PAUSE_MS, error);
      throw error;
    }
    return { status: 'rejected' };
  }
}
