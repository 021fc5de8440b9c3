import { Injectable } from '@nestjs/common';
import type { RelayCode, RelayStatus } from '@tickrelay/contracts/destinations/destinations';
import type { Selectable } from 'kysely';

import { DatabaseService } from '@/database/database.service';
import type { Database } from '@/database/database.types';

import type { Db } from './destinations.repository';
import type { DeliveryRelayRow, DestinationRow } from './destinations.tables';

/** A row of the deliveries log, read to relay it (its module owns it; this reads by key only). */
export type LoggedDelivery = Selectable<Database['deliveries']>;

export interface RelayKey {
  deliveryId: string;
  destinationId: string;
}

export interface RelayOutcome {
  status: RelayStatus;
  attempts: number;
  code: RelayCode | null;
  httpStatus: number | null;
}

/** Relays still open: an attempt may change them. */
const OPEN: RelayStatus[] = ['pending', 'retrying'];

/**
 * An open relay untouched for this long is not counted as outstanding: its job is gone (a Redis
 * that lost it), and it must not hold the member's cap for ever. Longer than any live relay waits
 * (five attempts, a Retry-After of at most an hour, the member's line).
 */
const OUTSTANDING_WINDOW_MS = 2 * 60 * 60 * 1000;

/** delivery_relays: each delivery's relays to the member's destinations. */
@Injectable()
export class RelaysRepository {
  constructor(private readonly database: DatabaseService) {}

  get db(): Db {
    return this.database.db;
  }

  /**
   * A pending row per destination, once: a delivery dispatched again keeps the rows it has.
   * Returns the delivery's relays still pending (those whose job may still need adding).
   */
  async createPending(
    delivery: { deliveryId: string; receivedAt: Date; memberId: string },
    destinations: readonly DestinationRow[],
  ): Promise<DeliveryRelayRow[]> {
    if (destinations.length === 0) return [];
    const now = new Date();
    await this.db
      .insertInto('delivery_relays')
      .values(
        destinations.map((destination) => ({
          delivery_id: delivery.deliveryId,
          received_at: delivery.receivedAt,
          destination_id: destination.id,
          member_id: delivery.memberId,
          kind: destination.kind,
          label: destination.label,
          status: 'pending' as const,
          code: null,
          http_status: null,
          updated_at: now,
        })),
      )
      .onConflict((conflict) => conflict.columns(['delivery_id', 'destination_id']).doNothing())
      .execute();
    return this.db
      .selectFrom('delivery_relays')
      .selectAll()
      .where('delivery_id', '=', delivery.deliveryId)
      .where('status', '=', 'pending')
      .execute();
  }

  one(key: RelayKey, db: Db = this.db): Promise<DeliveryRelayRow | undefined> {
    return db
      .selectFrom('delivery_relays')
      .selectAll()
      .where('delivery_id', '=', key.deliveryId)
      .where('destination_id', '=', key.destinationId)
      .executeTakeFirst();
  }

  /** The relays of the member's deliveries, oldest destination first. */
  async ofDeliveries(
    memberId: string,
    deliveryIds: readonly string[],
  ): Promise<Map<string, DeliveryRelayRow[]>> {
    const byDelivery = new Map<string, DeliveryRelayRow[]>();
    if (deliveryIds.length === 0) return byDelivery;
    const rows = await this.db
      .selectFrom('delivery_relays')
      .selectAll()
      .where('delivery_id', 'in', [...new Set(deliveryIds)])
      .where('member_id', '=', memberId)
      .orderBy('created_at')
      .orderBy('label')
      .execute();
    for (const row of rows) {
      const list = byDelivery.get(row.delivery_id) ?? [];
      list.push(row);
      byDelivery.set(row.delivery_id, list);
    }
    return byDelivery;
  }

  /**
   * Records an attempt's outcome on a relay still open; a relay already final (ended by its
   * destination's removal, or by an earlier run of the job) is left as it is: undefined.
   */
  async record(key: RelayKey, outcome: RelayOutcome): Promise<DeliveryRelayRow | undefined> {
    return this.db
      .updateTable('delivery_relays')
      .set({
        status: outcome.status,
        attempts: outcome.attempts,
        code: outcome.code,
        http_status: outcome.httpStatus,
        updated_at: new Date(),
      })
      .where('delivery_id', '=', key.deliveryId)
      .where('destination_id', '=', key.destinationId)
      .where('status', 'in', OPEN)
      .returningAll()
      .executeTakeFirst();
  }

  /** Ends every open relay of a removed destination: failed DESTINATION_REMOVED. */
  endOpenOf(destinationId: string, db: Db): Promise<DeliveryRelayRow[]> {
    return db
      .updateTable('delivery_relays')
      .set({ status: 'failed', code: 'DESTINATION_REMOVED', updated_at: new Date() })
      .where('destination_id', '=', destinationId)
      .where('status', 'in', OPEN)
      .returningAll()
      .execute();
  }

  /**
   * The member's relays outstanding (queued, running or waiting for a retry) besides this
   * delivery's own: what RELAY_MEMBER_BACKLOG_MAX caps (a partial index keeps it cheap).
   */
  async outstandingOf(memberId: string, exceptDeliveryId: string): Promise<number> {
    const row = await this.db
      .selectFrom('delivery_relays')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .where('member_id', '=', memberId)
      .where('status', 'in', OPEN)
      .where('updated_at', '>', new Date(Date.now() - OUTSTANDING_WINDOW_MS))
      .where('delivery_id', '<>', exceptDeliveryId)
      .executeTakeFirstOrThrow();
    return Number(row.count);
  }

  /** Ends a delivery's pending relays that were never queued (past the member's cap). */
  endUnqueued(
    deliveryId: string,
    destinationIds: readonly string[],
    code: RelayCode,
  ): Promise<DeliveryRelayRow[]> {
    if (destinationIds.length === 0) return Promise.resolve([]);
    return this.db
      .updateTable('delivery_relays')
      .set({ status: 'failed', code, updated_at: new Date() })
      .where('delivery_id', '=', deliveryId)
      .where('destination_id', 'in', [...destinationIds])
      .where('status', '=', 'pending')
      .returningAll()
      .execute();
  }

  /** The delivery a relay is about, by the log's key. */
  delivery(deliveryId: string, receivedAt: Date): Promise<LoggedDelivery | undefined> {
    return this.db
      .selectFrom('deliveries')
      .selectAll()
      .where('delivery_id', '=', deliveryId)
      .where('received_at', '=', receivedAt)
      .executeTakeFirst();
  }

  /** Relays of deliveries older than the log's retention (the log drops them with partitions). */
  async pruneBefore(cutoff: Date): Promise<number> {
    const result = await this.db
      .deleteFrom('delivery_relays')
      .where('received_at', '<', cutoff)
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  }
}
