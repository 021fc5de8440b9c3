// "Send a test alert" never trades. Through the real api (its POST to the member's public URL and
// the receiver), the compiled worker on the api's queue prefix and a Tradovate stub counting
// orders: a member whose alerts go to Tradovate gets the test executed on the paper account with
// not one request to the stub, and the same alert sent as TradingView would right after is
// exactly one order. With target none a test is executed on paper, not merely relayed; a request
// carrying a test header that does not verify is a test too, and never trades.
import type { DeliveryView } from '@tickrelay/contracts/webhooks/deliveries';
import type { ApiAgent } from '@tickrelay/testing/http/api-agent';
import { startTradovateStub, type TradovateStub } from '@tickrelay/testing/stubs/tradovate.stub';

import { clientOrderId } from '../src/modules/brokers/tradovate/tradovate-symbols';
import { testAlertBody } from '../src/modules/webhooks/webhook-test-alert.service';
import {
  auditRows,
  brokerEnv,
  ordersOn,
  stubMember,
  type StubMember,
  tradingRequests,
} from './broker-helpers';
import { waitForDeliveries, type StoredDelivery } from './deliveries-helpers';
import { startWorker, type WorkerProcess } from './support/worker-process';
import { frontMonth } from './tradovate-helpers';
import {
  sendAlert,
  startWebhooksApi,
  type WebhooksTestApi,
  WebhooksWorld,
} from './webhooks-helpers';

interface Member {
  agent: ApiAgent;
  userId: string;
  url: string;
}

let stub: TradovateStub;
let api: WebhooksTestApi;
let world: WebhooksWorld;
let worker: WorkerProcess;
/** Signed up before the worker starts: on the api's prefix it would take their mails. */
let members: Member[];
const nextMember = () => {
  const member = members.shift();
  if (!member) throw new Error('no member left: sign up more in beforeAll');
  return member;
};

beforeAll(async () => {
  stub = await startTradovateStub();
  api = await startWebhooksApi(brokerEnv(stub));
  world = new WebhooksWorld(api);
  members = [];
  for (let index = 0; index < 4; index += 1) {
    const member = await world.member();
    members.push({ ...member, url: (await world.webhookOf(member.agent)).url });
  }
  worker = await startWorker({ QUEUE_PREFIX: api.prefix, ...brokerEnv(stub) });
}, 90_000);

afterAll(async () => {
  await worker?.kill();
  await world?.close();
  await api?.close();
  await stub?.stop();
});

beforeEach(() => stub.setPrice(frontMonth().name, 6012.5));

/** A member connected to a stub user of their own, alerts going to Tradovate. */
async function atTradovate(): Promise<Member & { trader: StubMember; accountId: number }> {
  const member = nextMember();
  const trader = stubMember(stub);
  const saved = await member.agent.request('PUT', '/api/broker/connection', trader.input);
  expect(saved.status).toBe(200);
  const target = await member.agent.request('PATCH', '/api/broker', {
    executionTarget: 'tradovate',
  });
  expect(target.status).toBe(200);
  return { ...member, trader, accountId: trader.accounts[0]!.id };
}

/** Clicks "Send a test alert" and waits for its row. */
async function sendTest(member: Member): Promise<StoredDelivery> {
  const sent = await member.agent.post<{ id: string }>('/api/webhook/test');
  expect(sent.status).toBe(202);
  const [row] = await waitForDeliveries(world.db, [sent.body.id], 20_000);
  return row!;
}

async function viewOf(member: Member, id: string): Promise<DeliveryView> {
  return (await member.agent.get<DeliveryView>(`/api/webhook/deliveries/${id}`)).body;
}

describe('a test alert never reaches a broker', () => {
  it('with target Tradovate: executed on paper, no request to Tradovate; the real alert after it is one order', async () => {
    const member = await atTradovate();
    const requestsBefore = stub.requests.length;

    const test = await sendTest(member);
    expect(test).toMatchObject({
      status: 'executed',
      code: null,
      executed_on: 'paper',
      test: true,
    });
    expect(stub.requests.length).toBe(requestsBefore);
    expect(ordersOn(stub, member.accountId)).toBe(0);
    const view = await viewOf(member, test.delivery_id);
    expect(view).toMatchObject({ test: true, executedOn: 'paper', status: 'executed' });
    expect(view.brokerResult).toMatchObject({ broker: 'paper', positionAfter: 2 });
    expect(
      (await auditRows(world.db, member.userId)).filter((row) => row.trigger === 'alert'),
    ).toEqual([
      expect.objectContaining({ action: 'order_sent', broker: 'paper', delivery_id: view.id }),
      expect.objectContaining({ action: 'order_filled', broker: 'paper', delivery_id: view.id }),
    ]);

    // The same message as TradingView sends it (no test header): exactly one order at Tradovate.
    const real = await sendAlert(member.url, testAlertBody(new Date()), {
      'content-type': 'application/json',
    });
    expect(real.status).toBe(202);
    const { id } = (await real.json()) as { id: string };
    const [row] = await waitForDeliveries(world.db, [id], 20_000);
    expect(row).toMatchObject({ status: 'executed', executed_on: 'tradovate', test: false });
    expect(ordersOn(stub, member.accountId)).toBe(1);
    expect(stub.ordersWithClOrdId(clientOrderId(id, 'entry'))).toBe(1);
  });

  it('with target none: executed on paper, not merely relayed', async () => {
    const member = nextMember();
    expect(
      (await member.agent.request('PATCH', '/api/broker', { executionTarget: 'none' })).status,
    ).toBe(200);
    const trading = tradingRequests(stub);
    const test = await sendTest(member);
    expect(test).toMatchObject({ status: 'executed', executed_on: 'paper', test: true });
    expect((await viewOf(member, test.delivery_id)).brokerResult?.broker).toBe('paper');
    expect(tradingRequests(stub)).toBe(trading);
  });

  it('takes a request with a test header that does not verify for a test: executed on paper, no order', async () => {
    const member = await atTradovate();
    const requestsBefore = stub.requests.length;
    for (const header of [`${Date.now() - 10 * 60_000}.${'A'.repeat(43)}`, 'anything']) {
      const response = await sendAlert(member.url, testAlertBody(new Date()), {
        'content-type': 'application/json',
        'x-tickrelay-test-alert': header,
      });
      expect(response.status).toBe(202);
      const { id } = (await response.json()) as { id: string };
      const [row] = await waitForDeliveries(world.db, [id], 20_000);
      expect(row).toMatchObject({ status: 'executed', executed_on: 'paper', test: true });
    }
    expect(stub.requests.length).toBe(requestsBefore);
    expect(ordersOn(stub, member.accountId)).toBe(0);
  });
});
