// Every further try of an alert at Tradovate, in the compiled worker against a Tradovate stub
// counting orders: the pipeline's own retry after a rate limit or a lost answer, and the job taken
// again after its worker was killed. A kill switch pressed between two tries stops them: the next
// one only looks for the order an earlier try placed (logged when found, never sent again) and
// otherwise ends paused EXECUTION_PAUSED with no order. A test alert's job, taken again, still
// never reaches Tradovate, nor does an alert still queued when its account was erased.
import { ALERT_EXAMPLES } from '@tickrelay/contracts/alert-payload/alert-payload.samples';
import { waitFor } from '@tickrelay/testing/processes/process.helpers';
import { startTradovateStub, type TradovateStub } from '@tickrelay/testing/stubs/tradovate.stub';
import type { Queue } from 'bullmq';
import { Client } from 'pg';

import { DatabaseService } from '../src/database/database.service';
import { memberLockKey } from '../src/database/member-lock';
import { BrokerMemberEraser } from '../src/modules/brokers/connections/broker-member.eraser';
import { clientOrderId } from '../src/modules/brokers/tradovate/tradovate-symbols';
import {
  TRADOVATE_BROKER,
  type TradovateBroker,
} from '../src/modules/brokers/tradovate/tradovate.port';
import { testAlertBody } from '../src/modules/webhooks/webhook-test-alert.service';
import { auditRows, brokerEnv, ordersOn, stubMember, tradingRequests } from './broker-helpers';
import { alertJob, alertsQueue, enqueueAlert, waitForDeliveries } from './deliveries-helpers';
import { startWorker, type WorkerProcess } from './support/worker-process';
import { frontMonth } from './tradovate-helpers';
import { startWebhooksApi, type WebhooksTestApi, WebhooksWorld } from './webhooks-helpers';

let stub: TradovateStub;
let api: WebhooksTestApi;
let world: WebhooksWorld;
let worker: WorkerProcess;
let alerts: Queue;
let members: Awaited<ReturnType<WebhooksWorld['member']>>[];
const nextMember = () => {
  const member = members.shift();
  if (!member) throw new Error('no member left: sign up more in beforeAll');
  return member;
};
// The worker's own prefix (on the api's it would take the mails the sign-ups read).
const prefix = `tr-broker-tries-${process.pid}`;
// Long enough to kill a worker while Tradovate holds an answer, short enough to time out in tests.
const workerEnv = () => ({
  QUEUE_PREFIX: prefix,
  ...brokerEnv(stub, { TRADOVATE_REQUEST_TIMEOUT_MS: '3000' }),
});

beforeAll(async () => {
  stub = await startTradovateStub();
  api = await startWebhooksApi(brokerEnv(stub));
  world = new WebhooksWorld(api);
  members = [];
  for (let index = 0; index < 6; index += 1) members.push(await world.member());
  worker = await startWorker(workerEnv());
  alerts = alertsQueue(prefix);
}, 90_000);

afterAll(async () => {
  await worker?.kill();
  await alerts?.obliterate({ force: true });
  await alerts?.close();
  await world?.close();
  await api?.close();
  await stub?.stop();
});

beforeEach(() => stub.setPrice(frontMonth().name, 6012.5));

async function tradovateMember() {
  const member = nextMember();
  const trader = stubMember(stub);
  expect((await member.agent.request('PUT', '/api/broker/connection', trader.input)).status).toBe(
    200,
  );
  const target = await member.agent.request('PATCH', '/api/broker', {
    executionTarget: 'tradovate',
  });
  expect(target.status).toBe(200);
  return { ...member, accountId: trader.accounts[0]!.id };
}

const pressKillSwitch = async (agent: (typeof members)[number]['agent']) =>
  expect((await agent.request('PATCH', '/api/webhook', { paused: true })).status).toBe(200);

/** Until the worker logged that it will try this delivery again. */
const retryLogged = (deliveryId: string) =>
  waitFor(
    () =>
      Promise.resolve(
        worker
          .logs()
          .split('\n')
          .some((line) => line.includes('alert.broker_retry') && line.includes(deliveryId)) ||
          undefined,
      ),
    20_000,
    `the broker retry of ${deliveryId}`,
  );

describe('further tries of an alert at Tradovate', () => {
  it('stops at the kill switch pressed between tries: paused EXECUTION_PAUSED, no order', async () => {
    const { agent, userId, accountId } = await tradovateMember();
    const placements = stub.requestsTo('/order/placeorder').length;
    // The first try is rate limited: the next one would come 4 s later.
    stub.answerNext(429, { path: '/order/placeorder', retryAfterSeconds: 4 });
    const job = await enqueueAlert(alerts, alertJob(userId, ALERT_EXAMPLES.marketBuy));
    await retryLogged(job.deliveryId);
    await pressKillSwitch(agent);
    const [row] = await waitForDeliveries(world.db, [job.deliveryId], 20_000);
    expect(row).toMatchObject({ status: 'paused', code: 'EXECUTION_PAUSED', executed_on: null });
    expect(ordersOn(stub, accountId)).toBe(0);
    // The rate-limited request was the only one that could have placed anything.
    expect(stub.requestsTo('/order/placeorder')).toHaveLength(placements + 1);
    expect((await auditRows(world.db, userId)).map((entry) => entry.action)).not.toContain(
      'order_sent',
    );
  });

  it('logs the order an earlier try placed when the kill switch came after it: one order', async () => {
    const { agent, userId, accountId } = await tradovateMember();
    // Placed, its answer lost (past the 3 s timeout), and the lookup rate limited for 4 s.
    stub.hangNext({ path: '/order/placeorder', ms: 4000 });
    stub.answerNext(429, { path: '/command/list', retryAfterSeconds: 4 });
    const job = await enqueueAlert(alerts, alertJob(userId, ALERT_EXAMPLES.marketBuy));
    await retryLogged(job.deliveryId);
    await pressKillSwitch(agent);
    const [row] = await waitForDeliveries(world.db, [job.deliveryId], 30_000);
    expect(row).toMatchObject({ status: 'executed', executed_on: 'tradovate' });
    expect(ordersOn(stub, accountId)).toBe(1);
    expect(stub.ordersWithClOrdId(clientOrderId(job.deliveryId, 'entry'))).toBe(1);
  });

  it('takes a killed worker’s alert again: the order it placed is found, even under the kill switch', async () => {
    const { agent, userId, accountId } = await tradovateMember();
    stub.hangNext({ path: '/order/placeorder', ms: 20_000 });
    const job = await enqueueAlert(alerts, alertJob(userId, ALERT_EXAMPLES.marketBuy));
    const tag = clientOrderId(job.deliveryId, 'entry');
    await waitFor(
      () => Promise.resolve(stub.ordersWithClOrdId(tag) === 1 || undefined),
      20_000,
      'the order',
    );
    await worker.kill('SIGKILL');
    await pressKillSwitch(agent);
    worker = await startWorker(workerEnv());
    const [row] = await waitForDeliveries(world.db, [job.deliveryId], 45_000);
    // Not "paused": the order is at Tradovate, and the log says so.
    expect(row).toMatchObject({ status: 'executed', executed_on: 'tradovate' });
    expect(ordersOn(stub, accountId)).toBe(1);
    expect(stub.ordersWithClOrdId(tag)).toBe(1);
  }, 90_000);

  it('takes killed jobs again that had sent nothing: a test alert on paper, a paused alert paused', async () => {
    const tester = await tradovateMember();
    const paused = await tradovateMember();
    const trading = tradingRequests(stub);
    // Both jobs wait on their member's lock, as behind an alert still running, when the worker dies.
    const holder = new Client({ connectionString: api.config.databaseUrl });
    await holder.connect();
    try {
      for (const member of [tester, paused]) {
        await holder.query('select pg_advisory_lock(hashtextextended($1, 0))', [
          memberLockKey(member.userId),
        ]);
      }
      const test = await enqueueAlert(
        alerts,
        alertJob(tester.userId, testAlertBody(new Date()), { test: true }),
      );
      const real = await enqueueAlert(alerts, alertJob(paused.userId, ALERT_EXAMPLES.marketBuy));
      await waitFor(
        async () => ((await alerts.getJobCounts('active')).active === 2 ? true : undefined),
        20_000,
        'both jobs active',
      );
      await worker.kill('SIGKILL');
      await pressKillSwitch(paused.agent);
      await holder.query('select pg_advisory_unlock_all()');
      worker = await startWorker(workerEnv());
      const [testRow, realRow] = await waitForDeliveries(
        world.db,
        [test.deliveryId, real.deliveryId],
        45_000,
      );
      expect(testRow).toMatchObject({ status: 'executed', executed_on: 'paper', test: true });
      expect(realRow).toMatchObject({ status: 'paused', code: 'EXECUTION_PAUSED' });
    } finally {
      await holder.end();
    }
    expect(ordersOn(stub, tester.accountId)).toBe(0);
    expect(ordersOn(stub, paused.accountId)).toBe(0);
    expect(tradingRequests(stub)).toBe(trading);
  }, 90_000);

  it('reaches no broker with an alert still queued when the account was erased', async () => {
    const { userId, accountId } = await tradovateMember();
    const trading = tradingRequests(stub);
    await new BrokerMemberEraser(
      api.app.get(DatabaseService),
      api.app.get<typeof TRADOVATE_BROKER, TradovateBroker>(TRADOVATE_BROKER, { strict: false }),
    ).erase(userId);
    const job = await enqueueAlert(alerts, alertJob(userId, ALERT_EXAMPLES.marketBuy));
    const [row] = await waitForDeliveries(world.db, [job.deliveryId], 20_000);
    // No connection, no target: the paper account, erased with the log by the deliveries eraser.
    expect(row).toMatchObject({ status: 'executed', executed_on: 'paper' });
    expect(tradingRequests(stub)).toBe(trading);
    expect(ordersOn(stub, accountId)).toBe(0);
  });
});
