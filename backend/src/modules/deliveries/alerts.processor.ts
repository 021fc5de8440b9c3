import { createHash } from 'node:crypto';

import { Inject, Injectable } from '@nestjs/common';
import type { AlertOrder } from '@tickrelay/contracts/alert-payload/alert-order';
import {
  MEMBER_EVENT_TYPES,
  WEBHOOK_LIMITS,
  type DeliveryCode,
} from '@tickrelay/contracts/webhooks/deliveries';
import type { Job } from 'bullmq';
import type { Transaction } from 'kysely';
import { PinoLogger } from 'nestjs-pino';
import { Counter, Histogram } from 'prom-client';

import { isDependencyUnavailable } from '@/common/errors/dependency-errors';
import { isTransient } from '@/common/errors/transient-errors';
import { MEMBERSHIP_CHECKER, type MembershipChecker } from '@/common/guards/membership-checker';
import { MetricsRegistry } from '@/common/metrics/metrics-registry';
import type { Database } from '@/database/database.types';
import {
  JobProcessor,
  type JobHandlers,
  PostponeQueue,
  type QueueProcessor,
} from '@/queue/job-processor';
import type { AlertJob } from '@/queue/queues';

import { AckLatencies } from './ack-latencies';
import { ALERT_EXECUTOR, type AlertExecutor } from './alert-executor';
import { AlertParser, type AlertParse } from './alert-parser';
import { rawBodyForLog } from './alert-raw-body';
import { ALERT_SETTINGS_READER, type AlertSettingsReader } from './alert-settings';
import { alertTimeMs, isStale } from './alert-time';
import {
  type DeliveryDecision,
  type DeliveryRowBase,
  DeliveriesWriterRepository,
  type RecordedDelivery,
} from './deliveries-writer.repository';
import type { DeliveryRow } from './deliveries.tables';
import { deliveryView } from './delivery-view';
import { MemberEvents } from './member-events';

/** How long every worker stops taking alerts after Postgres was found unreachable. */
export const POSTGRES_PAUSE_MS = 2000;

const rejected = (code: DeliveryCode, field: string | null = null): DeliveryDecision => ({
  status: 'rejected',
  code,
  field,
  claimed: false,
  brokerResult: null,
  paper: null,
});

/** Logged without reaching the broker, its id (or body) spent all the same. */
const settled = (status: 'duplicate' | 'stale' | 'paused' | 'failed', code: DeliveryCode) => ({
  status,
  code,
  field: null,
  // A duplicate spends nothing more; the others were the first of their id or body.
  claimed: status !== 'duplicate',
  brokerResult: null,
  paper: null,
});

/**
 * Consumes the `alerts` queue: each job becomes exactly one row of the member's deliveries log.
 *
 * In ONE transaction whose first statement takes the member's advisory lock (one member's
 * alerts run one at a time): a row already there ends it (a redelivered job); else the
 * receiver's refusal, the body (AlertParser), the member's entitlement (the @Member() rule),
 * duplicate (the id, or the body within the window, spent by an earlier delivery), stale, paused,
 * and the broker's execution, whose state commits with the row. After the commit the
 * DeliveryView (and the paper account when it changed) goes out on the member's live stream.
 *
 * - Postgres unreachable: PostponeQueue (back to waiting, no attempt spent, the queue pauses).
 * - Other transient errors (deadlock, lock or statement timeout, too many connections): the worker
 *   host delays the job without spending an attempt.
 * - Anything else (a bug, a broker error that is no refusal): retried with backoff; the last
 *   attempt logs the delivery as failed (EXECUTION_FAILED) instead of failing the job.
 */
@Injectable()
@JobProcessor()
export class AlertsProcessor implements QueueProcessor<'alerts'> {
  readonly queue = 'alerts' as const;
  readonly handlers: JobHandlers<'alerts'> = { alert: (job) => this.process(job) };
  private readonly parser = new AlertParser();
  private readonly outcomes: Counter<'status'>;
  private readonly latency: Histogram;

  constructor(
    private readonly writer: DeliveriesWriterRepository,
    private readonly events: MemberEvents,
    private readonly acks: AckLatencies,
    @Inject(MEMBERSHIP_CHECKER) private readonly membership: MembershipChecker,
    @Inject(ALERT_SETTINGS_READER) private readonly settings: AlertSettingsReader,
    @Inject(ALERT_EXECUTOR) private readonly executor: AlertExecutor,
    private readonly logger: PinoLogger,
    metrics: MetricsRegistry,
  ) {
    this.logger.setContext(AlertsProcessor.name);
    this.outcomes = new Counter({
      name: 'alerts_processed_total',
      help: 'Alerts turned into a delivery row by this worker, by status',
      labelNames: ['status'],
      registers: [metrics.registry],
    });
    this.latency = new Histogram({
      name: 'alert_receipt_to_row_seconds',
      help: 'Receipt of an alert by the api to its delivery row written',
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 60],
      registers: [metrics.registry],
    });
  }

  /**
   * One member's jobs, in the order this worker took them off the queue (BullMQ hands them over
   * in queue order): each starts once the one before it has settled. Without it, jobs started
   * together reach the member's lock in whatever order their connections come back, and an exit
   * could run before the buy it closes. (Across worker replicas the lock alone orders them.)
   */
  private readonly memberTails = new Map<string, Promise<unknown>>();

  process(job: Job<AlertJob>): Promise<{ status: string; created: boolean }> {
    const { memberId } = job.data;
    const previous = this.memberTails.get(memberId);
    const run = previous ? previous.then(() => this.processInTurn(job)) : this.processInTurn(job);
    const tail = run.then(
      () => undefined,
      () => undefined,
    );
    this.memberTails.set(memberId, tail);
    void tail.then(() => {
      if (this.memberTails.get(memberId) === tail) this.memberTails.delete(memberId);
    });
    return run;
  }

  private async processInTurn(job: Job<AlertJob>): Promise<{ status: string; created: boolean }> {
    const alert = job.data;
    let recorded: RecordedDelivery;
    try {
      recorded = await this.recordOnce(alert);
    } catch (error) {
      if (isDependencyUnavailable(error)) throw new PostponeQueue(POSTGRES_PAUSE_MS, error);
      if (isTransient(error) || !isLastAttempt(job)) throw error;
      this.logger.error(
        { err: error, deliveryId: alert.deliveryId, event: 'alert.failed' },
        'alert failed on its last attempt, logged as failed',
      );
      recorded = await this.recordFailure(alert).catch((failure: unknown) => {
        if (isDependencyUnavailable(failure)) throw new PostponeQueue(POSTGRES_PAUSE_MS, failure);
        throw failure;
      });
    }
    await this.afterCommit(alert, recorded);
    return { status: recorded.row.status, created: recorded.created };
  }

  /**
   * Nothing awaited before the member's lock (parsing is synchronous), so that the lock is asked
   * for in the order the jobs were taken: see DeliveriesWriterRepository.record.
   */
  private recordOnce(alert: AlertJob): Promise<RecordedDelivery> {
    const parsed = this.parser.parse(alert.body);
    const base = this.rowBase(alert, parsed);
    return this.writer.record(
      base,
      alert.receivedAtMs,
      (trx) => this.decide(trx, alert, parsed, base.body_hash),
      () => this.acks.read(alert.deliveryId),
    );
  }

  private async decide(
    trx: Transaction<Database>,
    alert: AlertJob,
    parsed: AlertParse,
    bodyHash: Buffer,
  ): Promise<DeliveryDecision> {
    if (alert.refusal) return rejected(alert.refusal);
    if (!parsed.ok) return rejected(parsed.code, parsed.field);
    if (!(await this.membership.isEntitled(alert.memberId))) {
      return rejected('SUBSCRIPTION_REQUIRED');
    }
    return this.decideValid(trx, alert, parsed.order, bodyHash);
  }

  private async decideValid(
    trx: Transaction<Database>,
    alert: AlertJob,
    order: AlertOrder,
    bodyHash: Buffer,
  ): Promise<DeliveryDecision> {
    const receivedAt = new Date(alert.receivedAt);
    const duplicate =
      order.id !== null
        ? await this.writer.alertIdSpent(trx, alert.memberId, order.id)
        : await this.writer.bodySpent(
            trx,
            alert.memberId,
            bodyHash,
            receivedAt,
            WEBHOOK_LIMITS.duplicateWindowSecondsDefault,
          );
    if (duplicate) return settled('duplicate', 'ALERT_DUPLICATE');
    const settings = await this.settings.settingsOf(alert.memberId);
    // The parser made sure the time exists.
    const firedAt = order.time === null ? undefined : alertTimeMs(order.time);
    if (firedAt !== undefined) {
      const maxLag = order.maxLagSeconds ?? settings.defaultMaxLagSeconds;
      if (isStale(firedAt, alert.receivedAtMs, maxLag)) return settled('stale', 'ALERT_STALE');
    }
    if (settings.paused) return settled('paused', 'EXECUTION_PAUSED');
    const execution = await this.executor.execute(
      trx,
      alert.memberId,
      order,
      receivedAt,
      alert.deliveryId,
    );
    return {
      status: execution.status,
      code: execution.code,
      field: null,
      claimed: true,
      brokerResult: execution.brokerResult,
      paper: execution.paper,
    };
  }

  private recordFailure(alert: AlertJob): Promise<RecordedDelivery> {
    const parsed = this.parser.parse(alert.body);
    return this.writer.record(
      this.rowBase(alert, parsed),
      alert.receivedAtMs,
      () => Promise.resolve(settled('failed', 'EXECUTION_FAILED')),
      () => this.acks.read(alert.deliveryId),
    );
  }

  private rowBase(alert: AlertJob, parsed: AlertParse): DeliveryRowBase {
    const raw = rawBodyForLog(alert.body);
    return {
      delivery_id: alert.deliveryId,
      received_at: alert.receivedAt,
      member_id: alert.memberId,
      webhook_id: alert.webhookId,
      source_address: alert.sourceAddress,
      content_type: alert.contentType,
      action: parsed.fields.action,
      ticker: parsed.fields.ticker,
      quantity: parsed.fields.quantity,
      alert_id: parsed.fields.alertId,
      body_hash: createHash('sha256').update(alert.body).digest(),
      raw_body: raw.text,
      raw_body_truncated: raw.truncated,
      test: alert.test,
    };
  }

  private async afterCommit(alert: AlertJob, recorded: RecordedDelivery): Promise<void> {
    const { row } = recorded;
    if (recorded.created) {
      this.outcomes.inc({ status: row.status });
      if (row.executed_latency_ms !== null) this.latency.observe(row.executed_latency_ms / 1000);
      this.logger.info(
        {
          event: 'alert.processed',
          deliveryId: row.delivery_id,
          memberId: row.member_id,
          status: row.status,
          code: row.code,
          executedLatencyMs: row.executed_latency_ms,
        },
        'alert processed',
      );
    }
    // Published again by a redelivered job: the commit may have been the last thing it did.
    await this.events.publish(alert.memberId, MEMBER_EVENT_TYPES.delivery, deliveryView(row));
    if (recorded.paper) {
      await this.events.publish(alert.memberId, MEMBER_EVENT_TYPES.paper, recorded.paper);
    }
    if (row.ack_latency_ms === null) this.fillAckLatencyLater(row);
  }

  /**
   * The receiver writes the ack latency once its answer is sent, which may be after this worker
   * wrote the row: read it again a little later and publish the completed row (best effort).
   */
  private fillAckLatencyLater(row: DeliveryRow): void {
    this.acks.whenWritten(row.delivery_id, async (ackLatencyMs) => {
      const updated = await this.writer.setAckLatency(
        row.delivery_id,
        row.received_at,
        ackLatencyMs,
      );
      if (updated) {
        await this.events.publish(
          row.member_id,
          MEMBER_EVENT_TYPES.delivery,
          deliveryView(updated),
        );
      }
    });
  }
}

/** BullMQ counts failed attempts in attemptsMade; this run is the last one allowed. */
function isLastAttempt(job: Job): boolean {
  return job.attemptsMade + 1 >= (job.opts.attempts ?? 1);
}
