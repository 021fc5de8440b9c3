// Empties a test database between runs without dropping it: every table of the public schema but the
// migration bookkeeping, so the schema stays migrated and ids restart.
import { Pool } from 'pg';

/** The migrator's bookkeeping (backend/src/database/migrator.ts). */
const KEEP = ['schema_migrations', 'schema_migrations_lock'];

/** Truncates `tables`, or every table of the schema (partitions through their parent) when omitted. */
export async function resetDatabase(target: Pool | string, tables?: string[]): Promise<string[]> {
  const pool = typeof target === 'string' ? new Pool({ connectionString: target, max: 1 }) : target;
  try {
    const names =
      tables ??
      (
        await pool.query<{ name: string }>(
          `select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
           where n.nspname = 'public' and c.relkind in ('r', 'p') and not c.relispartition
             and c.relname <> all($1::text[])
           order by c.relname`,
          [KEEP],
        )
      ).rows.map((row) => row.name);
    if (names.length > 0) {
      const list = names.map((name) => `"${name.replace(/"/g, '""')}"`).join(', ');
      await pool.query(`truncate ${list} restart identity cascade`);
    }
    return names;
  } finally {
    if (typeof target === 'string') await pool.end();
  }
}

/**
 * Drops a test database (closing its connections) so the next migration builds it from scratch: a
 * database left by another checkout, with migrations this one does not have, would otherwise stop
 * the migrator ("previously executed migration … is missing").
 */
export async function dropDatabase(databaseUrl: string): Promise<void> {
  const url = new URL(databaseUrl);
  const name = decodeURIComponent(url.pathname.slice(1));
  if (!name || name === 'postgres') throw new Error(`refusing to drop database '${name}'`);
  url.pathname = '/postgres';
  const pool = new Pool({ connectionString: url.toString(), max: 1 });
  try {
    await pool.query(`drop database if exists "${name.replace(/"/g, '""')}" with (force)`);
  } finally {
    await pool.end();
  }
}
