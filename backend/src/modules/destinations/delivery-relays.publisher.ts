import { Injectable, Logger } from '@nestjs/common';
import type { RelayView } from '@tickrelay/contracts/destinations/destinations';
import {
  type DeliveryRelaysUpdate,
  MEMBER_EVENT_TYPES,
} from '@tickrelay/contracts/webhooks/deliveries';

import { MemberEvents } from '@/common/live-events/member-events';

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
 * Publishes a delivery's relays as they are now on the member's live stream
 * (MEMBER_EVENT_TYPES.relays, a DeliveryRelaysUpdate): each change of a relay shows in the open
 * log at once. The delivery itself was published by the alert pipeline; the log merges the relays
 * into its row. Best effort: a lost event costs a live update, the log reads the truth again on
 * reconnect.
 */
@Injectable()
export class DeliveryRelaysPublisher {
  private readonly logger = new Logger(DeliveryRelaysPublisher.name);

  constructor(
    private readonly relays: RelaysRepository,
    private readonly events: MemberEvents,
  ) {}

  async publish(memberId: string, deliveryId: string): Promise<void> {
    try {
      const relays = await this.relays.ofDeliveries(memberId, [deliveryId]);
      const update: DeliveryRelaysUpdate = {
        deliveryId,
        relays: (relays.get(deliveryId) ?? []).map(relayView),
      };
      await this.events.publish(memberId, MEMBER_EVENT_TYPES.relays, update);
    } catch (error) {
      this.logger.warn(`relays of ${deliveryId} not published: ${(error as Error).message}`);
    }
  }
}
