// Throwaway redis-server processes on spare ports for the fault tests: they are stopped and
// restarted at will, never the machine's shared Redis.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { exitOf, waitFor } from '../processes/process.helpers';

const REDIS_SERVER = process.env.REDIS_SERVER_BIN ?? '/usr/bin/redis-server';

/** Memory only: a stop loses everything, like a crash of a cache. */
export class ThrowawayRedis {
  private child: ChildProcess | undefined;

  constructor(readonly port: number) {}

  get url(): string {
    return `redis://127.0.0.1:${this.port}/0`;
  }

  protected persistenceArgs(): string[] {
    return ['--save', '', '--appendonly', 'no'];
  }

  async start(): Promise<void> {
    const args = ['--port', String(this.port), '--bind', '127.0.0.1', ...this.persistenceArgs()];
    const child = spawn(REDIS_SERVER, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    this.child = child;
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('error', (error) => (output += error.message));
    await waitFor(
      () => {
        if (child.exitCode !== null || output.includes('ENOENT')) {
          throw new Error(`redis-server exited: ${output}`);
        }
        return Promise.resolve(output.includes('Ready to accept connections') ? true : undefined);
      },
      10000,
      `redis-server on port ${this.port}`,
    );
  }

  /** SIGKILL: nothing gets a chance to flush, as in a crash. */
  async stop(): Promise<void> {
    const child = this.child;
    if (!child) return;
    this.child = undefined;
    const exited = exitOf(child);
    child.kill('SIGKILL');
    await exited;
  }
}

/**
 * Persists every write to its AOF before answering (appendfsync always), so a stop and restart on
 * the same directory keeps every acknowledged job.
 */
export class DurableThrowawayRedis extends ThrowawayRedis {
  readonly dir = mkdtempSync(join(tmpdir(), 'tickrelay-redis-'));

  protected override persistenceArgs(): string[] {
    return [
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

  async destroy(): Promise<void> {
    await this.stop();
    rmSync(this.dir, { recursive: true, force: true });
  }
}
