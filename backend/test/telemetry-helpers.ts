// Shared by the telemetry integration tests: sample batches, queue and table inspection, a worker
// child process, and throwaway Redis (with AOF) and Postgres servers for the fault tests.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { Queue } from 'bullmq';
import { Pool } from 'pg';
import request from 'supertest';

import { createDatabase, createPool } from '../src/database/database.connection';
import { ensureDatabaseExists, migrateToLatest } from '../src/database/migrator';
import { builtEntry } from './support/build';
import { exitOf, sparePort, ThrowawayRedis, waitFor } from './support/processes';

export const TEST_DATABASE_URL = process.env.DATABASE_URL ?? '';
export const TEST_REDIS_URL = process.env.REDIS_URL ?? '';

export function telemetryQueue(redisUrl: string, prefix: string, name = 'telemetry'): Queue {
  return new Queue(name, { connection: { url: redisUrl }, prefix });
}

/** Every job the queue holds, whatever its state. */
export async function jobCount(queue: Queue): Promise<number> {
  const counts = await queue.getJobCounts(
    'wait',
    'active',
    'completed',
    'failed',
    'delayed',
    'prioritized',
    'waiting-children',
  );
  return Object.values(counts).reduce((sum, count) => sum + count, 0);
}

export async function pendingCount(queue: Queue): Promise<number> {
  const counts = await queue.getJobCounts('wait', 'active', 'delayed', 'prioritized');
  return Object.values(counts).reduce((sum, count) => sum + count, 0);
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

export async function migrate(databaseUrl: string): Promise<void> {
  await ensureDatabaseExists(databaseUrl);
  const db = createDatabase(createPool({ connectionString: databaseUrl, max: 1 }));
  try {
    await migrateToLatest(db);
  } finally {
    await db.destroy();
  }
}

export interface WorkerProcess {
  child: ChildProcess;
  port: number;
  logs: () => string;
  kill: (signal?: NodeJS.Signals) => Promise<{ code: number | null; signal: string | null }>;
}

/** The compiled worker entry point as a child process, ready when its /health/live answers. */
export async function startWorker(env: NodeJS.ProcessEnv): Promise<WorkerProcess> {
  const port = await sparePort();
  const child = spawn(process.execPath, [builtEntry('worker.js')], {
    env: {
      ...process.env,
      WORKER_PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  await waitFor(
    async () => {
      if (child.exitCode !== null) throw new Error(`worker exited: ${output}`);
      const response = await request(`http://127.0.0.1:${port}`).get('/health/live');
      return response.status === 200 ? true : undefined;
    },
    20000,
    'worker liveness',
  );
  return {
    child,
    port,
    logs: () => output,
    kill: async (signal = 'SIGKILL') => {
      const exited = exitOf(child);
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
  };
}

/**
 * A throwaway redis-server that persists every write to its AOF before answering (appendfsync
 * always), so a stop and restart on the same directory keeps every acknowledged job.
 */
export class DurableThrowawayRedis extends ThrowawayRedis {
  readonly dir = mkdtempSync(join(tmpdir(), 'tickrelay-redis-'));

  protected override serverArgs(): string[] {
    return [
      '--port',
      String(this.port),
      '--bind',
      '127.0.0.1',
      '--dir',
      this.dir,
      '--save',
      '',
      '--appendonly',
      'yes',
      '--appendfsync',
      'always',
      '--maxmemory-policy',
      'noeviction',
    ];
  }

  // stop() is the inherited SIGKILL: nothing gets a chance to flush; only the AOF survives.

  async destroy(): Promise<void> {
    await this.stop();
    rmSync(this.dir, { recursive: true, force: true });
  }
}

const PG_BIN = '/usr/lib/postgresql/15/bin';

/** A private Postgres cluster (initdb as the postgres user) on a spare port; never the shared one. */
export class ThrowawayPostgres {
  readonly dir = mkdtempSync(join(tmpdir(), 'tickrelay-pg-'));
  private readonly data = join(this.dir, 'data');

  constructor(readonly port: number) {}

  url(database: string): string {
    return `postgres://postgres@127.0.0.1:${this.port}/${database}`;
  }

  private asPostgres(command: string, args: string[]): string {
    return execFileSync('runuser', ['-u', 'postgres', '--', join(PG_BIN, command), ...args], {
      stdio: 'pipe',
      timeout: 60000,
    }).toString();
  }

  init(): void {
    chmodSync(this.dir, 0o777);
    this.asPostgres('initdb', ['-D', this.data, '-A', 'trust', '-U', 'postgres', '--no-sync']);
  }

  start(): void {
    this.asPostgres('pg_ctl', [
      '-D',
      this.data,
      '-l',
      join(this.dir, 'server.log'),
      '-w',
      '-o',
      `-p ${this.port} -k ${this.dir} -c listen_addresses=127.0.0.1 -c fsync=off`,
      'start',
    ]);
  }

  stop(): void {
    this.asPostgres('pg_ctl', ['-D', this.data, '-m', 'fast', '-w', 'stop']);
  }

  destroy(): void {
    try {
      this.stop();
    } catch {
      // Already stopped.
    }
    rmSync(this.dir, { recursive: true, force: true });
  }
}

export function poolFor(databaseUrl: string): Pool {
  return new Pool({ connectionString: databaseUrl, max: 2 });
}
