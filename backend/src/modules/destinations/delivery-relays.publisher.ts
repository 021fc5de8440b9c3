import { Injectable, Logger } from '@nestjs/common';
import type { RelayView } from '@tickrelay/contracts/destinations/destinations';
import { MEMBER_EVENT_TYPES } from '@tickrelay/contracts/webhooks/deliveries';

import { MemberEvents } from '@/common/live-events/member-events';
import { deliveryView } from '@/modules/deliveries/deliveries.public';

import { relayView } from './destination-view';
import { RelaysRepository } from './relays.repository';

/** The relays of the member's deliveries, for the log's read paths. */
@Injectable()
export class DeliveryRelaysReader {
  constructor(private readonly relays: RelaysRepository) {}

  async relaysOf(
    memberId: string,
    deliveryIds: readonly string[],
  ): Promise<Map<string, RelayView[]>> {
    const rows = await this.relays.ofDeliveries(memberId, deliveryIds);
    return new Map([...rows].map(([id, list]) => [id, list.map(relayView)]));
  }
}

/**
 * Publishes a delivery again, with its relays as they are now, on the member's live stream
 * (MEMBER_EVENT_TYPES.delivery): each change of a relay shows in the open log at once. Best
 * effort: a lost event costs a live update, the log reads the truth again on reconnect.
 */
@Injectable()
export class DeliveryRelaysPublisher {
  private readonly logger = new Logger(DeliveryRelaysPublisher.name);

  constructor(
    private readonly relays: RelaysRepository,
    private readonly events: MemberEvents,
  ) {}

  async publish(memberId: string, deliveryId: string, receivedAt: Date): Promise<void> {
    try {
      const row = await this.relays.delivery(deliveryId, receivedAt);
      if (!row || row.member_id !== memberId) return;
      const relays = await this.relays.ofDeliveries(memberId, [deliveryId]);
      await this.events.publish(
        memberId,
        MEMBER_EVENT_TYPES.delivery,
        deliveryView(row, (relays.get(deliveryId) ?? []).map(relayView)),
      );
    } catch (error) {
      this.logger.warn(`delivery ${deliveryId} not published again: ${(error as Error).message}`);
    }
  }
}
