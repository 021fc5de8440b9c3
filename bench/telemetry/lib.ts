// Shared helpers of the telemetry benchmark: wrk runs, medians, queue and table inspection.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

import { Queue } from 'bullmq';

import { sampleBatch } from '../../backend/src/modules/telemetry/telemetry-sample';

export const WRK = '/usr/bin/wrk';

/** wrk from Debian's package: installed when missing and we are root, else a clear error. */
export function ensureWrk(): void {
  if (existsSync(WRK)) return;
  if (process.getuid?.() === 0 && existsSync('/usr/bin/apt-get')) {
    console.log('wrk is missing: installing it from Debian packages...');
    spawnSync(
      'sh',
      ['-c', 'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq wrk'],
      {
        stdio: 'inherit',
      },
    );
    if (existsSync(WRK)) return;
  }
  throw new Error(`wrk is not installed at ${WRK}. Install it with: apt-get install -y wrk`);
}

export interface WrkResult {
  rps: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
  requests: number;
}

/** The 10-event batch of every run, its event ids replaced by a placeholder post-batch.lua fills. */
export function writeTemplate(dir: string): { path: string; bytes: number } {
  const batch = sampleBatch(10) as { events: { event_id: string }[] };
  for (const event of batch.events) event.event_id = '%%ID%%';
  const path = join(dir, 'batch-template.json');
  const text = JSON.stringify(batch);
  writeFileSync(path, text);
  // Each placeholder becomes a 36-character UUID.
  return { path, bytes: Buffer.byteLength(text) + batch.events.length * (36 - 6) };
}

export function runWrk(
  url: string,
  seconds: number,
  template: string,
  connections = 50,
): WrkResult {
  const output = execFileSync(
    WRK,
    [
      '-t1',
      `-c${connections}`,
      `-d${seconds}s`,
      '--timeout',
      '5s',
      '-s',
      join(__dirname, 'post-batch.lua'),
      url,
    ],
    {
      env: { ...process.env, BATCH_TEMPLATE: template },
      encoding: 'utf8',
      maxBuffer: 10 * 1024 * 1024,
    },
  );
  const line = output.trim().split('\n').at(-1) ?? '';
  const raw = JSON.parse(line) as {
    requests: number;
    durationUs: number;
    non2xx: number;
    connect: number;
    read: number;
    write: number;
    timeout: number;
    p50Us: number;
    p99Us: number;
  };
  const errors = raw.non2xx + raw.connect + raw.read + raw.write + raw.timeout;
  return {
    requests: raw.requests,
    rps: (raw.requests - raw.non2xx) / (raw.durationUs / 1e6),
    p50Ms: raw.p50Us / 1000,
    p99Ms: raw.p99Us / 1000,
    errors,
  };
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? NaN)
    : ((sorted[middle - 1] ?? NaN) + (sorted[middle] ?? NaN)) / 2;
}

export async function pending(queue: Queue): Promise<number> {
  const counts = await queue.getJobCounts('wait', 'active', 'delayed', 'prioritized');
  return Object.values(counts).reduce((sum, count) => sum + count, 0);
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A value of a Prometheus text exposition, summed over the series matching `match`. */
export function metric(
  text: string,
  name: string,
  match: (labels: string) => boolean = () => true,
): number {
  let sum = 0;
  for (const line of text.split('\n')) {
    const parsed = /^([a-zA-Z_:][\w:]*)(\{[^}]*\})? ([\d.e+-]+)$/.exec(line);
    if (parsed?.[1] === name && match(parsed[2] ?? '')) sum += Number(parsed[3]);
  }
  return sum;
}

/**
 * The environment a benchmark stack runs with: production, one log line per request, its own
 * queue prefix, and the telemetry rate limit still counted in Redis on every request but set out
 * of reach.
 */
export function benchStackEnv(
  queuePrefix: string,
  workerConcurrency: string,
): Record<string, string> {
  return {
    NODE_ENV: 'production',
    // Production needs an SMTP host (it refuses to log mails); the benches send no mail.
    SMTP_HOST: 'localhost',
    // Production refuses the local stand-ins unless told: the benches take no payment, verify no
    // human and send no relay (the boot log says so).
    ALLOW_LOCAL_STAND_INS: 'payments,recaptcha,discord,telegram',
    PAYMENT_SANDBOX_WEBHOOK_SECRET: 'bench-sandbox-webhook-secret',
    // Production wants a key of its own to seal webhook tokens.
    WEBHOOK_TOKEN_KEYS: 'bench:vGk2Yb1q3JkU0qg8nO2lE3Zb8yZ0hH9r2m8gT5f1c4A=',
    // And one to seal members' broker credentials, and a secret to sign download links.
    CREDENTIAL_KEYS: 'bench:VMB7gFFBE/EHvyNchHf3XsSP2A0dHCjJOIYJ74oJ/2M=',
    DOWNLOAD_LINK_SECRET: 'bench-download-link-secret-0123456789abcdef',
    LOG_LEVEL: 'info',
    QUEUE_PREFIX: queuePrefix,
    TELEMETRY_RATE_LIMIT_PER_MINUTE: '1000000',
    TELEMETRY_WORKER_CONCURRENCY: workerConcurrency,
  };
}

/**
 * Events accepted so far (the api's 202s on the batch route × 10, the benches' batch size) and
 * stored so far (telemetry_events_stored_total summed over the workers), from their /metrics.
 */
export async function acceptedAndStored(
  apiMetricsUrl: string,
  workerMetricsUrls: string[],
): Promise<{ accepted: number; stored: number }> {
  const api = await (await fetch(apiMetricsUrl)).text();
  const accepted =
    10 *
    metric(
      api,
      'http_request_duration_seconds_count',
      (labels) =>
        labels.includes('route="/api/telemetry/batch"') && labels.includes('status_code="202"'),
    );
  let stored = 0;
  for (const url of workerMetricsUrls) {
    stored += metric(await (await fetch(url)).text(), 'telemetry_events_stored_total');
  }
  return { accepted, stored };
}

export const fixed = (value: number, digits = 2) =>
  Number.isFinite(value) ? value.toFixed(digits) : 'n/a';
