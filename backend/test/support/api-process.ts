// The compiled api entry point as a child process (the JavaScript Docker runs), on a spare port:
// for tests that kill the api the way a crash does (SIGKILL, OOM) rather than closing it.
import { type ChildProcess, spawn } from 'node:child_process';

import { exitOf, sparePort, waitFor } from '@tickrelay/testing/processes/process.helpers';

import { builtEntry } from './build';

export interface ApiProcess {
  child: ChildProcess;
  url: string;
  logs: () => string;
  kill: (signal?: NodeJS.Signals) => Promise<{ code: number | null; signal: string | null }>;
}

/** Starts the api and waits until /api/health/ready answers 200. */
export async function startApiProcess(env: NodeJS.ProcessEnv): Promise<ApiProcess> {
  const port = await sparePort();
  const child = spawn(process.execPath, [builtEntry('main.js')], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitFor(
      async () => {
        if (child.exitCode !== null) throw new Error(`api exited: ${output}`);
        const response = await fetch(`${url}/api/health/ready`);
        return response.status === 200 ? true : undefined;
      },
      20000,
      'api /api/health/ready',
    );
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
  return {
    child,
    url,
    logs: () => output,
    kill: async (signal = 'SIGKILL') => {
      const exited = exitOf(child);
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
  };
}
