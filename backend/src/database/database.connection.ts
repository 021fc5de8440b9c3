import { Kysely, PostgresDialect } from 'kysely';
import { Pool, type PoolConfig } from 'pg';

import type { Database } from './database.types';

export interface DatabaseConnectionOptions {
  connectionString: string;
  max?: number;
  applicationName?: string;
  onPoolError?: (error: Error) => void;
}

export function createPool(options: DatabaseConnectionOptions): Pool {
  const config: PoolConfig = {
    connectionString: options.connectionString,
    max: options.max ?? 10,
    // A dead or unreachable Postgres must surface as an error quickly, not as a hung request.
    connectionTimeoutMillis: 3000,
    idleTimeoutMillis: 30000,
    application_name: options.applicationName ?? 'tickrelay',
  };
  const pool = new Pool(config);
  // An idle client losing its connection (Postgres restart) emits here; without a listener it crashes the process.
  pool.on('error', (error) => options.onPoolError?.(error));
  return pool;
}

export function createDatabase(pool: Pool): Kysely<Database> {
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
}

/** The same URL pointing at another database (used to reach `postgres` when creating the app's one). */
export function withDatabaseName(connectionString: string, database: string): string {
  const url = new URL(connectionString);
  url.pathname = `/${encodeURIComponent(database)}`;
  return url.toString();
}

export function databaseNameOf(connectionString: string): string {
  const name = decodeURIComponent(new URL(connectionString).pathname.replace(/^\//, ''));
  if (!name) throw new Error('DATABASE_URL names no database (expected …/<database>)');
  return name;
}
