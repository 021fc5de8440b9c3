// bench/soak, alerts mode: honest members' alerts executed at Tradovate (the stub), ROUNDS rounds
// without a hostile member, then ROUNDS rounds with one sending steadily beside them: their
// Tradovate user hangs (the stub takes every request and never answers) and their five https
// destinations hang (the receiver never answers /hang/…). The figure is the honest members' p99
// receipt → executed (deliveries.executed_latency_ms) with against without (see bench/README.md).
// Usage, with a current backend build (npm run build -w backend):
//   npx tsx bench/soak/alerts-run.ts            ROUNDS=3, SECONDS=20 (~6 min)
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';

import { startSmtpSink } from '@tickrelay/testing/mail/smtp-sink';
import { sparePort } from '@tickrelay/testing/processes/process.helpers';
import { ThrowawayRedis } from '@tickrelay/testing/servers/throwaway-redis';
import { startTradovateStub } from '@tickrelay/testing/stubs/tradovate.stub';
import { Pool } from 'pg';

import { continuousContract } from '../../contracts/src/futures/roll-calendar';
import { tradovateContractName } from '../../backend/src/modules/brokers/tradovate/tradovate-symbols';
import { repoRoot, startStack } from '../../scripts/lib/stack';
import { addRelayDestinations, connectTradovate, setTarget } from '../relays/members';
import { benchExecution, type ExecutionFigures } from '../relays/execution.bench';
import { makeCertificate, startRelayReceiver } from '../relays/receiver';
import { benchStackEnv, fixed, sleep } from '../telemetry/lib';
import { seedMembers } from '../webhook/seed';
import { startHostileAlerts, watchLiveness } from './alerts-hostile';

const env = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
const ROUNDS = env('ROUNDS', 3);
const RATE = env('RATE', 20);
const SECONDS = env('SECONDS', 20);
const MEMBERS = env('MEMBERS', 4);
const HOSTILE_RATE = env('HOSTILE_RATE', 2);
const HOSTILE_DESTINATIONS = env('HOSTILE_DESTINATIONS', 5);
const WARMUP_SECONDS = env('WARMUP_SECONDS', 10);
const SETTLE_SECONDS = env('SETTLE_SECONDS', 30);
const databaseUrl =
  process.env.BENCH_DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/tickrelay_bench_soak_alerts';
const ports = { web: 8795, api: 3795, worker: 3796, receiver: 3797 };

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};
const spread = (values: number[]) =>
  `${fixed(median(values), 1)} (${fixed(Math.min(...values), 1)}–${fixed(Math.max(...values), 1)})`;
const uptime = () => execFileSync('uptime', { encoding: 'utf8' }).trim();

interface Round {
  hostile: boolean;
  figures: ExecutionFigures;
  load1: [number, number];
  uptime: string;
}

async function main(): Promise<void> {
  const runTag = `sa${randomBytes(4).toString('hex')}`;
  const cert = makeCertificate();
  const receiver = await startRelayReceiver(cert, ports.receiver);
  const stub = await startTradovateStub();
  stub.setPrice(tradovateContractName(continuousContract('MES', 1, new Date())), 6012.5);
  const mailDir = join(repoRoot, '.stack', 'bench-soak-alerts-mail');
  rmSync(mailDir, { recursive: true, force: true });
  const sink = await startSmtpSink({ dir: mailDir });
  // A private Redis: the hostile member's backlog stays out of the shared one.
  const redis = new ThrowawayRedis(await sparePort());
  await redis.start();
  const stopHelpers = async () => {
    await redis.stop();
    await sink.stop();
    await stub.stop();
    await receiver.stop();
    cert.remove();
  };
  const stack = await startStack({
    name: 'bench-soak-alerts',
    webPort: ports.web,
    apiPort: ports.api,
    workerPort: ports.worker,
    databaseUrl,
    redisUrl: redis.url,
    resetDatabase: true,
    env: {
      ...benchStackEnv('bench-soak-alerts', '16'),
      // The Tradovate stub is plain http on loopback.
      ALLOW_LOCAL_STAND_INS: 'payments,recaptcha,discord,telegram,tradovate',
      SMTP_HOST: sink.host,
      SMTP_PORT: String(sink.port),
      WEBHOOK_RATE_LIMIT_PER_MINUTE: '100000',
      RELAY_ALLOWED_PRIVATE_TARGETS: `127.0.0.1:${ports.receiver}`,
      RELAY_CA_FILE: cert.caFile,
      TRADOVATE_DEMO_URL: stub.url,
      TRADOVATE_LIVE_URL: stub.url,
    },
  }).catch(async (error: unknown) => {
    await stopHelpers();
    throw error;
  });
  const pool = new Pool({ connectionString: databaseUrl, max: 2 });
  const origin = `http://127.0.0.1:${ports.api}`;
  const pids = Object.fromEntries(
    stack.services.map((service) => [service.name, service.child.pid]),
  );
  const liveness = watchLiveness(`http://127.0.0.1:${ports.worker}/health/live`);
  const rounds: Round[] = [];
  try {
    const members = await seedMembers({
      apiUrl: origin,
      publicUrl: `http://localhost:${ports.web}`,
      mailDir,
      pool,
      count: MEMBERS + 2,
    });
    const honest = members.slice(0, MEMBERS);
    const [hostileBroker, hostileRelays] = members.slice(MEMBERS);
    if (!hostileBroker || !hostileRelays) throw new Error('no hostile members');
    // Honest: Tradovate at the stub, one healthy https destination each.
    await addRelayDestinations(honest, receiver, 'none');
    await connectTradovate(honest, stub);
    // Hostile: a Tradovate user that hangs, and destinations that hang; a second account of the
    // same attacker with execution off relays every alert to its hanging destinations at once
    // (the first reaches its relays only as fast as its broker gives up).
    const [brokerUser] = await connectTradovate([hostileBroker], stub);
    for (const member of [hostileBroker, hostileRelays]) {
      for (let k = 0; k < HOSTILE_DESTINATIONS; k++) {
        const created = await member.agent.post('/api/destinations', {
          kind: 'https',
          label: `Hangs ${k}`,
          url: `https://127.0.0.1:${ports.receiver}/hang/${k}`,
        });
        if (created.status !== 201) throw new Error(`destination: ${created.status}`);
      }
    }
    await setTarget(hostileRelays, 'none');
    if (brokerUser) stub.hangUser(brokerUser);
    console.log(
      `${MEMBERS} honest members (Tradovate stub + one https destination) at ${RATE} alerts/s × ${SECONDS} s a round; hostile: 2 accounts × ${HOSTILE_RATE} alerts/s, broker hanging, ${HOSTILE_DESTINATIONS} hanging destinations each; ${ROUNDS} rounds without, then ${ROUNDS} with; ${cpus().length} cores; ${uptime()}`,
    );

    const round = async (index: number, hostile: boolean) => {
      const start = loadavg()[0] ?? NaN;
      const figures = await benchExecution({
        origin,
        paths: honest.map((member) => member.path),
        memberIds: honest.map((member) => member.userId),
        rate: RATE,
        seconds: SECONDS,
        connections: 20,
        runTag: `${runTag}-${hostile ? 'with' : 'without'}${index}`,
        pool,
        settleSeconds: SETTLE_SECONDS,
        pids,
        stub,
      });
      const entry: Round = {
        hostile,
        figures,
        load1: [start, loadavg()[0] ?? NaN],
        uptime: uptime(),
      };
      rounds.push(entry);
      console.log(
        `${hostile ? 'with   ' : 'without'} r${index + 1}: honest sent ${figures.sent}, logged ${figures.logged} ${JSON.stringify(figures.statuses)}, stub orders ${figures.stubOrders} (one each ${figures.oneOrder}, doubled ${figures.doubledOrders}); receipt → executed p50 ${fixed(figures.executed.p50, 1)} / p99 ${fixed(figures.executed.p99, 1)} ms; load ${fixed(start, 2)} → ${fixed(entry.load1[1], 2)}; worker CPU ${fixed((figures.cpu.worker ?? NaN) * 100, 0)} %`,
      );
    };

    for (let index = 0; index < ROUNDS; index++) await round(index, false);
    const hostileLoad = startHostileAlerts({
      origin,
      paths: [hostileBroker.path, hostileRelays.path],
      rate: HOSTILE_RATE,
      runTag: `${runTag}-hostile`,
    });
    await sleep(WARMUP_SECONDS * 1000);
    for (let index = 0; index < ROUNDS; index++) await round(index, true);
    const hostileSent = hostileLoad.stop();
    const hostileRows = async (memberId: string) =>
      (
        await pool.query<{ status: string; code: string | null; count: string }>(
          `select status, code, count(*) from deliveries where member_id = $1 group by 1, 2`,
          [memberId],
        )
      ).rows.map((row) => `${row.status}${row.code ? ` ${row.code}` : ''}: ${row.count}`);
    const logged = {
      brokerHangs: await hostileRows(hostileBroker.userId),
      executionOff: await hostileRows(hostileRelays.userId),
    };

    const p99 = (hostile: boolean) =>
      rounds.filter((r) => r.hostile === hostile).map((r) => r.figures.executed.p99);
    const p50 = (hostile: boolean) =>
      rounds.filter((r) => r.hostile === hostile).map((r) => r.figures.executed.p50);
    const loads = (hostile: boolean) =>
      rounds.filter((r) => r.hostile === hostile).flatMap((r) => r.load1);
    const ratio = median(p99(true)) / median(p99(false));
    console.log(`\n| honest receipt → executed | without hostile | with hostile | ratio |`);
    console.log(`|---|---|---|---|`);
    console.log(
      `| p99, median of ${ROUNDS} (min–max) | ${spread(p99(false))} ms | ${spread(p99(true))} ms | **${fixed(ratio, 2)}** |`,
    );
    console.log(
      `| p50, median (min–max) | ${spread(p50(false))} ms | ${spread(p50(true))} ms | ${fixed(median(p50(true)) / median(p50(false)), 2)} |`,
    );
    console.log(
      `| load average (1 min) over the rounds | ${fixed(Math.min(...loads(false)), 2)}–${fixed(Math.max(...loads(false)), 2)} | ${fixed(Math.min(...loads(true)), 2)}–${fixed(Math.max(...loads(true)), 2)} | |`,
    );
    console.log(
      `hostile: ${hostileSent.sent} alerts sent (${JSON.stringify(hostileSent.statuses)}), rows logged by the end ${JSON.stringify(logged)}; hanging relay requests at the receiver ${receiver.hung()}; worker /health/live: ${JSON.stringify(liveness.counts())}; ${uptime()}`,
    );
    console.log(`target (honest p99 with ≤ 2 × without): ${ratio <= 2 ? 'met' : 'NOT met'}`);
    mkdirSync(join(repoRoot, '.stack'), { recursive: true });
    writeFileSync(
      join(repoRoot, '.stack', 'bench-soak-alerts-summary.json'),
      JSON.stringify({ runTag, rounds, ratio, liveness: liveness.counts() }, null, 2),
    );
  } finally {
    liveness.stop();
    await pool.end();
    await stack.stop();
    await stopHelpers();
  }
}

main().catch((error: unknown) => {
  console.error(`bench/soak alerts: ${(error as Error).stack ?? String(error)}`);
  process.exit(1);
});
