import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

import { Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import type { Pool, PoolClient } from 'pg';
import { from as copyFrom } from 'pg-copy-streams';

import { withTimeout } from '@/common/async/with-timeout';
import { toStorableText } from '@/common/validation/storable-text';
import { AppConfig } from '@/config/app-config';
import { createPool } from '@/database/database.connection';
import { CHECK_VIOLATION, DUPLICATE_TABLE, sqlState, UNIQUE_VIOLATION } from '@/database/sql-state';

import { COPY_STATEMENT, TELEMETRY_COLUMNS } from './telemetry-copy';
import { addDays, DEFAULT_PARTITION, partitionName, TELEMETRY_TABLE } from './telemetry-partitions';

export function isUniqueViolation(error: unknown): boolean {
  return sqlState(error) === UNIQUE_VIOLATION;
}

/**
 * PostgreSQL refused the rows themselves, and would refuse them again however often they were
 * retried: class 22 (data exception: NUL, a lone surrogate, a bad timestamp…), 23 (integrity
 * constraint) and 54000 (a value too big). Everything else — connection (08), resources (53: disk
 * full, too many connections), operator intervention (57: statement timeout, shutdown), read-only
 * (25006), an error without SQLSTATE — may pass, so it is retried and never dead-lettered.
 */
export function isPermanentDataError(error: unknown): boolean {
  const state = sqlState(error);
  return state !== undefined && (/^2[23]/.test(state) || state === '54000');
}

/** An event PostgreSQL refused for good, kept in telemetry_dead_letters. */
export interface DeadLetter {
  /** The event as JSON text (JSON.stringify keeps NUL and lone surrogates as escapes). */
  event: string;
  reason: string;
  sqlstate: string | undefined;
  /** The job's receivedAt; null when it is not a timestamp at all. */
  receivedAt: string | null;
}

const DEAD_LETTER_INSERT = `
  insert into telemetry_dead_letters (key, event, reason, sqlstate, received_at)
  select encode(sha256(convert_to(coalesce(r.received_at, '') || E'\\n' || r.event, 'UTF8')), 'hex'),
         r.event, r.reason, r.sqlstate, r.received_at::timestamptz
  from json_to_recordset($1::json) as r(event text, reason text, sqlstate text, received_at text)
  on conflict (key) do nothing`;

const quote = (identifier: string) => `"${identifier.replace(/"/g, '""')}"`;
const INSERT_IGNORING_DUPLICATES = `
  insert into ${TELEMETRY_TABLE} (${TELEMETRY_COLUMNS.join(', ')})
  select ${TELEMETRY_COLUMNS.join(', ')} from json_populate_recordset(null::${TELEMETRY_TABLE}, $1)
  on conflict do nothing`;

/**
 * SQL of the worker's side of telemetry: bulk writes and partition upkeep. It owns a small pg pool
 * of its own, so ingest never waits behind other jobs' queries (and COPY needs a raw client).
 */
@Injectable()
export class TelemetryEventsRepository implements OnApplicationShutdown {
  private readonly pool: Pool;
  private readonly logger = new Logger(TelemetryEventsRepository.name);

  constructor(config: AppConfig) {
    this.pool = createPool({
      connectionString: config.databaseUrl,
      // Two COPYs in flight plus maintenance.
      max: 4,
      applicationName: 'tickrelay-telemetry',
      onPoolError: (error) => this.logger.warn(`Postgres idle client error: ${error.message}`),
    });
  }

  /** Fastest path: one COPY. Fails with a unique violation if any row is already stored. */
  async copy(text: string): Promise<void> {
    await this.withClient(async (client) => {
      await pipeline(Readable.from([text]), client.query(copyFrom(COPY_STATEMENT)));
    });
  }

  /** For a redelivered batch: rows already stored are skipped. Returns the rows written. */
  async insertIgnoringDuplicates(jsonRecords: string): Promise<number> {
    const result = await this.pool.query(INSERT_IGNORING_DUPLICATES, [jsonRecords]);
    return result.rowCount ?? 0;
  }

  /** Keeps refused events (a redelivered one once). Returns the rows written. */
  async deadLetter(letters: readonly DeadLetter[]): Promise<number> {
    const rows = letters.map((letter) => ({
      event: letter.event,
      // The driver's message may quote the refused text.
      reason: toStorableText(letter.reason),
      sqlstate: letter.sqlstate ?? null,
      received_at: letter.receivedAt,
    }));
    const result = await this.pool.query(DEAD_LETTER_INSERT, [JSON.stringify(rows)]);
    return result.rowCount ?? 0;
  }

  async listPartitions(): Promise<string[]> {
    const result = await this.pool.query<{ name: string }>(
      `select c.relname as name from pg_inherits i join pg_class c on c.oid = i.inhrelid
       where i.inhparent = $1::regclass order by c.relname`,
      [TELEMETRY_TABLE],
    );
    return result.rows.map((row) => row.name);
  }

  /**
   * Creates the partition of `day` (no-op when it exists). When the default partition already
   * holds rows of that day, they are moved into the new partition in the same transaction.
   */
  async createPartition(day: Date): Promise<void> {
    const name = partitionName(day);
    const bounds = `from ('${day.toISOString()}') to ('${addDays(day, 1).toISOString()}')`;
    try {
      await this.pool.query(
        `create table if not exists ${quote(name)} partition of ${TELEMETRY_TABLE} for values ${bounds}`,
      );
    } catch (error) {
      const state = sqlState(error);
      // Another worker created it at the same moment.
      if (state === DUPLICATE_TABLE || state === UNIQUE_VIOLATION) return;
      if (state !== CHECK_VIOLATION) throw error;
      await this.moveDefaultRowsInto(name, day, bounds);
    }
  }

  private async moveDefaultRowsInto(name: string, day: Date, bounds: string): Promise<void> {
    const range = [day.toISOString(), addDays(day, 1).toISOString()];
    await this.withClient(async (client) => {
      await client.query('begin');
      try {
        // Writers routed to the default partition wait until the rows have moved.
        await client.query(`lock table ${DEFAULT_PARTITION} in exclusive mode`);
        await client.query(
          `create table ${quote(name)} (like ${TELEMETRY_TABLE} including defaults including constraints)`,
        );
        await client.query(
          `insert into ${quote(name)} select * from ${DEFAULT_PARTITION}
           where received_at >= $1 and received_at < $2`,
          range,
        );
        await client.query(
          `delete from ${DEFAULT_PARTITION} where received_at >= $1 and received_at < $2`,
          range,
        );
        await client.query(
          `alter table ${TELEMETRY_TABLE} attach partition ${quote(name)} for values ${bounds}`,
        );
        await client.query('commit');
        this.logger.log(`moved rows of ${name} out of the default partition`);
      } catch (error) {
        await client.query('rollback').catch(() => undefined);
        throw error;
      }
    });
  }

  async dropPartition(name: string): Promise<void> {
    await this.pool.query(`drop table if exists ${quote(name)}`);
  }

  /** Expired rows that landed in the default partition. */
  async deleteDefaultRowsBefore(cutoff: Date): Promise<number> {
    const result = await this.pool.query(
      `delete from ${DEFAULT_PARTITION} where received_at < $1`,
      [cutoff.toISOString()],
    );
    return result.rowCount ?? 0;
  }

  private async withClient<T>(work: (client: PoolClient) => Promise<T>): Promise<T> {
    const client = await this.pool.connect();
    try {
      const result = await work(client);
      client.release();
      return result;
    } catch (error) {
      // An error without SQLSTATE means the connection itself broke: never reuse that client.
      client.release(sqlState(error) === undefined);
      throw error;
    }
  }

  async onApplicationShutdown(): Promise<void> {
    await withTimeout(this.pool.end(), 5000, 'telemetry pool end').catch((error: Error) =>
      this.logger.warn(error.message),
    );
  }
}
