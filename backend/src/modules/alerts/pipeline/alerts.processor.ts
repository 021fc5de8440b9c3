import { setTimeout as sleep } from 'node:timers/promises';

import { Inject, Injectable } from '@nestjs/common';
import { MEMBER_EVENT_TYPES } from '@tickrelay/contracts/webhooks/deliveries';
import type { Job } from 'bullmq';
import { PinoLogger } from 'nestjs-pino';
import { Counter, Histogram } from 'prom-client';

import { isDependencyUnavailable } from '@/common/errors/dependency-errors';
import { isTransient } from '@/common/errors/transient-errors';
import { MemberEvents } from '@/common/live-events/member-events';
import { MetricsRegistry } from '@/common/metrics/metrics-registry';
import type { BrokerUnavailableError } from '@/modules/brokers/brokers.public';
import {
  DeliveryRelayDispatcher,
  DeliveryRelaysReader,
} from '@/modules/destinations/destinations.public';
import type { AlertJob } from '@/queue/job-payloads';
import {
  JobProcessor,
  type JobHandlers,
  type JobRun,
  PostponeQueue,
  type QueueProcessor,
} from '@/queue/job-processor';
import { MemberShareGate } from '@/queue/member-share-gate';
import { QueueProducer } from '@/queue/queue-producer.service';

import {
  DeliveriesWriterRepository,
  type RecordedDelivery,
} from '../log/deliveries-writer.repository';
import type { DeliveryRow } from '../log/deliveries.tables';
import { deliveryView } from '../log/delivery-view';
import { AckLatencies } from './ack-latencies';
import { AlertDecider, type AlertTry, settled } from './alert-decider';
import { ALERT_EXECUTOR, type AlertExecutor } from './alert-executor';
import { deliveryRowBase, isLastAttempt, startedBefore } from './alert-job';
import { AlertMemberSlots } from './alert-member-share';
import { AlertParser } from './alert-parser';
import { BrokerRetryNeeded, nextBrokerRetryMs } from './broker-retries';
import { MemberTurns } from './member-turns';

/** How long every worker stops taking alerts after Postgres was found unreachable. */
export const POSTGRES_PAUSE_MS = 2000;

/**
 * Consumes the `alerts` queue: each job becomes exactly one row of the member's deliveries log.
 *
 * A job first takes one of its member's slots (MemberShareGate over AlertMemberSlots: at most the
 * member's share of the consumer across every worker; else back to delayed, in the member's line,
 * no attempt spent), then waits for the member's previous job on this worker (MemberTurns, queued
 * time that never counts as a stall), so a member whose broker hangs holds at most their share of
 * a worker's slots and the other members' alerts keep theirs.
 *
 * In ONE transaction whose first statement takes the member's advisory lock (one member's
 * alerts run one at a time): a row already there ends it (a redelivered job); else the
 * receiver's refusal, the body (AlertParser), the member's entitlement (the @Member() rule),
 * duplicate (the id, or the body within the window, spent by an earlier delivery), stale, paused,
 * and the broker's execution, whose state commits with the row. After the commit the
 * DeliveryView (and the paper account when it changed) goes out on the member's live stream.
 *
 * - Tradovate rate limiting or unreachable: the alert is tried again in this job, a few times
 *   within seconds (broker-retries.ts), never past its max_lag from receipt; then failed
 *   BROKER_UNAVAILABLE. Never the worker's long transient retries: an order must not go out
 *   long after its alert.
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
  readonly handlers: JobHandlers<'alerts'> = { alert: (job, run) => this.process(job, run) };
  private readonly parser = new AlertParser();
  private readonly turns = new MemberTurns();
  private readonly gate: MemberShareGate;
  private readonly outcomes: Counter<'status'>;
  private readonly latency: Histogram;

  constructor(
    private readonly writer: DeliveriesWriterRepository,
    private readonly events: MemberEvents,
    private readonly acks: AckLatencies,
    private readonly decider: AlertDecider,
    @Inject(ALERT_EXECUTOR) private readonly executor: AlertExecutor,
    private readonly relays: DeliveryRelayDispatcher,
    private readonly relaysReader: DeliveryRelaysReader,
    private readonly logger: PinoLogger,
    metrics: MetricsRegistry,
    slots: AlertMemberSlots,
    producer: QueueProducer,
  ) {
    this.logger.setContext(AlertsProcessor.name);
    this.gate = new MemberShareGate('alerts', slots, producer, logger, { countDeferrals: true });
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
   * The share's answer comes back in the order the jobs asked (one Redis connection), so the
   * member's turns here keep the order BullMQ handed the jobs over in.
   */
  process(job: Job<AlertJob>, run?: JobRun): Promise<{ status: string; created: boolean }> {
    const { memberId, deliveryId } = job.data;
    return this.gate.run(job, memberId, job.id ?? deliveryId, () =>
      this.turns.inTurn(memberId, () => this.processInTurn(job), run),
    );
  }

  private async processInTurn(job: Job<AlertJob>): Promise<{ status: string; created: boolean }> {
    const alert = job.data;
    let recorded: RecordedDelivery;
    try {
      recorded = await this.recordWithBrokerRetries(alert, startedBefore(job));
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
   * Tradovate rate limited us or could not be reached: the transaction rolled back (nothing
   * written, nothing claimed) and the alert is tried again after a short wait, while this
   * member's later alerts wait behind it; past the last try, or the alert's deadline, it ends
   * failed BROKER_UNAVAILABLE. The first try may have placed the order before its answer was
   * lost: the adapter finds it by its client order id (the delivery id) instead of sending it
   * twice. (When the deadline ends it, such an order stays at Tradovate while the log says
   * failed; the audit and Tradovate's own order list show it.) A kill switch pressed between
   * tries stops them: the next one only looks for that order and sends nothing (AlertDecider).
   */
  private async recordWithBrokerRetries(
    alert: AlertJob,
    startedBefore: boolean,
  ): Promise<RecordedDelivery> {
    const startedAtMs = Date.now();
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await this.recordOnce(alert, { retry: attempt > 1, startedBefore });
      } catch (error) {
        if (!(error instanceof BrokerRetryNeeded)) throw error;
        const waitMs = nextBrokerRetryMs(attempt, error, startedAtMs, Date.now());
        const context = {
          deliveryId: alert.deliveryId,
          memberId: alert.memberId,
          code: error.failure.code,
          attempt,
        };
        if (waitMs === null) {
          this.logger.warn({ ...context, event: 'alert.broker_gave_up' }, 'broker unavailable');
          return this.recordBrokerUnavailable(alert, error.failure);
        }
        this.logger.warn({ ...context, waitMs, event: 'alert.broker_retry' }, 'broker retry');
        await sleep(waitMs);
      }
    }
  }

  /**
   * Nothing awaited before the member's lock (parsing is synchronous), so that the lock is asked
   * for in the order the jobs were taken: see DeliveriesWriterRepository.record.
   */
  private recordOnce(alert: AlertJob, attempt: AlertTry): Promise<RecordedDelivery> {
    const parsed = this.parser.parse(alert.body);
    const base = deliveryRowBase(alert, parsed);
    return this.writer.record(
      base,
      alert.receivedAtMs,
      (trx) => this.decider.decide(trx, alert, parsed, base.body_hash, attempt),
      () => this.acks.read(alert.deliveryId),
    );
  }

  private recordFailure(alert: AlertJob): Promise<RecordedDelivery> {
    const parsed = this.parser.parse(alert.body);
    return this.writer.record(
      deliveryRowBase(alert, parsed),
      alert.receivedAtMs,
      () => Promise.resolve(settled('failed', 'EXECUTION_FAILED')),
      () => this.acks.read(alert.deliveryId),
    );
  }

  /** The broker could not take the alert in time: failed BROKER_UNAVAILABLE (claimed). */
  private recordBrokerUnavailable(
    alert: AlertJob,
    error: BrokerUnavailableError,
  ): Promise<RecordedDelivery> {
    const parsed = this.parser.parse(alert.body);
    return this.writer.record(
      deliveryRowBase(alert, parsed),
      alert.receivedAtMs,
      async (trx) => {
        const execution = await this.executor.unavailable(
          trx,
          alert.memberId,
          parsed.ok ? parsed.order : null,
          new Date(alert.receivedAt),
          alert.deliveryId,
          error,
        );
        return { ...execution, field: null, claimed: true };
      },
      () => this.acks.read(alert.deliveryId),
    );
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
    // Relays (a pending one per destination) when the delivery reached execution, and an
    // execution failure recorded for the member's notice; idempotent, so a redelivered job that
    // finds its row does it again safely, and a failure here retries the job.
    const relays = await this.relays.dispatch({
      deliveryId: row.delivery_id,
      receivedAt: new Date(row.received_at),
      memberId: row.member_id,
      status: row.status,
      code: row.code,
    });
    // Published again by a redelivered job: the commit may have been the last thing it did.
    await this.events.publish(
      alert.memberId,
      MEMBER_EVENT_TYPES.delivery,
      deliveryView(row, relays),
    );
    if (recorded.paper) {
      await this.events.publish(alert.memberId, MEMBER_EVENT_TYPES.paper, recorded.paper);
    }
    if (recorded.broker) {
      await this.events.publish(alert.memberId, MEMBER_EVENT_TYPES.broker, recorded.broker);
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
        const relays = await this.relaysReader.relaysOf(row.member_id, [row.delivery_id]);
        await this.events.publish(
          row.member_id,
          MEMBER_EVENT_TYPES.delivery,
          deliveryView(updated, relays.get(row.delivery_id) ?? []),
        );
      }
    });
  }
}
