// Running the set-up's commands, and printing them exactly as someone would type them.
import { spawn } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import { delimiter, join } from 'node:path';

export const isRoot = (): boolean => process.getuid?.() === 0;

// sbin is often missing from a user's PATH, and apt-installed servers live there.
const EXTRA_DIRS = ['/usr/local/sbin', '/usr/local/bin', '/usr/sbin', '/usr/bin', '/sbin', '/bin'];

export function isExecutable(path: string): boolean {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** The first executable `name` on PATH (then the usual system directories), or undefined. */
export function findCommand(name: string): string | undefined {
  const dirs = [...(process.env.PATH ?? '').split(delimiter).filter(Boolean), ...EXTRA_DIRS];
  return dirs.map((dir) => join(dir, name)).find(isExecutable);
}

export interface Outcome {
  code: number;
  output: string;
}

/** Runs a command to completion; its output is kept (and shown when `echo` is set). */
export function execute(
  argv: readonly string[],
  options: { env?: NodeJS.ProcessEnv; echo?: boolean; timeoutMs?: number } = {},
): Promise<Outcome> {
  const [command = '', ...args] = argv;
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      env: { ...process.env, ...options.env },
      stdio: ['ignore', 'pipe', 'pipe'],
      timeout: options.timeoutMs ?? 15 * 60 * 1000,
    });
    let output = '';
    const collect = (chunk: Buffer) => {
      output += chunk.toString();
      if (options.echo) process.stdout.write(chunk);
    };
    child.stdout.on('data', collect);
    child.stderr.on('data', collect);
    child.once('error', (error) => resolve({ code: 127, output: error.message }));
    child.once('close', (code) => resolve({ code: code ?? 1, output }));
  });
}

export function shellQuote(word: string): string {
  return /^[\w@%+=:,./-]+$/.test(word) ? word : `'${word.replace(/'/g, `'\\''`)}'`;
}

/** A step of the set-up: what it does, and the command that does it. */
export interface Step {
  title: string;
  argv: string[];
  /** Variables the command needs (printed before it, as `VAR=value command`). */
  env?: Record<string, string>;
}

/** The step as a root shell runs it; `sudo` prefixes it for someone who is not root. */
export function renderStep(step: Step, sudo: boolean): string {
  const env = Object.entries(step.env ?? {}).map(([name, value]) => `${name}=${shellQuote(value)}`);
  const words = [...env, ...step.argv.map(shellQuote)].join(' ');
  return sudo ? `sudo ${words}` : words;
}

export async function runStep(step: Step, log: (line: string) => void): Promise<void> {
  log(`${step.title}: ${renderStep(step, false)}`);
  const outcome = await execute(step.argv, { env: step.env });
  if (outcome.code !== 0) {
    throw new Error(`${step.title} failed (exit ${outcome.code}):\n${outcome.output.trim()}`);
  }
}
