import { Injectable } from '@nestjs/common';
import type { RelayView } from '@tickrelay/contracts/destinations/destinations';
import type { DeliveryStatus } from '@tickrelay/contracts/webhooks/deliveries';

import { AppConfig } from '@/config/app-config';
import { QueueProducer } from '@/queue/queue-producer.service';

import { relayView } from './destination-view';
import { DestinationsRepository } from './destinations.repository';
import type { DeliveryRelayRow } from './destinations.tables';
import { FailureNotices } from './failure-notices';
import { isExecutionFailure, reachedExecution } from './relay-rules';
import { RelaysRepository } from './relays.repository';

/** What the alerts pipeline hands over once a delivery's row has committed. */
export interface DispatchedDelivery {
  deliveryId: string;
  receivedAt: Date;
  memberId: string;
  status: DeliveryStatus;
  code: string | null;
}

/** The relay job of a delivery and destination: one per pair, however often it is dispatched. */
export const relayJobId = (deliveryId: string, destinationId: string) =>
  `${deliveryId}.${destinationId}`;

/**
 * After a delivery committed (AlertsProcessor.afterCommit): a `pending` relay row and a `relays`
 * job for each destination the member has now, when the delivery reached the execution step; and
 * the execution's failure recorded for the member's notice. Idempotent, so a redelivered alert
 * job runs it again safely: rows are keyed by delivery and destination, jobs by the same pair,
 * failures by delivery. Throws when Postgres or Redis cannot take it (the alert job is retried,
 * and the row it finds is dispatched then).
 *
 * A member's outstanding relays are capped (RELAY_MEMBER_BACKLOG_MAX): past it a relay is not
 * queued but ends failed RELAY_BACKLOG_MEMBER at once (in the log, and in the member's notice).
 * The relay share bounds how many of a member's attempts run at once, not how many wait; without
 * this, one member whose destinations hang fills the queue up to QUEUE_BACKLOG_MAX, and then the
 * producer refuses everyone's relays. Two deliveries of one member dispatched at the same moment
 * may pass the cap by a delivery's worth: it bounds a backlog, not an exact count.
 */
@Injectable()
export class DeliveryRelayDispatcher {
  constructor(
    private readonly destinations: DestinationsRepository,
    private readonly relays: RelaysRepository,
    private readonly producer: QueueProducer,
    private readonly notices: FailureNotices,
    private readonly config: AppConfig,
  ) {}

  /** The delivery's relays as the log shows them now. */
  async dispatch(delivery: DispatchedDelivery): Promise<RelayView[]> {
    if (isExecutionFailure(delivery.status, delivery.code)) {
      await this.notices.record(delivery.memberId, {
        kind: 'execution',
        occurredAt: delivery.receivedAt,
        deliveryId: delivery.deliveryId,
        destinationId: null,
        destinationLabel: null,
        code: delivery.code ?? 'EXECUTION_FAILED',
      });
    }
    if (!reachedExecution(delivery.status, delivery.code)) return [];
    // A Telegram destination waiting for its chat to be linked through the bot never sends.
    const destinations = (await this.destinations.listOf(delivery.memberId)).filter(
      (destination) => destination.kind !== 'telegram' || destination.chat_id !== null,
    );
    const created = await this.relays.createPending(delivery, destinations);
    const pending = await this.withinMemberCap(delivery, created);
    for (const relay of pending) {
      await this.producer.enqueue(
        'relays',
        'relay',
        {
          deliveryId: delivery.deliveryId,
          receivedAt: delivery.receivedAt.toISOString(),
          memberId: delivery.memberId,
          destinationId: relay.destination_id,
        },
        { jobId: relayJobId(delivery.deliveryId, relay.destination_id) },
      );
    }
    const relays = await this.relays.ofDeliveries(delivery.memberId, [delivery.deliveryId]);
    return (relays.get(delivery.deliveryId) ?? []).map(relayView);
  }

  /** The pending relays the member's cap leaves room for; the others end RELAY_BACKLOG_MEMBER. */
  private async withinMemberCap(
    delivery: DispatchedDelivery,
    pending: DeliveryRelayRow[],
  ): Promise<DeliveryRelayRow[]> {
    if (pending.length === 0) return pending;
    const outstanding = await this.relays.outstandingOf(delivery.memberId, delivery.deliveryId);
    const room = Math.max(0, this.config.relays.memberBacklogMax - outstanding);
    if (room >= pending.length) return pending;
    const over = pending.slice(room);
    const ended = await this.relays.endUnqueued(
      delivery.deliveryId,
      over.map((relay) => relay.destination_id),
      'RELAY_BACKLOG_MEMBER',
    );
    for (const relay of ended) {
      await this.notices.record(delivery.memberId, {
        kind: 'destination',
        occurredAt: new Date(),
        deliveryId: delivery.deliveryId,
        destinationId: relay.destination_id,
        destinationLabel: relay.label,
        code: 'RELAY_BACKLOG_MEMBER',
      });
    }
    return pending.slice(0, room);
  }
}
