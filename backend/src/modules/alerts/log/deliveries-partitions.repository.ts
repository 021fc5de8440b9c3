import { Injectable, Logger } from '@nestjs/common';
import { sql } from 'kysely';

import { CHECK_VIOLATION, DUPLICATE_TABLE, sqlState, UNIQUE_VIOLATION } from '@/database/sql-state';

import { DeliveriesDatabase } from './deliveries-database';
import {
  addDays,
  DEFAULT_PARTITION,
  DELIVERIES_TABLE,
  partitionName,
} from './deliveries-partitions';

/** Partition upkeep of the deliveries log (the maintenance job); names come from partitionName. */
@Injectable()
export class DeliveriesPartitionsRepository {
  private readonly logger = new Logger(DeliveriesPartitionsRepository.name);

  constructor(private readonly database: DeliveriesDatabase) {}

  async listPartitions(): Promise<string[]> {
    const result = await sql<{ name: string }>`
      select c.relname as name from pg_inherits i join pg_class c on c.oid = i.inhrelid
      where i.inhparent = ${DELIVERIES_TABLE}::regclass order by c.relname`.execute(
      this.database.db,
    );
    return result.rows.map((row) => row.name);
  }

  /**
   * Creates the partition of `day` (no-op when it exists). When the default partition already
   * holds rows of that day, they are moved into the new partition in one transaction.
   */
  async createPartition(day: Date): Promise<void> {
    const name = sql.table(partitionName(day));
    const bounds = sql.raw(`from ('${day.toISOString()}') to ('${addDays(day, 1).toISOString()}')`);
    try {
      await sql`create table if not exists ${name} partition of ${sql.table(DELIVERIES_TABLE)}
        for values ${bounds}`.execute(this.database.db);
    } catch (error) {
      const state = sqlState(error);
      // Another worker created it at the same moment.
      if (state === DUPLICATE_TABLE || state === UNIQUE_VIOLATION) return;
      if (state !== CHECK_VIOLATION) throw error;
      await this.moveDefaultRowsInto(day);
    }
  }

  private async moveDefaultRowsInto(day: Date): Promise<void> {
    const name = sql.table(partitionName(day));
    const table = sql.table(DELIVERIES_TABLE);
    const fallback = sql.table(DEFAULT_PARTITION);
    const from = day.toISOString();
    const to = addDays(day, 1).toISOString();
    await this.database.db.transaction().execute(async (trx) => {
      // Writers routed to the default partition wait until the rows have moved.
      await sql`lock table ${fallback} in exclusive mode`.execute(trx);
      await sql`create table ${name} (like ${table} including defaults including constraints)`.execute(
        trx,
      );
      await sql`insert into ${name} select * from ${fallback}
        where received_at >= ${from} and received_at < ${to}`.execute(trx);
      await sql`delete from ${fallback} where received_at >= ${from} and received_at < ${to}`.execute(
        trx,
      );
      await sql`alter table ${table} attach partition ${name}
        for values ${sql.raw(`from ('${from}') to ('${to}')`)}`.execute(trx);
    });
    this.logger.log(`moved rows of ${partitionName(day)} out of the default partition`);
  }

  async dropPartition(name: string): Promise<void> {
    await sql`drop table if exists ${sql.table(name)}`.execute(this.database.db);
  }

  /** Expired rows that landed in the default partition. */
  async deleteDefaultRowsBefore(cutoff: Date): Promise<number> {
    const result = await sql`delete from ${sql.table(DEFAULT_PARTITION)}
      where received_at < ${cutoff.toISOString()}`.execute(this.database.db);
    return Number(result.numAffectedRows ?? 0);
  }
}
