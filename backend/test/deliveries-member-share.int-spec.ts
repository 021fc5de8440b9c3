// One member's share of the alerts consumer, end to end in the compiled worker against a Tradovate
// stub that counts orders: member A's broker hangs (the stub takes every request of A's user and
// never answers) while many of A's alerts are queued; member B's alert, queued after all of them,
// is executed at Tradovate while A's are still hanging, with exactly one order, none for A and
// none doubled by the deferrals; A's deferred jobs spent no attempt; the worker stays live
// throughout. ALERT_WORKER_CONCURRENCY 4: a share of 1 (without it, A's jobs take all 4 slots
// and B waits for A's alerts to end one by one).
import { ALERT_EXAMPLES } from '@tickrelay/contracts/alert-payload/alert-payload.samples';
import { waitFor } from '@tickrelay/testing/processes/process.helpers';
import { startTradovateStub, type TradovateStub } from '@tickrelay/testing/stubs/tradovate.stub';
import type { Queue } from 'bullmq';

import { clientOrderId } from '../src/modules/brokers/tradovate/tradovate-symbols';
import type { AlertJob } from '../src/queue/job-payloads';
import { brokerEnv, ordersOn, stubMember } from './broker-helpers';
import {
  alertJob,
  alertsQueue,
  deliveryRows,
  enqueueAlert,
  waitForDeliveries,
} from './deliveries-helpers';
import { startWorker, type WorkerProcess } from './support/worker-process';
import { frontMonth } from './tradovate-helpers';
import { startWebhooksApi, type WebhooksTestApi, WebhooksWorld } from './webhooks-helpers';

const HANGING_ALERTS = 8;

let stub: TradovateStub;
let api: WebhooksTestApi;
let world: WebhooksWorld;
let worker: WorkerProcess;
let alerts: Queue;
let members: Awaited<ReturnType<WebhooksWorld['member']>>[];
const prefix = `tr-alert-share-${process.pid}`;

beforeAll(async () => {
  stub = await startTradovateStub();
  stub.setPrice(frontMonth().name, 6012.5);
  api = await startWebhooksApi(brokerEnv(stub));
  world = new WebhooksWorld(api);
  // Signed up before the worker starts, as in deliveries-broker-tries.
  members = [await world.member(), await world.member()];
  worker = await startWorker({
    QUEUE_PREFIX: prefix,
    ...brokerEnv(stub, { TRADOVATE_REQUEST_TIMEOUT_MS: '2000', ALERT_WORKER_CONCURRENCY: '4' }),
  });
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

async function tradovateMember() {
  const member = members.shift()!;
  const trader = stubMember(stub);
  expect((await member.agent.request('PUT', '/api/broker/connection', trader.input)).status).toBe(
    200,
  );
  const target = await member.agent.request('PATCH', '/api/broker', {
    executionTarget: 'tradovate',
  });
  expect(target.status).toBe(200);
  return { ...member, trader, accountId: trader.accounts[0]!.id };
}

/** Every answer of the worker's /health/live while `work` runs. */
async function livenessDuring<T>(
  work: () => Promise<T>,
): Promise<{ result: T; statuses: number[] }> {
  const statuses: number[] = [];
  let running = true;
  const probing = (async () => {
    while (running) {
      const response = await fetch(`http://127.0.0.1:${worker.port}/health/live`);
      statuses.push(response.status);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  })();
  try {
    return { result: await work(), statuses };
  } finally {
    running = false;
    await probing;
  }
}

it('executes another member’s alert while a member whose broker hangs still has alerts queued', async () => {
  const hog = await tradovateMember();
  const bea = await tradovateMember();
  stub.hangUser(hog.trader.name);
  const ordersBefore = stub.state.orders.size;
  const hogRequests = () =>
    stub.requests.filter((request) => request.authorization !== undefined).length;
  const requestsBefore = hogRequests();

  const hogJobs = [];
  for (let index = 0; index < HANGING_ALERTS; index += 1) {
    // Each body its own (not a duplicate of the one before): every alert goes to the broker.
    const body = { ...ALERT_EXAMPLES.marketBuy, price: 6012.5 + index * 0.25 };
    hogJobs.push(await enqueueAlert(alerts, alertJob(hog.userId, body)));
  }
  const hogIds = hogJobs.map((job) => job.deliveryId);
  // The hog's first alert is at the broker, hanging.
  await waitFor(
    () => Promise.resolve(hogRequests() > requestsBefore || undefined),
    20_000,
    'the hog’s first request at the stub',
  );

  const { result: beaRow, statuses } = await livenessDuring(async () => {
    const job = await enqueueAlert(alerts, alertJob(bea.userId, ALERT_EXAMPLES.marketBuy));
    const [row] = await waitForDeliveries(world.db, [job.deliveryId], 30_000);
    // When B's alert is logged, none of the hog's has ended: they are all still queued or
    // hanging at the broker.
    expect(await deliveryRows(world.db, hogIds)).toHaveLength(0);
    return { row: row!, deliveryId: job.deliveryId };
  });

  expect(beaRow.row).toMatchObject({ status: 'executed', executed_on: 'tradovate' });
  expect(stub.ordersWithClOrdId(clientOrderId(beaRow.deliveryId, 'entry'))).toBe(1);
  expect(ordersOn(stub, bea.accountId)).toBe(1);
  // The hog's requests took no effect; exactly the one order meant, none doubled.
  expect(ordersOn(stub, hog.accountId)).toBe(0);
  expect(stub.state.orders.size - ordersBefore).toBe(1);
  expect(statuses.length).toBeGreaterThan(0);
  expect(statuses.every((status) => status === 200)).toBe(true);

  // The hog held one slot: its other jobs went back to delayed, no attempt made or spent.
  const jobs = await Promise.all(hogIds.map((id) => alerts.getJob(id)));
  const states = await Promise.all(jobs.map((job) => job!.getState()));
  expect(states.filter((state) => state === 'active')).toHaveLength(1);
  const deferred = jobs.filter((_job, index) => states[index] === 'delayed');
  expect(deferred.length).toBeGreaterThan(0);
  for (const job of deferred) {
    expect(job!.attemptsMade).toBe(0);
    // Counted, so the run that comes back is not taken for one that may have reached Tradovate.
    expect((job!.data as AlertJob).shareDeferrals).toBeGreaterThanOrEqual(1);
  }

  // The hog's broker answers again: its alerts end, in order, each with at most one order.
  stub.hangUser(hog.trader.name, false);
  const hogRows = await waitForDeliveries(world.db, hogIds, 150_000);
  expect(hogRows).toHaveLength(HANGING_ALERTS);
  for (const id of hogIds) {
    expect(stub.ordersWithClOrdId(clientOrderId(id, 'entry'))).toBeLessThanOrEqual(1);
  }
  expect((await fetch(`http://127.0.0.1:${worker.port}/health/live`)).status).toBe(200);
}, 240_000);
