// The SQL checks on broker names follow contracts' one list (contracts/src/brokers/
// broker-connection.ts): each column's check allows exactly BROKER_NAMES, LIVE_BROKER_NAMES or
// EXECUTION_TARGETS, read from pg_constraint after every migration. A broker added to the list
// fails here until a migration widens the checks (modules/brokers/README.md, "Add a broker").
import {
  BROKER_NAMES,
  EXECUTION_TARGETS,
  LIVE_BROKER_NAMES,
} from '@tickrelay/contracts/brokers/broker-connection';
import type { Pool } from 'pg';

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
          `${expected.join(', ')}: add a migration that replaces the check ` +
          '(backend/src/modules/brokers/README.md, "Add a broker")',
      );
    }
  });
});
