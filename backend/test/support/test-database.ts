import { dropDatabase } from '@tickrelay/testing/database/database-reset';
import { Pool } from 'pg';

import {
  createDatabase,
  createPool,
  databaseNameOf,
  withDatabaseName,
} from '../../src/database/database.connection';
import { ensureDatabaseExists, migrateToLatest } from '../../src/database/migrator';

/** Creates the database when missing and applies every migration, as the migrate command does. */
export async function migrate(databaseUrl: string): Promise<void> {
  await ensureDatabaseExists(databaseUrl);
  const db = createDatabase(createPool({ connectionString: databaseUrl, max: 1 }));
  try {
    await migrateToLatest(db);
  } finally {
    await db.destroy();
  }
}

/** Replaces `targetUrl`'s database by a copy of `sourceUrl`'s (which must have no connection open). */
export async function copyDatabase(sourceUrl: string, targetUrl: string): Promise<void> {
  await dropDatabase(targetUrl);
  const quote = (name: string): string => `"${name.replace(/"/g, '""')}"`;
  const pool = new Pool({ connectionString: withDatabaseName(sourceUrl, 'postgres'), max: 1 });
  try {
    await pool.query(
      `create database ${quote(databaseNameOf(targetUrl))} template ${quote(databaseNameOf(sourceUrl))}`,
    );
  } finally {
    await pool.end();
  }
}
