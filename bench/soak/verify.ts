// The end check of the soak, once the queue has drained: every event of every batch answered 202
// is in telemetry_events exactly once.
import type { Pool } from 'pg';

import { EVENTS_PER_BATCH } from './honest-load';

export interface EventCheck {
  /** Events of the batches answered 202. */
  expected: number;
  /** Rows of the run's session, and distinct event ids among them. */
  rows: number;
  distinct: number;
  /** Distinct events stored that belong to a batch answered 202. */
  storedOfExpected: number;
  lost: number;
  duplicated: number;
  /** Stored events of batches that got no 202 (e.g. answered after the client's timeout). */
  extra: number;
}

function check(expected: number, rows: number, distinct: number, storedOfExpected: number) {
  return {
    expected,
    rows,
    distinct,
    storedOfExpected,
    lost: expected - storedOfExpected,
    duplicated: rows - distinct,
    extra: distinct - storedOfExpected,
  };
}

/**
 * Honest events: ids end in their counter (request number × 10 + k), so the check joins the
 * numbers of the accepted requests against the counters found, all inside PostgreSQL.
 */
export async function checkHonestEvents(
  pool: Pool,
  sessionId: string,
  acceptedRequests: number[],
): Promise<EventCheck> {
  const client = await pool.connect();
  try {
    await client.query(`set work_mem = '256MB'`);
    const { rows } = await client.query<{ rows: string; distinct: string; of_expected: string }>(
      `with s as (
         select ('x' || lpad(right(event_id::text, 12), 16, '0'))::bit(64)::bigint as n
         from telemetry_events where session_id = $1
       ),
       a as (select unnest($2::bigint[]) as req)
       select (select count(*) from s) as rows,
              (select count(distinct n) from s) as distinct,
              (select count(distinct s.n) from s join a on a.req = s.n / ${EVENTS_PER_BATCH}) as of_expected`,
      [sessionId, acceptedRequests],
    );
    const row = rows[0];
    if (!row) throw new Error('the check query returned nothing');
    return check(
      acceptedRequests.length * EVENTS_PER_BATCH,
      Number(row.rows),
      Number(row.distinct),
      Number(row.of_expected),
    );
  } finally {
    client.release();
  }
}

/** Hostile but valid batches: few, so their ids are compared one by one. */
export async function checkHostileEvents(
  pool: Pool,
  sessionId: string,
  acceptedIds: string[],
): Promise<EventCheck> {
  const { rows } = await pool.query<{ id: string; copies: string }>(
    `select event_id::text as id, count(*) as copies from telemetry_events
     where session_id = $1 group by event_id`,
    [sessionId],
  );
  const copies = new Map(rows.map((row) => [row.id, Number(row.copies)]));
  const total = [...copies.values()].reduce((sum, n) => sum + n, 0);
  const storedOfExpected = acceptedIds.filter((id) => copies.has(id)).length;
  return check(acceptedIds.length, total, copies.size, storedOfExpected);
}

export async function deadLetters(pool: Pool): Promise<number> {
  const { rows } = await pool.query<{ n: string }>(
    'select count(*) as n from telemetry_dead_letters',
  );
  return Number(rows[0]?.n ?? 0);
}
