// bench/webhook: the webhook receiver's acknowledgement and the alert pipeline end to end, each
// beside a baseline measured in the same run (see bench/README.md). Usage:
//   npx tsx bench/webhook/run.ts                       builds the backend, parts 1 and 2 (~5 min)
//   SKIP_BUILD=1 PARTS=ack npx tsx bench/webhook/run.ts    one part, with the current build
import { randomBytes } from 'node:crypto';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';

import { startSmtpSink } from '@tickrelay/testing/mail/smtp-sink';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { Pool } from 'pg';

import { ALERT_JOB_OPTIONS } from '../../backend/src/queue/job-options';
import { runOrThrow, startService, stopService, type Service } from '../../scripts/lib/processes';
import { repoRoot, startStack } from '../../scripts/lib/stack';
import { benchStackEnv, ensureWrk, fixed, median, pending, sleep } from '../telemetry/lib';
import { benchAck, type AckFigures } from './ack.bench';
import {
  benchBaselineEndToEnd,
  benchEndToEnd,
  type BaselineE2eFigures,
  type E2eFigures,
} from './e2e.bench';
import { ratio, type LatencySummary } from './lib';
import { seedMembers } from './seed';

const env = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
const ROUNDS = env('ROUNDS', 3);
const SECONDS = env('SECONDS', 10);
const CONNECTIONS = env('CONNECTIONS', 50);
const MEMBERS = env('MEMBERS', 4);
const E2E_MEMBERS = Math.min(MEMBERS, env('E2E_MEMBERS', MEMBERS));
const E2E_RATE = env('E2E_RATE', 100);
const E2E_SECONDS = env('E2E_SECONDS', 60);
const E2E_CONNECTIONS = env('E2E_CONNECTIONS', 50);
const E2E_NGINX = process.env.E2E_NGINX === '1';
const SETTLE_SECONDS = env('SETTLE_SECONDS', 60);
const NGINX = process.env.NGINX !== '0';
const BASELINE_E2E = process.env.BASELINE_E2E !== '0';
const PARTS = (process.env.PARTS ?? 'ack,e2e').split(',');
const ALERT_WORKER_CONCURRENCY = process.env.ALERT_WORKER_CONCURRENCY ?? '16';

const databaseUrl =
  process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/tickrelay_bench_webhook';
const redisUrl = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379/6';
const queuePrefix = 'bench-webhook';
const baselinePrefix = 'bench-webhook-base';
const ports = {
  web: 8595,
  api: 3595,
  worker: 3596,
  bare: 3601,
  bareConsumer: 3602,
  bareE2e: 3603,
};

const ms = (value: number, digits = 1) => `${fixed(value, digits)} ms`;
const pair = (s: LatencySummary) => `${ms(s.p50)} / ${ms(s.p99)}`;

function startBaseline(name: string, file: string, port: number, prefix: string, stateDir: string) {
  return startService(
    name,
    process.execPath,
    ['--import', 'tsx', join(__dirname, 'baselines', file)],
    join(stateDir, `${name}.log`),
    {
      env: {
        ...process.env,
        PORT: String(port),
        REDIS_URL: redisUrl,
        QUEUE_PREFIX: prefix,
        ALERT_WORKER_CONCURRENCY,
        NODE_ENV: 'production',
      },
    },
  );
}

async function waitUp(url: string, service: Service): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (service.child.exitCode !== null) throw new Error(`${service.name} exited while starting`);
    if (
      await fetch(url).then(
        (response) => response.ok,
        () => false,
      )
    )
      return;
    await sleep(200);
  }
  throw new Error(`${service.name} did not start`);
}

async function main(): Promise<void> {
  ensureWrk();
  if (process.env.SKIP_BUILD !== '1') {
    await runOrThrow('npm', ['run', 'build', '-w', 'backend'], { cwd: repoRoot });
  }
  const runTag = `wb${randomBytes(4).toString('hex')}`;
  const mailDir = join(repoRoot, '.stack', 'bench-webhook-mail');
  rmSync(mailDir, { recursive: true, force: true });
  const sink = await startSmtpSink({ dir: mailDir });
  const publicUrl = `http://localhost:${ports.web}`;
  const stack = await startStack({
    name: 'bench-webhook',
    webPort: ports.web,
    apiPort: ports.api,
    workerPort: ports.worker,
    databaseUrl,
    redisUrl,
    resetDatabase: true,
    env: {
      ...benchStackEnv(queuePrefix, '128'),
      // The stack's worker mails the confirmation links to the sink the bench reads.
      SMTP_HOST: sink.host,
      SMTP_PORT: String(sink.port),
      // Still counted in Redis on every request, out of reach (the most the setting allows).
      WEBHOOK_RATE_LIMIT_PER_MINUTE: '100000',
      ALERT_WORKER_CONCURRENCY,
    },
  }).catch(async (error: unknown) => {
    await sink.stop();
    throw error;
  });
  const stateDir = stack.stateDir;
  const pool = new Pool({ connectionString: databaseUrl, max: 2 });
  const redis = new Redis(redisUrl, { maxRetriesPerRequest: 1 });
  const queue = new Queue('alerts', {
    connection: { url: redisUrl },
    prefix: queuePrefix,
    defaultJobOptions: ALERT_JOB_OPTIONS,
  });
  const baselineQueue = new Queue('alerts', {
    connection: { url: redisUrl },
    prefix: baselinePrefix,
  });
  const services: Service[] = [];
  const summary: Record<string, unknown> = {
    runTag,
    cores: cpus().length,
    settings: {
      ROUNDS,
      SECONDS,
      CONNECTIONS,
      MEMBERS,
      E2E_MEMBERS,
      E2E_RATE,
      E2E_SECONDS,
      E2E_CONNECTIONS,
      E2E_NGINX,
      ALERT_WORKER_CONCURRENCY,
    },
    loadAtStart: loadavg()[0],
  };
  const table: string[][] = [];
  try {
    await queue.obliterate({ force: true });
    await baselineQueue.obliterate({ force: true });
    const members = await seedMembers({
      apiUrl: `http://127.0.0.1:${ports.api}`,
      publicUrl,
      mailDir,
      pool,
      count: MEMBERS,
    });
    const paths = members.map((member) => member.path);
    console.log(
      `${MEMBERS} entitled members, each with its webhook URL; ${cpus().length} cores, load ${fixed(loadavg()[0] ?? NaN, 1)}`,
    );

    if (PARTS.includes('ack')) {
      const bare = startBaseline('bare', 'bare-receiver.ts', ports.bare, queuePrefix, stateDir);
      services.push(bare);
      await waitUp(`http://127.0.0.1:${ports.bare}/stats`, bare);
      console.log(
        `\n1. Acknowledgement: POST /api/hooks/:token, wrk 1 thread ${CONNECTIONS} connections, ${ROUNDS} alternating rounds of ${SECONDS} s; alerts queue paused (worker running, idle), emptied after every run`,
      );
      const targets = [
        { name: 'api', origin: `http://127.0.0.1:${ports.api}` },
        ...(NGINX ? [{ name: 'api+nginx', origin: `http://127.0.0.1:${ports.web}` }] : []),
        { name: 'bare', origin: `http://127.0.0.1:${ports.bare}` },
      ];
      const ack = await benchAck({
        targets,
        paths,
        queue,
        redis,
        rounds: ROUNDS,
        seconds: SECONDS,
        connections: CONNECTIONS,
        runTag: `${runTag}-ack`,
      });
      await stopService(bare, 5000);
      summary.ack = ack;
      const base = ack.bare as AckFigures;
      for (const name of ['api', 'api+nginx']) {
        const figures = ack[name];
        if (!figures) continue;
        table.push(
          [
            `1. ack at ${CONNECTIONS} connections, ${name === 'api' ? 'api direct' : 'api through nginx'}: req/s`,
            fixed(figures.rps, 0),
            fixed(base.rps, 0),
            `${fixed(ratio(figures.rps, base.rps))} (median of per-round ratios ${fixed(
              median(
                figures.rounds.map((round, i) => ratio(round.rps, base.rounds[i]?.rps ?? NaN)),
              ),
            )})`,
          ],
          [
            `1. ack, ${name}: p50`,
            ms(figures.p50Ms, 2),
            ms(base.p50Ms, 2),
            fixed(ratio(figures.p50Ms, base.p50Ms)),
          ],
          [
            `1. ack, ${name}: p99 (goal ≤ 25 ms)`,
            ms(figures.p99Ms, 2),
            ms(base.p99Ms, 2),
            fixed(ratio(figures.p99Ms, base.p99Ms)),
          ],
        );
        if (figures.errors > 0)
          table.push([`1. ack, ${name}: errors`, String(figures.errors), String(base.errors), '']);
      }
    }

    if (PARTS.includes('e2e')) {
      console.log(
        `\n2. End to end: ${E2E_RATE} alerts/s for ${E2E_SECONDS} s (open loop, ≤ ${E2E_CONNECTIONS} connections, ${E2E_NGINX ? 'through nginx' : 'api direct'}), ${E2E_MEMBERS} member(s) in turn, worker running (ALERT_WORKER_CONCURRENCY=${ALERT_WORKER_CONCURRENCY})`,
      );
      const e2eMembers = members.slice(0, E2E_MEMBERS);
      const e2e: E2eFigures = await benchEndToEnd({
        origin: `http://127.0.0.1:${E2E_NGINX ? ports.web : ports.api}`,
        paths: e2eMembers.map((member) => member.path),
        memberIds: e2eMembers.map((member) => member.userId),
        rate: E2E_RATE,
        seconds: E2E_SECONDS,
        connections: E2E_CONNECTIONS,
        runTag: `${runTag}-e2e`,
        pool,
        redisUrl,
        queuePrefix,
        backlog: () => pending(queue),
        settleSeconds: SETTLE_SECONDS,
        processes: Object.fromEntries(
          stack.services
            .filter((service) => service.name === 'api' || service.name === 'worker')
            .map((service) => [service.name, service.child.pid]),
        ),
      });
      summary.e2e = e2e;
      console.log(
        `  sent ${e2e.sent}, acknowledged ${e2e.acknowledged}, logged ${e2e.logged} (${e2e.distinctAlerts} distinct alert ids), executed ${e2e.executed}; statuses ${JSON.stringify(e2e.statuses)}; client errors ${JSON.stringify(e2e.clientErrors)}; rows complete ${fixed(e2e.drainSeconds, 1)} s after the last send; max backlog ${e2e.maxBacklog}; generator lag ≤ ${ms(e2e.generatorMaxLagMs)}; ack latency missing on ${e2e.ackMissing} rows`,
      );
      console.log(
        `  CPU during the load (share of one core): ${Object.entries(e2e.cpu)
          .map(([name, share]) => `${name} ${fixed(share * 100, 0)} %`)
          .join(', ')}`,
      );
      let baseline: BaselineE2eFigures | undefined;
      if (BASELINE_E2E) {
        const receiver = startBaseline(
          'bare-e2e',
          'bare-receiver.ts',
          ports.bareE2e,
          baselinePrefix,
          stateDir,
        );
        const consumer = startBaseline(
          'bare-consumer',
          'bare-consumer.ts',
          ports.bareConsumer,
          baselinePrefix,
          stateDir,
        );
        services.push(receiver, consumer);
        await waitUp(`http://127.0.0.1:${ports.bareE2e}/stats`, receiver);
        await waitUp(`http://127.0.0.1:${ports.bareConsumer}/stats`, consumer);
        console.log(
          `\n2b. Baseline: the bare receiver and a bare BullMQ consumer (trivial processor, concurrency ${ALERT_WORKER_CONCURRENCY}) at the same rate`,
        );
        baseline = await benchBaselineEndToEnd({
          origin: `http://127.0.0.1:${ports.bareE2e}`,
          paths: e2eMembers.map((member) => member.path),
          rate: E2E_RATE,
          seconds: E2E_SECONDS,
          connections: E2E_CONNECTIONS,
          runTag: `${runTag}-base`,
          receiverStatsUrl: `http://127.0.0.1:${ports.bareE2e}/stats`,
          consumerStatsUrl: `http://127.0.0.1:${ports.bareConsumer}/stats`,
          settleSeconds: SETTLE_SECONDS,
        });
        summary.baselineE2e = baseline;
        console.log(
          `  sent ${baseline.sent}, acknowledged ${baseline.acknowledged}, consumed ${baseline.consumed}`,
        );
        await Promise.all([stopService(receiver, 5000), stopService(consumer, 5000)]);
      }
      const b = baseline;
      const cell = (value: LatencySummary | undefined) => (value ? pair(value) : '');
      const r = (a: number, bValue: number | undefined) =>
        bValue === undefined ? '' : fixed(ratio(a, bValue));
      table.push(
        [
          `2. ${E2E_RATE} alerts/s × ${E2E_SECONDS} s, ${E2E_MEMBERS} member(s): sent / acknowledged / logged / executed`,
          `${e2e.sent} / ${e2e.acknowledged} / ${e2e.logged} / ${e2e.executed}`,
          b ? `${b.sent} / ${b.acknowledged} / ${b.consumed} consumed` : '',
          '',
        ],
        [
          '2. nothing lost (sent = logged, one row per alert)',
          e2e.sent === e2e.logged && e2e.logged === e2e.distinctAlerts ? 'yes' : 'NO',
          b ? (b.sent === b.consumed ? 'yes' : 'NO') : '',
          '',
        ],
        [
          '2. receipt → acknowledged p50 / p99 (deliveries.ack_latency_ms; bare: its own)',
          pair(e2e.ack),
          cell(b?.ack),
          `${r(e2e.ack.p50, b?.ack.p50)} / ${r(e2e.ack.p99, b?.ack.p99)}`,
        ],
        [
          '2. receipt → executed p50 / p99 (deliveries.executed_latency_ms; bare: consumed) (goal p99 ≤ 250 ms)',
          pair(e2e.executedLatency),
          cell(b?.consumedLatency),
          `${r(e2e.executedLatency.p50, b?.consumedLatency.p50)} / ${r(e2e.executedLatency.p99, b?.consumedLatency.p99)}`,
        ],
        [
          '2. client: scheduled send → 202 p50 / p99',
          pair(e2e.clientAck),
          cell(b?.clientAck),
          `${r(e2e.clientAck.p50, b?.clientAck.p50)} / ${r(e2e.clientAck.p99, b?.clientAck.p99)}`,
        ],
        [
          `2. client: scheduled send → delivery on the live channel p50 / p99 (${e2e.liveHeard} heard)`,
          pair(e2e.clientLive),
          '',
          '',
        ],
      );
    }

    summary.loadAtEnd = loadavg()[0];
    console.log('\nSummary (medians of the rounds for part 1)');
    const header = ['figure', 'api', 'baseline', 'ratio'];
    console.log(`| ${header.join(' | ')} |`);
    console.log(`|${header.map(() => '---').join('|')}|`);
    for (const row of table) console.log(`| ${row.join(' | ')} |`);
    console.log(
      `load average: ${fixed(summary.loadAtStart as number, 1)} at start, ${fixed(summary.loadAtEnd as number, 1)} at the end`,
    );
    mkdirSync(join(repoRoot, '.stack'), { recursive: true });
    writeFileSync(
      join(repoRoot, '.stack', 'bench-webhook-summary.json'),
      JSON.stringify(summary, null, 2),
    );
  } finally {
    await Promise.all(services.map((service) => stopService(service, 5000)));
    await queue.obliterate({ force: true }).catch(() => undefined);
    await baselineQueue.obliterate({ force: true }).catch(() => undefined);
    await queue.close();
    await baselineQueue.close();
    redis.disconnect();
    await pool.end();
    await stack.stop();
    await sink.stop();
  }
}

main().catch((error: unknown) => {
  console.error(`bench/webhook: ${(error as Error).stack ?? String(error)}`);
  process.exit(1);
});
