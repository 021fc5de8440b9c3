import { Inject, Injectable } from '@nestjs/common';
import { DESTINATION_LIMITS } from '@tickrelay/contracts/destinations/destinations';
import { DelayedError, type Job } from 'bullmq';
import { PinoLogger } from 'nestjs-pino';

import { isDependencyUnavailable } from '@/common/errors/dependency-errors';
import { isTransient } from '@/common/errors/transient-errors';
import type { RelayJob } from '@/queue/job-payloads';
import {
  JobProcessor,
  type JobHandlers,
  PostponeQueue,
  type QueueProcessor,
} from '@/queue/job-processor';
import { MemberShareGate } from '@/queue/member-share-gate';
import { QueueProducer } from '@/queue/queue-producer.service';

import { DeliveryRelaysPublisher } from './delivery-relays.publisher';
import { DestinationSecrets } from './destination-secrets';
import { DestinationsRepository } from './destinations.repository';
import type { DeliveryRelayRow } from './destinations.tables';
import { FailureNotices } from './failure-notices';
import { MemberContactsRepository } from './member-contacts.repository';
import { sendOnce } from './relay-attempts';
import { RelayMemberSlots } from './relay-member-share';
import { alertMessage } from './relay-messages';
import { RELAY_SENDER, type RelaySender } from './relay-sender.port';
import { type RelayKey, type RelayOutcome, RelaysRepository } from './relays.repository';

const POSTGRES_PAUSE_MS = 2000;

/**
 * An attempt that did not get through and will be tried again. Deliberately plain (no `code`, no
 * cause): the worker host must count it as a failure that spends an attempt, never take it for a
 * dependency's transient error, which it would retry for hours without counting.
 */
export class RelayAttemptFailed extends Error {
  constructor(relay: string, code: string | null) {
    super(`relay ${relay} not through (${code ?? 'no code'}), tried again later`);
    this.name = 'RelayAttemptFailed';
  }
}

/** The backoff BullMQ applies before attempt n + 1 (after n failures): base × 2^(n-1). */
export const backoffAfterMs = (attemptsMade: number): number =>
  DESTINATION_LIMITS.backoffBaseMs * 2 ** Math.max(0, attemptsMade - 1);

/**
 * The `relays` queue: one attempt per run to one destination, for one delivery.
 *
 * - Each run first takes one of its member's slots (MemberShareGate over RelayMemberSlots: at
 *   most the member's share of attempts at once across every worker, so a member whose
 *   destinations hang cannot hold every slot of the consumer). At the share, the job goes back to
 *   delayed (jittered, in the member's line) without an attempt made or spent; a slot given back
 *   wakes the next in line.
 * - The relay already final (sent, failed, ended by the destination's removal) → nothing.
 * - Destination removed → failed DESTINATION_REMOVED.
 * - Sent (2xx) → sent. Not retryable (refused address, redirect, 4xx but 408/429) → failed at
 *   once. Retryable → `retrying`, and the job fails so BullMQ tries again after its backoff
 *   (2, 4, 8, 16 s), or later when the destination asked for a longer wait (Retry-After); the
 *   last of DESTINATION_LIMITS.attempts → failed, and the failure recorded for the member's
 *   notice. The job itself completes then: a failed job only ever means a bug.
 * - Every change updates the destination's last result and publishes the delivery again on the
 *   member's live stream.
 */
@Injectable()
@JobProcessor()
export class RelaysProcessor implements QueueProcessor<'relays'> {
  readonly queue = 'relays' as const;
  readonly handlers: JobHandlers<'relays'> = { relay: (job) => this.run(job) };
  private readonly gate: MemberShareGate;

  constructor(
    private readonly relays: RelaysRepository,
    private readonly destinations: DestinationsRepository,
    private readonly secrets: DestinationSecrets,
    private readonly contacts: MemberContactsRepository,
    private readonly publisher: DeliveryRelaysPublisher,
    private readonly notices: FailureNotices,
    @Inject(RELAY_SENDER) private readonly sender: RelaySender,
    share: RelayMemberSlots,
    producer: QueueProducer,
    private readonly logger: PinoLogger,
  ) {
    this.logger.setContext(RelaysProcessor.name);
    this.gate = new MemberShareGate('relays', share, producer, logger);
  }

  private async run(job: Job<RelayJob>): Promise<{ status: string }> {
    const { notBefore } = job.data;
    if (notBefore !== undefined && Date.now() < notBefore && job.token) {
      // BullMQ's backoff ended before the wait the destination asked for: no attempt yet.
      await job.moveToDelayed(notBefore, job.token);
      throw new DelayedError();
    }
    const jobId = job.id ?? relayKeyText(job.data);
    return this.gate.run(job, job.data.memberId, jobId, () => this.attempt(job));
  }

  private async attempt(job: Job<RelayJob>): Promise<{ status: string }> {
    try {
      return await this.relay(job);
    } catch (error) {
      if (error instanceof RelayAttemptFailed || error instanceof DelayedError) throw error;
      if (isDependencyUnavailable(error)) throw new PostponeQueue(POSTGRES_PAUSE_MS, error);
      if (isTransient(error) || !isLastAttempt(job)) throw error;
      // A bug on the last attempt: the relay must not stay open for ever.
      this.logger.error({ err: error, ...job.data }, 'relay failed on its last attempt');
      await this.finish(job.data, { status: 'failed', attempts: job.attemptsMade + 1 });
      return { status: 'failed' };
    }
  }

  private async relay(job: Job<RelayJob>): Promise<{ status: string }> {
    const data = job.data;
    const key: RelayKey = { deliveryId: data.deliveryId, destinationId: data.destinationId };
    const relay = await this.relays.one(key);
    if (!relay || (relay.status !== 'pending' && relay.status !== 'retrying')) {
      return { status: relay?.status ?? 'missing' };
    }
    const destination = await this.destinations.byId(data.destinationId);
    if (!destination) {
      await this.finish(data, { status: 'failed', code: 'DESTINATION_REMOVED' });
      return { status: 'failed' };
    }
    const delivery = await this.relays.delivery(data.deliveryId, new Date(data.receivedAt));
    if (!delivery) {
      // Only past the log's retention: nothing left to relay.
      await this.finish(data, { status: 'failed' });
      return { status: 'failed' };
    }
    const locale = await this.contacts.localeOf(data.memberId);
    const attempt = await sendOnce(
      this.sender,
      this.secrets.target(destination),
      alertMessage(delivery, locale),
      { memberId: data.memberId, destinationId: destination.id },
    );
    // A run that died after its send but before BullMQ counted it is counted by the row.
    const attempts = Math.max(job.attemptsMade, relay.attempts) + 1;
    const outcome: RelayOutcome = {
      status: 'sent',
      attempts,
      code: null,
      httpStatus: attempt.httpStatus,
    };
    if (attempt.ok) {
      await this.finish(data, outcome, relay);
      return { status: 'sent' };
    }
    const last = !attempt.retryable || attempts >= DESTINATION_LIMITS.attempts;
    outcome.status = last ? 'failed' : 'retrying';
    outcome.code = attempt.code ?? 'DESTINATION_UNREACHABLE';
    await this.finish(data, outcome, relay);
    if (last) {
      await this.notices.record(data.memberId, {
        kind: 'destination',
        occurredAt: new Date(),
        deliveryId: data.deliveryId,
        destinationId: destination.id,
        destinationLabel: destination.label,
        code: outcome.code,
      });
      return { status: 'failed' };
    }
    if (attempt.retryAfterMs !== null && attempt.retryAfterMs > backoffAfterMs(attempts)) {
      await job.updateData({ ...data, notBefore: Date.now() + attempt.retryAfterMs });
    }
    throw new RelayAttemptFailed(relayKeyText(key), outcome.code);
  }

  /** Records the outcome, the destination's last result, and publishes the delivery again. */
  private async finish(
    data: RelayJob,
    outcome: Partial<RelayOutcome> & Pick<RelayOutcome, 'status'>,
    relay?: DeliveryRelayRow,
  ): Promise<void> {
    const key = { deliveryId: data.deliveryId, destinationId: data.destinationId };
    const recorded = await this.relays.record(key, {
      status: outcome.status,
      attempts: outcome.attempts ?? relay?.attempts ?? 0,
      code: outcome.code ?? null,
      httpStatus: outcome.httpStatus ?? null,
    });
    if (!recorded) return;
    if (outcome.code !== 'DESTINATION_REMOVED') {
      await this.destinations.setLastResult(data.destinationId, {
        status: recorded.status,
        code: recorded.code,
        at: new Date(recorded.updated_at),
      });
    }
    this.logger.info(
      {
        event: 'relay.attempt',
        deliveryId: data.deliveryId,
        destinationId: data.destinationId,
        memberId: data.memberId,
        status: recorded.status,
        attempts: recorded.attempts,
        code: recorded.code,
        httpStatus: recorded.http_status,
      },
      `relay ${recorded.status}`,
    );
    await this.publisher.publish(data.memberId, data.deliveryId);
  }
}

const relayKeyText = (key: RelayKey) => `${key.deliveryId}/${key.destinationId}`;

/** BullMQ counts failed attempts in attemptsMade; this run is the last one allowed. */
function isLastAttempt(job: Job): boolean {
  return job.attemptsMade + 1 >= (job.opts.attempts ?? 1);
}
