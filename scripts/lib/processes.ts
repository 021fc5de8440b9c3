// Child-process helpers for the local harness: run to completion, or keep running with a log file.
import { spawn, type ChildProcess } from 'node:child_process';
import { closeSync, createWriteStream, openSync, readFileSync } from 'node:fs';

export interface RunOptions {
  cwd?: string;
  env?: NodeJS.ProcessEnv;
  quiet?: boolean;
  /** Sends stdout and stderr to this file instead of the terminal. */
  logFile?: string;
}

/** Runs a command to completion, streaming its output; resolves with the exit code. */
export function run(command: string, args: string[], options: RunOptions = {}): Promise<number> {
  return new Promise((resolve, reject) => {
    const log = options.logFile === undefined ? undefined : openSync(options.logFile, 'w');
    const child = spawn(command, args, {
      cwd: options.cwd,
      env: options.env ?? process.env,
      stdio: log === undefined ? (options.quiet ? 'ignore' : 'inherit') : ['ignore', log, log],
    });
    const done = (): void => {
      if (log !== undefined) closeSync(log);
    };
    child.once('error', (error) => {
      done();
      reject(error);
    });
    child.once('exit', (code, signal) => {
      done();
      resolve(code ?? (signal ? 128 : 1));
    });
  });
}

export async function runOrThrow(command: string, args: string[], options: RunOptions = {}) {
  const code = await run(command, args, options);
  if (code !== 0) {
    throw new Error(`'${[command, ...args].join(' ')}' exited with code ${code}`);
  }
}

export interface Service {
  name: string;
  child: ChildProcess;
  logFile: string;
  exited: Promise<number>;
}

/** Starts a long-running process whose stdout and stderr go to `logFile`. */
export function startService(
  name: string,
  command: string,
  args: string[],
  logFile: string,
  options: RunOptions = {},
): Service {
  const log = createWriteStream(logFile, { flags: 'a' });
  const child = spawn(command, args, {
    cwd: options.cwd,
    env: options.env ?? process.env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.pipe(log);
  child.stderr?.pipe(log);
  const exited = new Promise<number>((resolve) => {
    child.once('exit', (code, signal) => resolve(code ?? (signal === 'SIGTERM' ? 0 : 1)));
    child.once('error', () => resolve(127));
  });
  return { name, child, logFile, exited };
}

/** Sends SIGTERM, waits up to `graceMs`, then SIGKILL. */
export async function stopService(service: Service, graceMs = 15000): Promise<void> {
  if (service.child.exitCode !== null || service.child.signalCode !== null) return;
  service.child.kill('SIGTERM');
  const timer = new Promise<'timeout'>((resolve) => setTimeout(() => resolve('timeout'), graceMs));
  if ((await Promise.race([service.exited, timer])) === 'timeout') {
    service.child.kill('SIGKILL');
    await service.exited;
  }
}

export function tail(file: string, lines = 30): string {
  try {
    return readFileSync(file, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
  } catch {
    return '(no log)';
  }
}
