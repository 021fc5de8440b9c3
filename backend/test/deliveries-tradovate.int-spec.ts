// The alerts pipeline in the compiled worker with members' execution targets, against real
// Postgres and Redis and a Tradovate stub over HTTP: orders at Tradovate with their ids and fills
// in the log, refusals in Tradovate's words, credentials or approval refused, a hung answer
// retried without a second order, Tradovate unreachable past the alert's time, target none
// (relayed), paper with its audit.
import { ALERT_EXAMPLES } from '@tickrelay/contracts/alert-payload/alert-payload.samples';
import type { BrokerSettingsView } from '@tickrelay/contracts/brokers/broker-connection';
import type { DeliveryView } from '@tickrelay/contracts/webhooks/deliveries';
import { waitFor } from '@tickrelay/testing/processes/process.helpers';
import { startTradovateStub, type TradovateStub } from '@tickrelay/testing/stubs/tradovate.stub';
import type { Queue } from 'bullmq';

import { clientOrderId } from '../src/modules/brokers/tradovate/tradovate-symbols';
import {
  auditRows,
  brokerEnv,
  connectionRow,
  liveEvents,
  ordersOn,
  stubMember,
} from './broker-helpers';
import { alertJob, alertsQueue, enqueueAlert, waitForDeliveries } from './deliveries-helpers';
import { startWorker, type WorkerProcess } from './support/worker-process';
import { frontMonth } from './tradovate-helpers';
import { startWebhooksApi, type WebhooksTestApi, WebhooksWorld } from './webhooks-helpers';

let stub: TradovateStub;
let api: WebhooksTestApi;
let world: WebhooksWorld;
let worker: WorkerProcess;
let alerts: Queue;
/** Signed up before the worker starts: its outbox relay would take their confirmation mails. */
let members: Awaited<ReturnType<WebhooksWorld['member']>>[];
const nextMember = () => {
  const member = members.shift();
  if (!member) throw new Error('no member left: sign up more in beforeAll');
  return member;
};
// The worker's own prefix: on the api's, it would also take the mails the test reads.
const prefix = `tr-deliveries-tradovate-${process.pid}`;
const { contract, name: tradovateName } = frontMonth();

beforeAll(async () => {
  stub = await startTradovateStub();
  api = await startWebhooksApi(brokerEnv(stub));
  world = new WebhooksWorld(api);
  members = [];
  for (let index = 0; index < 12; index += 1) members.push(await world.member());
  worker = await startWorker({ QUEUE_PREFIX: prefix, ...brokerEnv(stub) });
  alerts = alertsQueue(prefix);
}, 60_000);

afterAll(async () => {
  await worker?.kill();
  await alerts?.obliterate({ force: true });
  await alerts?.close();
  await world?.close();
  await api?.close();
  await stub?.stop();
});

beforeEach(() => stub.setPrice(tradovateName, 6012.5));

/** An entitled member connected to their own stub user, alerts going to Tradovate. */
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
  return { ...member, trader };
}

async function deliver(memberId: string, body: unknown) {
  const job = await enqueueAlert(alerts, alertJob(memberId, body));
  const [row] = await waitForDeliveries(world.db, [job.deliveryId], 20_000);
  return { job, row: row! };
}

describe('alerts at a member’s execution target (worker, against a Tradovate stub)', () => {
  it('executes a buy at Tradovate: order id and fill in the log, the audit by alert', async () => {
    const { agent, userId, trader } = await tradovateMember();
    const { job, row } = await deliver(userId, ALERT_EXAMPLES.marketBuy);
    expect(row).toMatchObject({ status: 'executed', code: null });
    const view = (await agent.get<DeliveryView>(`/api/webhook/deliveries/${job.deliveryId}`)).body;
    expect(view.executedOn).toBe('tradovate');
    expect(view.brokerResult).toMatchObject({
      broker: 'tradovate',
      environment: 'demo',
      accountName: trader.accounts[0]!.name,
      contract: contract.symbol,
      positionAfter: 1,
    });
    const [fill] = view.brokerResult!.events;
    expect(fill).toMatchObject({ kind: 'fill', side: 'buy', quantity: 1, orderType: 'market' });
    expect(fill?.orderId).toMatch(/^\d+$/);
    expect(Number(fill?.price)).toBe(6012.5);
    expect(stub.ordersWithClOrdId(clientOrderId(job.deliveryId, 'entry'))).toBe(1);
    expect(ordersOn(stub, trader.accounts[0]!.id)).toBe(1);
    const audit = await auditRows(world.db, userId);
    expect(audit.filter((entry) => entry.trigger === 'alert')).toEqual([
      expect.objectContaining({
        action: 'order_sent',
        broker: 'tradovate',
        account_name: trader.accounts[0]!.name,
        delivery_id: job.deliveryId,
        contract: contract.symbol,
        side: 'buy',
        quantity: 1,
        order_id: fill?.orderId,
      }),
      expect.objectContaining({
        action: 'order_filled',
        delivery_id: job.deliveryId,
        order_id: fill?.orderId,
      }),
    ]);
  });

  it('logs Tradovate’s refusal as rejected BROKER_REJECTED with its words', async () => {
    const { userId, trader } = await tradovateMember();
    stub.rejectNextOrder('Insufficient margin for this order');
    const { job, row } = await deliver(userId, ALERT_EXAMPLES.marketBuy);
    expect(row).toMatchObject({ status: 'rejected', code: 'BROKER_REJECTED' });
    expect(ordersOn(stub, trader.accounts[0]!.id)).toBe(0);
    expect((row.broker_result as DeliveryView['brokerResult'])?.events).toContainEqual(
      expect.objectContaining({
        kind: 'rejected',
        code: 'ORDER_REFUSED',
        reason: 'Insufficient margin for this order',
      }),
    );
    expect(await auditRows(world.db, userId)).toContainEqual(
      expect.objectContaining({
        action: 'order_rejected',
        trigger: 'alert',
        delivery_id: job.deliveryId,
        code: 'ORDER_REFUSED',
        reason: 'Insufficient margin for this order',
      }),
    );
  });

  it('ends failed BROKER_APP_NOT_APPROVED / BROKER_AUTH_FAILED and puts the connection in error', async () => {
    const approval = await tradovateMember();
    const refused = await tradovateMember();
    stub.requireApproval(approval.trader.name);
    stub.user(refused.trader.name).password = 'changed at Tradovate';
    stub.expireAllTokens();
    const cases = [
      [approval, 'BROKER_APP_NOT_APPROVED'],
      [refused, 'BROKER_AUTH_FAILED'],
    ] as const;
    for (const [member, code] of cases) {
      const { job, row } = await deliver(member.userId, ALERT_EXAMPLES.marketBuy);
      expect(row).toMatchObject({ status: 'failed', code });
      expect(await connectionRow(world.db, member.userId)).toMatchObject({
        status: 'error',
        last_error_code: code,
      });
      // Published after the commit, so a moment after the row is there.
      const latest = await waitFor(
        async () => (await liveEvents(world.redis, prefix, member.userId, 'broker')).at(-1),
        10_000,
        'the broker event',
      );
      expect((latest as BrokerSettingsView).connection).toMatchObject({
        status: 'error',
        lastErrorCode: code,
      });
      expect(await auditRows(world.db, member.userId)).toContainEqual(
        expect.objectContaining({ action: 'order_rejected', delivery_id: job.deliveryId, code }),
      );
      expect(ordersOn(stub, member.trader.accounts[0]!.id)).toBe(0);
    }
  });

  it('retries an order whose answer never came: executed, exactly one order at Tradovate', async () => {
    const { userId, trader } = await tradovateMember();
    // The order is placed, its answer held past the worker's 1 s request timeout.
    stub.hangNext({ path: '/order/placeorder', ms: 2500 });
    const { job, row } = await deliver(userId, ALERT_EXAMPLES.marketBuy);
    expect(row).toMatchObject({ status: 'executed', code: null });
    expect(stub.ordersWithClOrdId(clientOrderId(job.deliveryId, 'entry'))).toBe(1);
    expect(ordersOn(stub, trader.accounts[0]!.id)).toBe(1);
    expect(
      (await auditRows(world.db, userId)).filter((entry) => entry.action === 'order_sent'),
    ).toHaveLength(1);
  });

  it('retries the alert when even the lookup of the order went unanswered: still one order', async () => {
    const { userId, trader } = await tradovateMember();
    // The order is placed, its answer lost, and the command list read after it lost too: the
    // first try gives up (unavailable), the pipeline's retry finds the order instead of placing it.
    stub.hangNext({ path: '/order/placeorder', ms: 2500 });
    stub.hangNext({ path: '/command/list', ms: 2500 });
    const { job, row } = await deliver(userId, ALERT_EXAMPLES.marketBuy);
    expect(row).toMatchObject({ status: 'executed', code: null });
    expect(ordersOn(stub, trader.accounts[0]!.id)).toBe(1);
    const retries = worker
      .logs()
      .split('\n')
      .filter((line) => line.includes('alert.broker_retry') && line.includes(job.deliveryId));
    expect(retries).toHaveLength(1);
  });

  it('ends failed BROKER_UNAVAILABLE when Tradovate stays unreachable past the alert’s max_lag', async () => {
    const { userId, trader } = await tradovateMember();
    const port = Number(new URL(stub.url).port);
    await stub.stop();
    const started = Date.now();
    let outcome;
    try {
      outcome = await deliver(userId, { ...ALERT_EXAMPLES.marketBuy, max_lag: 5 });
    } finally {
      await stub.start({ port });
    }
    const { job, row } = outcome;
    expect(row).toMatchObject({ status: 'failed', code: 'BROKER_UNAVAILABLE' });
    // Retried within the alert's 5 s, never after (1 s then 2 s; a third wait would pass it).
    expect(Date.now() - started).toBeLessThan(15_000);
    expect(worker.logs()).toContain(job.deliveryId);
    expect(await connectionRow(world.db, userId)).toMatchObject({
      status: 'error',
      last_error_code: 'BROKER_UNAVAILABLE',
    });
    expect(await auditRows(world.db, userId)).toContainEqual(
      expect.objectContaining({
        action: 'order_rejected',
        delivery_id: job.deliveryId,
        code: 'BROKER_UNAVAILABLE',
      }),
    );
    expect(ordersOn(stub, trader.accounts[0]!.id)).toBe(0);
  });

  it('does not wait out a rate limit longer than the alert may wait: failed BROKER_UNAVAILABLE', async () => {
    const { userId, trader } = await tradovateMember();
    stub.penalizeNext(20, { pTimeSeconds: 60 });
    const { row } = await deliver(userId, { ...ALERT_EXAMPLES.marketBuy, max_lag: 30 });
    stub.penalizeNext(0);
    expect(row).toMatchObject({ status: 'failed', code: 'BROKER_UNAVAILABLE' });
    expect(ordersOn(stub, trader.accounts[0]!.id)).toBe(0);
  });

  it('rejects BROKER_NOT_CONNECTED when the target is Tradovate without a connection', async () => {
    const { userId } = nextMember();
    await world.db.query(
      `insert into broker_settings (member_id, execution_target) values ($1, 'tradovate')`,
      [userId],
    );
    const { row } = await deliver(userId, ALERT_EXAMPLES.marketBuy);
    expect(row).toMatchObject({ status: 'rejected', code: 'BROKER_NOT_CONNECTED' });
  });

  it('relays without executing anywhere when the target is none', async () => {
    const { agent, userId } = nextMember();
    await agent.request('PATCH', '/api/broker', { executionTarget: 'none' });
    const placed = stub.state.commands.length;
    const { job, row } = await deliver(userId, ALERT_EXAMPLES.marketBuy);
    expect(row).toMatchObject({ status: 'relayed', code: null, broker_result: null });
    const view = (await agent.get<DeliveryView>(`/api/webhook/deliveries/${job.deliveryId}`)).body;
    expect([view.status, view.executedOn, view.relays]).toEqual(['relayed', null, []]);
    expect(stub.state.commands.length).toBe(placed);
    expect(await auditRows(world.db, userId)).toEqual([]);
    const summary = await agent.get<{ successRate24h: number }>('/api/webhook/summary');
    expect(summary.body.successRate24h).toBe(1);
  });

  it('executes on paper by default, with the audit by alert', async () => {
    const { agent, userId } = nextMember();
    const { job, row } = await deliver(userId, ALERT_EXAMPLES.marketBuy);
    expect(row).toMatchObject({ status: 'executed', code: null });
    const view = (await agent.get<DeliveryView>(`/api/webhook/deliveries/${job.deliveryId}`)).body;
    expect([view.executedOn, view.brokerResult?.broker]).toEqual(['paper', 'paper']);
    expect(await auditRows(world.db, userId)).toEqual([
      expect.objectContaining({
        action: 'order_sent',
        broker: 'paper',
        environment: null,
        trigger: 'alert',
        delivery_id: job.deliveryId,
        side: 'buy',
      }),
      expect.objectContaining({ action: 'order_filled', broker: 'paper', price: '6012.50' }),
    ]);
  });
});
