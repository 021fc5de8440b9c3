// bench/relays: relays to a member's HTTPS endpoint and execution at Tradovate, each beside a
// baseline measured in the same run (see bench/README.md). Usage, with a current backend build:
//   npx tsx bench/relays/run.ts                   both parts, ROUNDS=2 (~6 min)
//   PARTS=relay ROUNDS=3 npx tsx bench/relays/run.ts
import { randomBytes } from 'node:crypto';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';

import { continuousContract } from '@tickrelay/contracts/futures/roll-calendar';
import { startSmtpSink } from '@tickrelay/testing/mail/smtp-sink';
import { startTradovateStub } from '@tickrelay/testing/stubs/tradovate.stub';
import { Pool } from 'pg';

import { tradovateContractName } from '../../backend/src/modules/brokers/tradovate/tradovate-symbols';
import { repoRoot, startStack } from '../../scripts/lib/stack';
import { benchStackEnv, fixed } from '../telemetry/lib';
import type { LatencySummary } from '../webhook/lib';
import { seedMembers, type BenchMember } from '../webhook/seed';
import { benchExecution, type ExecutionFigures } from './execution.bench';
import { addRelayDestinations, connectTradovate, setTarget } from './members';
import { makeCertificate, startRelayReceiver } from './receiver';
import { benchDirect, benchRelays, type DirectFigures, type RelayFigures } from './relay.bench';

const env = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
const ROUNDS = env('ROUNDS', 2);
const RATE = env('RATE', 50);
const SECONDS = env('SECONDS', 30);
const MEMBERS = env('MEMBERS', 4);
const CONNECTIONS = env('CONNECTIONS', 50);
const SETTLE_SECONDS = env('SETTLE_SECONDS', 30);
const PARTS = (process.env.PARTS ?? 'relay,tradovate').split(',');
const RELAY_TARGET = process.env.RELAY_TARGET ?? 'none';
// How the worker trusts the receiver's certificate: RELAY_CA_FILE as the tests do (the client
// then passes Node's roots plus the file as `ca` on every request), or NODE_EXTRA_CA_CERTS, which
// leaves the client on Node's default store as in production with a public certificate.
const RELAY_TRUST = process.env.RELAY_TRUST === 'node-extra' ? 'node-extra' : 'ca-file';
const databaseUrl =
  process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/tickrelay_bench_relays';
const redisUrl = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379/7';
const ports = { web: 8695, api: 3695, worker: 3696, receiver: 3697 };

const pair = (s: LatencySummary) => `${fixed(s.p50, 1)} / ${fixed(s.p99, 1)} ms`;
const cpuText = (cpu: Record<string, number>) =>
  Object.entries(cpu)
    .map(([name, share]) => `${name} ${fixed(share * 100, 0)} %`)
    .join(', ');
const ratios = (a: LatencySummary, b: LatencySummary) =>
  `${fixed(a.p50 / b.p50, 1)} / ${fixed(a.p99 / b.p99, 1)}`;

async function main(): Promise<void> {
  const runTag = `rl${randomBytes(4).toString('hex')}`;
  const cert = makeCertificate();
  const receiver = await startRelayReceiver(cert, ports.receiver);
  const stub = await startTradovateStub();
  const front = tradovateContractName(continuousContract('MES', 1, new Date()));
  stub.setPrice(front, 6012.5);
  const mailDir = join(repoRoot, '.stack', 'bench-relays-mail');
  rmSync(mailDir, { recursive: true, force: true });
  const sink = await startSmtpSink({ dir: mailDir });
  const stack = await startStack({
    name: 'bench-relays',
    webPort: ports.web,
    apiPort: ports.api,
    workerPort: ports.worker,
    databaseUrl,
    redisUrl,
    resetDatabase: true,
    env: {
      ...benchStackEnv('bench-relays', '128'),
      SMTP_HOST: sink.host,
      SMTP_PORT: String(sink.port),
      WEBHOOK_RATE_LIMIT_PER_MINUTE: '100000',
      RELAY_ALLOWED_PRIVATE_TARGETS: `127.0.0.1:${ports.receiver}`,
      ...(RELAY_TRUST === 'ca-file'
        ? { RELAY_CA_FILE: cert.caFile }
        : { NODE_EXTRA_CA_CERTS: cert.caFile }),
      TRADOVATE_DEMO_URL: stub.url,
      TRADOVATE_LIVE_URL: stub.url,
      // The stub answers on plain http, which production refuses unless told it is a stand-in.
      ALLOW_LOCAL_STAND_INS: 'payments,recaptcha,discord,telegram,tradovate',
    },
  });
  const pool = new Pool({ connectionString: databaseUrl, max: 2 });
  const summary: Record<string, unknown> = {
    runTag,
    cores: cpus().length,
    settings: { ROUNDS, RATE, SECONDS, MEMBERS, CONNECTIONS, RELAY_TARGET, RELAY_TRUST },
    loadAtStart: loadavg()[0],
  };
  const table: string[][] = [];
  const origin = `http://127.0.0.1:${ports.api}`;
  const pids = Object.fromEntries(
    stack.services.map((service) => [service.name, service.child.pid]),
  );
  const load = { rate: RATE, seconds: SECONDS, connections: CONNECTIONS, origin, pool, pids };
  try {
    const members = await seedMembers({
      apiUrl: origin,
      publicUrl: `http://localhost:${ports.web}`,
      mailDir,
      pool,
      count: MEMBERS * 3,
    });
    const relayMembers = members.slice(0, MEMBERS);
    const tradovateMembers = members.slice(MEMBERS, 2 * MEMBERS);
    const paperMembers = members.slice(2 * MEMBERS);
    await addRelayDestinations(relayMembers, receiver, RELAY_TARGET);
    await connectTradovate(tradovateMembers, stub);
    for (const member of paperMembers) await setTarget(member, 'paper');
    const shape = (list: BenchMember[]) => ({
      paths: list.map((member) => member.path),
      memberIds: list.map((member) => member.userId),
    });
    console.log(
      `${MEMBERS} members each: https destination (target ${RELAY_TARGET}, trust ${RELAY_TRUST}), Tradovate stub, paper; ${RATE} alerts/s × ${SECONDS} s, ${ROUNDS} rounds; ${cpus().length} cores, load ${fixed(loadavg()[0] ?? NaN, 1)}`,
    );

    if (PARTS.includes('relay')) {
      const rounds: { relay: RelayFigures; direct: DirectFigures }[] = [];
      for (let round = 0; round < ROUNDS; round++) {
        const runRelay = () =>
          benchRelays({
            ...load,
            ...shape(relayMembers),
            runTag: `${runTag}-relay${round}`,
            receiver,
            settleSeconds: SETTLE_SECONDS,
          });
        const runDirect = () =>
          benchDirect({
            receiver,
            ca: cert.cert,
            rate: RATE,
            seconds: SECONDS,
            runTag: `${runTag}-direct${round}`,
            settleSeconds: SETTLE_SECONDS,
          });
        let relay: RelayFigures;
        let direct: DirectFigures;
        if (round % 2 === 0) {
          relay = await runRelay();
          direct = await runDirect();
        } else {
          direct = await runDirect();
          relay = await runRelay();
        }
        rounds.push({ relay, direct });
        console.log(`relay round ${round + 1}: ${JSON.stringify({ relay, direct })}`);
        const once =
          relay.sent === relay.logged &&
          relay.received === relay.logged &&
          relay.doubled === 0 &&
          relay.relayStatuses.sent === relay.logged;
        table.push(
          [
            `relay r${round + 1}: sent / logged / relay rows sent / received (doubled, bad sig.)`,
            `${relay.sent} / ${relay.logged} / ${relay.relayStatuses.sent ?? 0} / ${relay.received} (${relay.doubled}, ${relay.badSignatures}) ${once ? 'exactly once' : 'NOT exactly once'}`,
            `${direct.sent} / ${direct.received} received`,
            '',
          ],
          [
            `relay r${round + 1}: CPU during the load (one core = 100 %)`,
            cpuText(relay.cpu),
            '',
            '',
          ],
          [
            `relay r${round + 1}: receipt → relay received p50 / p99 (direct: send → received)`,
            pair(relay.receiptToRelay),
            pair(direct.sendToReceived),
            ratios(relay.receiptToRelay, direct.sendToReceived),
          ],
          [
            `relay r${round + 1}: client send → relay received p50 / p99`,
            pair(relay.sendToRelay),
            pair(direct.sendToReceived),
            ratios(relay.sendToRelay, direct.sendToReceived),
          ],
        );
      }
      summary.relay = rounds;
    }

    if (PARTS.includes('tradovate')) {
      const rounds: { tradovate: ExecutionFigures; paper: ExecutionFigures }[] = [];
      for (let round = 0; round < ROUNDS; round++) {
        const runTradovate = () =>
          benchExecution({
            ...load,
            ...shape(tradovateMembers),
            runTag: `${runTag}-tv${round}`,
            settleSeconds: SETTLE_SECONDS,
            stub,
          });
        const runPaper = () =>
          benchExecution({
            ...load,
            ...shape(paperMembers),
            runTag: `${runTag}-paper${round}`,
            settleSeconds: SETTLE_SECONDS,
          });
        let tradovate: ExecutionFigures;
        let paper: ExecutionFigures;
        if (round % 2 === 0) {
          tradovate = await runTradovate();
          paper = await runPaper();
        } else {
          paper = await runPaper();
          tradovate = await runTradovate();
        }
        rounds.push({ tradovate, paper });
        console.log(`tradovate round ${round + 1}: ${JSON.stringify({ tradovate, paper })}`);
        table.push(
          [
            `tradovate r${round + 1}: sent / logged / statuses / stub orders (one each, doubled)`,
            `${tradovate.sent} / ${tradovate.logged} / ${JSON.stringify(tradovate.statuses)} / ${tradovate.stubOrders} (${tradovate.oneOrder}, ${tradovate.doubledOrders})`,
            `${paper.sent} / ${paper.logged} / ${JSON.stringify(paper.statuses)}`,
            '',
          ],
          [
            `tradovate r${round + 1}: CPU during the load (one core = 100 %)`,
            cpuText(tradovate.cpu),
            cpuText(paper.cpu),
            '',
          ],
          [
            `tradovate r${round + 1}: receipt → executed p50 / p99 (paper baseline)`,
            pair(tradovate.executed),
            pair(paper.executed),
            ratios(tradovate.executed, paper.executed),
          ],
        );
      }
      summary.tradovate = rounds;
    }

    summary.loadAtEnd = loadavg()[0];
    const header = ['figure', 'measured', 'baseline', 'ratio p50 / p99'];
    console.log(`\n| ${header.join(' | ')} |\n|${header.map(() => '---').join('|')}|`);
    for (const row of table) console.log(`| ${row.join(' | ')} |`);
    console.log(
      `load average: ${fixed(summary.loadAtStart as number, 1)} at start, ${fixed(summary.loadAtEnd as number, 1)} at the end`,
    );
    mkdirSync(join(repoRoot, '.stack'), { recursive: true });
    writeFileSync(
      join(repoRoot, '.stack', 'bench-relays-summary.json'),
      JSON.stringify(summary, null, 2),
    );
  } finally {
    await pool.end();
    await stack.stop();
    await sink.stop();
    await stub.stop();
    await receiver.stop();
    cert.remove();
  }
}

main().catch((error: unknown) => {
  console.error(`bench/relays: ${(error as Error).stack ?? String(error)}`);
  process.exit(1);
});
