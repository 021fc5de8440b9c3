// The compiled worker entry point as a child process (the JavaScript Docker runs), on a spare port.
import { type ChildProcess, spawn } from 'node:child_process';

import { exitOf, sparePort, waitFor } from '@tickrelay/testing/processes/process.helpers';

import { builtEntry } from './build';

export interface WorkerProcess {
  child: ChildProcess;
  port: number;
  logs: () => string;
  kill: (signal?: NodeJS.Signals) => Promise<{ code: number | null; signal: string | null }>;
}

/** Starts the worker and waits until its /health/live (or /health/ready) answers 200. */
export async function startWorker(
  env: NodeJS.ProcessEnv,
  options: { until?: 'live' | 'ready' } = {},
): Promise<WorkerProcess> {
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
  const probe = `/health/${options.until ?? 'live'}`;
  await waitFor(
    async () => {
      if (child.exitCode !== null) throw new Error(`worker exited: ${output}`);
      const response = await fetch(`http://127.0.0.1:${port}${probe}`);
      return response.status === 200 ? true : undefined;
    },
    20000,
    `worker ${probe}`,
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
