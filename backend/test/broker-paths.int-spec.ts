// Every way the api reaches Tradovate besides alerts, counted at the stub: connecting, choosing an
// account, testing and removing the connection place nothing; "Liquidate everything" and the kill
// switch's "Flatten everything" close each position with exactly one order (two presses at once,
// or one after the other, never a second), and erasing an account places nothing.
import type { BrokerAuditPage } from '@tickrelay/contracts/brokers/broker-connection';
import { startTradovateStub, type TradovateStub } from '@tickrelay/testing/stubs/tradovate.stub';

import { DatabaseService } from '../src/database/database.service';
import { BrokerMemberEraser } from '../src/modules/brokers/connections/broker-member.eraser';
import {
  TRADOVATE_BROKER,
  type TradovateBroker,
} from '../src/modules/brokers/tradovate/tradovate.port';
import { brokerEnv, ordersOn, stubMember, tradingRequests } from './broker-helpers';
import { frontMonth } from './tradovate-helpers';
import { startWebhooksApi, type WebhooksTestApi, WebhooksWorld } from './webhooks-helpers';

let stub: TradovateStub;
let api: WebhooksTestApi;
let world: WebhooksWorld;
const { name: front } = frontMonth();

beforeAll(async () => {
  stub = await startTradovateStub();
  api = await startWebhooksApi(brokerEnv(stub));
  world = new WebhooksWorld(api);
});

afterAll(async () => {
  await world?.close();
  await api?.close();
  await stub?.stop();
});

beforeEach(() => stub.setPrice(front, 6012.5));

/** A connected member, target Tradovate, holding `quantity` of the front month at the stub. */
async function holding(quantity: number) {
  const member = await world.member();
  const trader = stubMember(stub);
  expect((await member.agent.request('PUT', '/api/broker/connection', trader.input)).status).toBe(
    200,
  );
  expect(
    (await member.agent.request('PATCH', '/api/broker', { executionTarget: 'tradovate' })).status,
  ).toBe(200);
  const accountId = trader.accounts[0]!.id;
  const contract = stub.state.findContract(front)!;
  if (quantity > 0) {
    // Bought by the member at Tradovate itself, not through TickRelay.
    stub.state.place(accountId, contract.id, {
      action: 'Buy',
      orderQty: quantity,
      orderType: 'Market',
      isAutomated: false,
    });
  }
  const netPos = () => stub.state.positions.get(`${accountId}:${contract.id}`)?.netPos ?? 0;
  return { ...member, trader, accountId, netPos };
}

describe('paths to Tradovate besides alerts', () => {
  it('connecting, choosing the account, testing and removing place and cancel nothing', async () => {
    const trading = tradingRequests(stub);
    const { agent, accountId } = await holding(0);
    expect((await agent.request('PATCH', '/api/broker/connection', { accountId })).status).toBe(
      200,
    );
    expect((await agent.post('/api/broker/connection/test')).status).toBe(200);
    expect((await agent.post('/api/paper/flatten', {})).status).toBe(200);
    expect((await agent.request('DELETE', '/api/broker/connection')).status).toBe(204);
    expect(tradingRequests(stub)).toBe(trading);
    expect(ordersOn(stub, accountId)).toBe(0);
  });

  it('liquidates with exactly one order; pressed again, none', async () => {
    const { agent, accountId, netPos } = await holding(2);
    const before = ordersOn(stub, accountId);
    const first = await agent.post<BrokerAuditPage>('/api/broker/liquidate');
    expect(first.status).toBe(200);
    expect(netPos()).toBe(0);
    expect(ordersOn(stub, accountId)).toBe(before + 1);
    const second = await agent.post<BrokerAuditPage>('/api/broker/liquidate');
    expect(second.status).toBe(200);
    expect(second.body.items[0]).toMatchObject({
      action: 'position_liquidated',
      code: 'NO_POSITION',
    });
    expect(ordersOn(stub, accountId)).toBe(before + 1);
  });

  it('flattens everything for the kill switch once, however many presses arrive at once', async () => {
    const { agent, accountId, netPos } = await holding(3);
    // A working order elsewhere is cancelled, never doubled.
    const other = stub.state.findContract(frontMonth('MNQ').name)!;
    stub.state.place(accountId, other.id, {
      action: 'Buy',
      orderQty: 1,
      orderType: 'Limit',
      price: 1,
      isAutomated: false,
    });
    const before = ordersOn(stub, accountId);
    const liquidations = stub.requestsTo('/order/liquidateposition').length;
    const presses = await Promise.all(
      [1, 2, 3].map(() => agent.post('/api/broker/liquidate', { trigger: 'kill_switch' })),
    );
    expect(presses.map((press) => press.status)).toEqual([200, 200, 200]);
    expect(netPos()).toBe(0);
    expect(ordersOn(stub, accountId)).toBe(before + 1);
    expect(stub.requestsTo('/order/liquidateposition')).toHaveLength(liquidations + 1);
    expect(stub.requestsTo('/order/cancelorder').length).toBeGreaterThan(0);
    expect(
      [...stub.state.orders.values()].filter((order) => order.accountId === accountId),
    ).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ contractId: other.id, ordStatus: 'Canceled' }),
      ]),
    );
  });

  it('erases a deleted account’s broker without placing or cancelling anything', async () => {
    const { userId, accountId, netPos } = await holding(1);
    const trading = tradingRequests(stub);
    const eraser = new BrokerMemberEraser(
      api.app.get(DatabaseService),
      api.app.get<typeof TRADOVATE_BROKER, TradovateBroker>(TRADOVATE_BROKER, { strict: false }),
    );
    await eraser.erase(userId);
    await eraser.erase(userId);
    expect(tradingRequests(stub)).toBe(trading);
    // The member's own position at Tradovate is theirs: erasure does not touch it.
    expect(netPos()).toBe(1);
    expect(ordersOn(stub, accountId)).toBe(1);
  });
});
