// Shared by the telemetry integration tests: the telemetry queue and the stored rows.
import { Queue } from 'bullmq';
import { Pool } from 'pg';

export const TEST_DATABASE_URL = process.env.DATABASE_URL ?? '';
export const TEST_REDIS_URL = process.env.REDIS_URL ?? '';

export function telemetryQueue(redisUrl: string, prefix: string, name = 'telemetry'): Queue {
  return new Queue(name, { connection: { url: redisUrl }, prefix });
}

export async function countRows(
  pool: Pool,
  eventIds?: string[],
): Promise<{ rows: number; distinct: number }> {
  const result = await pool.query<{ rows: number; distinct: number }>(
    eventIds
      ? 'select count(*)::int as rows, count(distinct event_id)::int as distinct from telemetry_events where event_id = any($1::uuid[])'
      : 'select count(*)::int as rows, count(distinct event_id)::int as distinct from telemetry_events',
    eventIds ? [eventIds] : [],
  );
  return result.rows[0] ?? { rows: 0, distinct: 0 };
}

export function poolFor(databaseUrl: string): Pool {
  return new Pool({ connectionString: databaseUrl, max: 2 });
}
