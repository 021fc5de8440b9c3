// Columns whose values are one of contracts' lists (the brokers' names, the execution targets)
// keep an SQL check that allows exactly that list (list-checks.table.ts). A migration writes such
// a check once, but the list grows (brokers/README.md, "Add a broker"): after the migrations, the
// migrate command compares each check with its list and, when they differ, replaces it. Like a repeatable migration, it follows
// the code and is a no-op otherwise. The new check is added NOT VALID (a brief lock, no scan of
// the deliveries log under it), then validated, which scans without blocking writes.
import { type Kysely, sql } from 'kysely';

export interface ListCheck {
  table: string;
  column: string;
  /** The constraint's name (the one PostgreSQL gave the column's check in its migration). */
  constraint: string;
  values: readonly string[];
}

const IDENTIFIER = /^[a-z_][a-z0-9_]*$/;
const VALUE = /^[a-z][a-z0-9_-]*$/;

/** The text literals a check constraint's definition allows. */
export function literalsOf(definition: string): string[] {
  return [...definition.matchAll(/'([^']*)'::text/g)].map((match) => match[1] ?? '');
}

const sameSet = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && [...a].sort().join('\n') === [...b].sort().join('\n');

/**
 * Replaces every check of `checks` whose allowed values differ from its list; returns the
 * constraints it replaced. Safe to run from several migrators at once (one advisory lock).
 */
export async function syncListChecks<DB>(
  db: Kysely<DB>,
  checks: readonly ListCheck[],
): Promise<string[]> {
  for (const check of checks) {
    if (![check.table, check.column, check.constraint].every((name) => IDENTIFIER.test(name))) {
      throw new Error(`list check ${check.constraint}: not a plain identifier`);
    }
    const bad = check.values.find((value) => !VALUE.test(value));
    if (bad !== undefined) throw new Error(`list check ${check.constraint}: bad value ${bad}`);
  }
  const replaced = await db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(hashtext('tickrelay.list-checks'))`.execute(trx);
    const changed: ListCheck[] = [];
    for (const check of checks) {
      const { rows } = await sql<{ definition: string }>`
        select pg_get_constraintdef(oid) as definition from pg_constraint
         where conrelid = ${check.table}::regclass and conname = ${check.constraint}`.execute(trx);
      const current = rows[0] ? literalsOf(rows[0].definition) : null;
      if (current && sameSet(current, check.values)) continue;
      const list = check.values.map((value) => `'${value}'`).join(', ');
      await sql
        .raw(
          `alter table ${check.table} drop constraint if exists ${check.constraint}, ` +
            `add constraint ${check.constraint} check (${check.column} in (${list})) not valid`,
        )
        .execute(trx);
      changed.push(check);
    }
    return changed;
  });
  for (const check of replaced) {
    await sql.raw(`alter table ${check.table} validate constraint ${check.constraint}`).execute(db);
  }
  return replaced.map((check) => check.constraint);
}
