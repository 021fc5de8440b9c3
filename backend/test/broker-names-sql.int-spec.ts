// The SQL checks on broker names follow contracts' one list (contracts/src/brokers/
// broker-connection.ts): each column's check allows exactly BROKER_NAMES, LIVE_BROKER_NAMES or
// EXECUTION_TARGETS, read from pg_constraint after the migrations. A broker added to the list
// widens them at the next migrate (src/database/list-checks.ts, run by migrate.cli.ts), with no
// migration to write.
import {
  BROKER_NAMES,
  EXECUTION_TARGETS,
  LIVE_BROKER_NAMES,
} from '@tickrelay/contracts/brokers/broker-connection';
import type { Pool } from 'pg';

import { createDatabase } from '../src/database/database.connection';
import { syncListChecks } from '../src/database/list-checks';
import { LIST_CHECKS } from '../src/database/list-checks.table';
import { poolFor } from './deliveries-helpers';

/** [table, column, the list its check must allow, the list's name]. */
const CHECKS: [string, string, readonly string[], string][] = [
  ['broker_settings', 'execution_target', EXECUTION_TARGETS, 'EXECUTION_TARGETS'],
  ['broker_connections', 'broker', LIVE_BROKER_NAMES, 'LIVE_BROKER_NAMES'],
  ['broker_audit', 'broker', BROKER_NAMES, 'BROKER_NAMES'],
  ['deliveries', 'executed_on', BROKER_NAMES, 'BROKER_NAMES'],
];

/** The text literals of the table's check constraints on the column. */
async function allowedValues(pool: Pool, table: string, column: string): Promise<string[][]> {
  const { rows } = await pool.query<{ definition: string }>(
    `select pg_get_constraintdef(oid) as definition from pg_constraint
      where conrelid = $1::regclass and contype = 'c'`,
    [table],
  );
  return rows
    .map((row) => row.definition)
    .filter((definition) => new RegExp(`\\b${column}\\b`).test(definition))
    .map((definition) =>
      [...definition.matchAll(/'([^']*)'::text/g)].map((match) => match[1] ?? ''),
    );
}

describe('SQL checks on broker names follow contracts', () => {
  let pool: Pool;

  beforeAll(() => {
    pool = poolFor();
  });

  afterAll(async () => {
    await pool?.end();
  });

  it.each(CHECKS)('%s.%s allows exactly %p (%s)', async (table, column, list, name) => {
    const checks = await allowedValues(pool, table, column);
    expect(checks).toHaveLength(1);
    const allowed = [...(checks[0] ?? [])].sort();
    const expected = [...list].sort();
    if (JSON.stringify(allowed) !== JSON.stringify(expected)) {
      throw new Error(
        `${table}.${column}'s check allows ${allowed.join(', ')} but ${name} is ` +
          `${expected.join(', ')}: src/database/list-checks.ts did not follow the list`,
      );
    }
  });

  it('widens every check when a broker joins the list, and narrows back, rows kept', async () => {
    const db = createDatabase(poolFor());
    try {
      const widened = LIST_CHECKS.map((check) => ({ ...check, values: [...check.values, 'acme'] }));
      expect(await syncListChecks(db, widened)).toEqual(LIST_CHECKS.map((c) => c.constraint));
      for (const check of LIST_CHECKS) {
        const [allowed] = await allowedValues(pool, check.table, check.column);
        expect(allowed).toContain('acme');
      }
      // Nothing differs any more: nothing is replaced.
      expect(await syncListChecks(db, widened)).toEqual([]);
      await expect(
        pool.query(
          `insert into broker_settings (member_id, execution_target) values ($1, 'bogus')`,
          ['00000000-0000-4000-8000-000000000000'],
        ),
      ).rejects.toThrow(/broker_settings_execution_target_check|violates/);
    } finally {
      await syncListChecks(db, LIST_CHECKS);
      await db.destroy();
    }
    for (const [table, column, list] of CHECKS) {
      const [allowed] = await allowedValues(pool, table, column);
      expect([...(allowed ?? [])].sort()).toEqual([...list].sort());
    }
  });
});
