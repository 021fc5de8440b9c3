// Shared by the ProjectX contract tests: the adapter against a ProjectX stub (every firm's host
// pointed at it), the real Redis token store under a prefix of its own, a member's session at the
// stub, and intents on the front month.
import { randomUUID } from 'node:crypto';

import { continuousContract } from '@tickrelay/contracts/futures/roll-calendar';
import type { ProjectXStub } from '@tickrelay/testing/stubs/projectx.stub';
import type { Redis } from 'ioredis';

import type { OrderIntent } from '../src/modules/brokers/broker.port';
import { RedisProjectXStore } from '../src/modules/brokers/projectx/projectx-redis.store';
import { projectXContractId } from '../src/modules/brokers/projectx/projectx-symbols';
import {
  ProjectXBrokerAdapter,
  type ProjectXAdapterOptions,
} from '../src/modules/brokers/projectx/projectx.broker';
import type {
  ProjectXBracketMode,
  ProjectXSession,
} from '../src/modules/brokers/projectx/projectx.port';
import { TestSealer } from './tradovate-helpers';

export function projectXStore(redis: Redis, now: () => number = Date.now): RedisProjectXStore {
  return new RedisProjectXStore(redis, new TestSealer(), now, `projectx-test-${randomUUID()}`);
}

export function projectXAdapter(
  stub: ProjectXStub,
  store: RedisProjectXStore,
  options: Partial<ProjectXAdapterOptions> = {},
): ProjectXBrokerAdapter {
  return new ProjectXBrokerAdapter(
    {
      firmUrls: { topstepx: stub.url, thefuturesdesk: stub.url, demo: stub.url },
      requestTimeoutMs: 2000,
      fillPolling: { timeoutMs: 500, intervalMs: 20 },
      ...options,
    },
    store,
  );
}

/** A member with one account at the stub (brackets allowed or not), and their session. */
export function projectXMember(
  stub: ProjectXStub,
  options: { bracketsAllowed?: boolean; brackets?: ProjectXBracketMode } = {},
): ProjectXSession {
  const userName = `trader-${randomUUID().slice(0, 8)}`;
  const created = stub.addUser({
    userName,
    apiKey: 'key-1',
    accounts: [{ name: `PRAC-${userName}`, bracketsAllowed: options.bracketsAllowed ?? true }],
  });
  const account = created.accounts[0]!;
  return {
    memberId: randomUUID(),
    connectionId: randomUUID(),
    credentials: { firm: 'topstepx', userName, apiKey: 'key-1' },
    accountId: account.id,
    accountName: account.name,
    brackets: options.brackets ?? 'native',
  };
}

/** The front month of a root now, and ProjectX's id for it. */
export function pxFrontMonth(root = 'NQ') {
  const contract = continuousContract(root, 1, new Date());
  return { contract, id: projectXContractId(contract) };
}

export function pxIntent(overrides: Partial<OrderIntent> = {}): OrderIntent {
  return {
    deliveryId: randomUUID(),
    contract: pxFrontMonth().contract,
    action: 'buy',
    quantity: 1,
    orderType: 'market',
    price: '21000',
    at: new Date().toISOString(),
    ...overrides,
  };
}

/** The stub's orders on one account, oldest first. */
export function ordersOf(stub: ProjectXStub, accountId: number) {
  return [...stub.state.orders.values()].filter((order) => order.accountId === accountId);
}

/** Lists the front month of `root` at the stub (its catalogue is fixed; the calendar moves). */
export function listFrontMonth(stub: ProjectXStub, root: string, tickValue: number) {
  const front = pxFrontMonth(root);
  stub.addContract({
    id: front.id,
    name: front.id.split('.').slice(3).join(''),
    description: `${root} front month`,
    tickSize: 0.25,
    tickValue,
    activeContract: true,
  });
  return front;
}
