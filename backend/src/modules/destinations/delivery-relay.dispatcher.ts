import { Injectable } from '@nestjs/common';
import type { RelayView } from '@tickrelay/contracts/destinations/destinations';
import type { DeliveryStatus } from '@tickrelay/contracts/webhooks/deliveries';

import { QueueProducer } from '@/queue/queue-producer.service';

import { relayView } from './destination-view';
import { DestinationsRepository } from './destinations.repository';
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
 */
@Injectable()
export class DeliveryRelayDispatcher {
  constructor(
    private readonly destinations: DestinationsRepository,
    private readonly relays: RelaysRepository,
    private readonly producer: QueueProducer,
    private readonly notices: FailureNotices,
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
    const destinations = await this.destinations.listOf(delivery.memberId);
    const pending = await this.relays.createPending(delivery, destinations);
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
}
