import { Injectable } from '@nestjs/common';
import { sql, type SelectQueryBuilder } from 'kysely';

import type { Database } from '@/database/database.types';

import { DeliveriesDatabase } from './deliveries-database';
import type { DeliveryRow, StoredDeliveryStatus } from './deliveries.tables';
import type { DeliveryCursor } from './delivery-cursor';

export interface DeliveryQueryFilters {
  status?: StoredDeliveryStatus;
  /** Start of the ticker, case-insensitive. */
  ticker?: string;
  from?: Date;
  to?: Date;
}

/** LIKE's own characters in a prefix typed by a member are matched literally. */
const likePrefix = (text: string) => `${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

type DeliveriesQuery = SelectQueryBuilder<Database, 'deliveries', DeliveryRow>;

/** The api's reads of a member's deliveries log; every query is scoped to the member. */
@Injectable()
export class DeliveriesRepository {
  constructor(private readonly database: DeliveriesDatabase) {}

  private ofMember(memberId: string, filters: DeliveryQueryFilters): DeliveriesQuery {
    let query = this.database.db
      .selectFrom('deliveries')
      .selectAll()
      .where('member_id', '=', memberId);
    if (filters.status) query = query.where('status', '=', filters.status);
    if (filters.ticker) {
      query = query.where(
        sql<boolean>`upper(ticker) like ${likePrefix(filters.ticker.toUpperCase())}`,
      );
    }
    if (filters.from) query = query.where('received_at', '>=', filters.from);
    if (filters.to) query = query.where('received_at', '<', filters.to);
    return query;
  }

  /** Newest first, after `cursor` (exclusive). */
  async page(
    memberId: string,
    filters: DeliveryQueryFilters,
    limit: number,
    cursor?: DeliveryCursor,
  ): Promise<DeliveryRow[]> {
    let query = this.ofMember(memberId, filters);
    if (cursor) {
      query = query.where(
        sql<boolean>`(received_at, delivery_id) < (${cursor.receivedAt}, ${cursor.id}::uuid)`,
      );
    }
    return query
      .orderBy('received_at', 'desc')
      .orderBy('delivery_id', 'desc')
      .limit(limit)
      .execute();
  }

  async one(memberId: string, deliveryId: string): Promise<DeliveryRow | undefined> {
    return this.database.db
      .selectFrom('deliveries')
      .selectAll()
      .where('member_id', '=', memberId)
      .where('delivery_id', '=', deliveryId)
      .executeTakeFirst();
  }

  /** Counts since `since`: all, duplicates, and successes (executed, or relayed with execution off). */
  async counts(
    memberId: string,
    since: Date,
  ): Promise<{ all: number; duplicates: number; succeeded: number }> {
    const row = await this.database.db
      .selectFrom('deliveries')
      .select([
        sql<number>`count(*)::int`.as('all'),
        sql<number>`(count(*) filter (where status = 'duplicate'))::int`.as('duplicates'),
        sql<number>`(count(*) filter (where status in ('executed', 'relayed')))::int`.as(
          'succeeded',
        ),
      ])
      .where('member_id', '=', memberId)
      .where('received_at', '>=', since)
      .executeTakeFirstOrThrow();
    return row;
  }
}
