// One Lighthouse run (performance only) through its CLI, tried again when it fails with a runtime
// error (Chrome crashed or timed out, NO_FCP, a protocol error): one such failure no longer aborts
// the whole bench, and every retry is reported.
import { execFile } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';

import { repoRoot } from '../../scripts/lib/stack';

const execFileAsync = promisify(execFile);

export const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
export const chromeFlags =
  '--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync --no-first-run';
const lighthouseCli = join(repoRoot, 'bench/node_modules/lighthouse/cli/index.js');
export const MAX_TRIES = 3;

export type Mode = 'mobile' | 'desktop';

export interface LighthouseFigures {
  score: number;
  cls: number;
  lcpMs: number;
  tbtMs: number;
  /** Attempts this figure took (1 = first try). */
  tries: number;
}

export interface LighthouseFailure {
  url: string;
  mode: Mode;
  attempt: number;
  reason: string;
}

interface Report {
  runtimeError?: { code: string; message: string };
  categories: { performance: { score: number | null } };
  audits: Record<string, { numericValue?: number }>;
}

export const lighthouseInstalled = (): boolean => {
  try {
    readFileSync(lighthouseCli);
    return true;
  } catch {
    return false;
  }
};

async function runOnce(url: string, mode: Mode, output: string): Promise<Report> {
  rmSync(output, { force: true });
  const args = [
    lighthouseCli,
    url,
    '--quiet',
    '--only-categories=performance',
    '--output=json',
    `--output-path=${output}`,
    `--chrome-flags=${chromeFlags}`,
  ];
  if (mode === 'desktop') args.push('--preset=desktop');
  await execFileAsync('node', args, {
    env: { ...process.env, CHROME_PATH: chromePath },
    maxBuffer: 64 * 1024 * 1024,
    timeout: 180_000,
  });
  const report = JSON.parse(readFileSync(output, 'utf8')) as Report;
  if (report.runtimeError) {
    throw new Error(`${report.runtimeError.code}: ${report.runtimeError.message}`);
  }
  if (report.categories.performance.score === null) throw new Error('no performance score');
  return report;
}

/** Lighthouse's own runtimeError when its report says one, else the error's first line. */
function failureReason(error: unknown, output: string): string {
  try {
    const report = JSON.parse(readFileSync(output, 'utf8')) as Report;
    if (report.runtimeError) {
      return `${report.runtimeError.code}: ${report.runtimeError.message}`.slice(0, 240);
    }
  } catch {
    // No report written (Chrome did not start, the CLI crashed): the error says why.
  }
  const { message, stderr } = error as { message?: string; stderr?: string };
  const lastLine = stderr?.trim().split('\n').pop();
  return (lastLine || message || String(error)).split('\n')[0]!.slice(0, 240);
}

/** Runs Lighthouse up to MAX_TRIES times; null when every try failed (each failure recorded). */
export async function lighthouse(
  url: string,
  mode: Mode,
  output: string,
  failures: LighthouseFailure[],
): Promise<LighthouseFigures | null> {
  for (let attempt = 1; attempt <= MAX_TRIES; attempt += 1) {
    try {
      const report = await runOnce(url, mode, output);
      return {
        score: Math.round((report.categories.performance.score ?? 0) * 100),
        cls: report.audits['cumulative-layout-shift']?.numericValue ?? NaN,
        lcpMs: report.audits['largest-contentful-paint']?.numericValue ?? NaN,
        tbtMs: report.audits['total-blocking-time']?.numericValue ?? NaN,
        tries: attempt,
      };
    } catch (error) {
      const reason = failureReason(error, output);
      failures.push({ url, mode, attempt, reason });
      console.warn(`  lighthouse ${mode} ${url}: try ${attempt}/${MAX_TRIES} failed: ${reason}`);
    }
  }
  return null;
}
