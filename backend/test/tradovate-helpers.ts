// Shared by the Tradovate contract tests: an AES-256-GCM sealer (the wiring provides the app's
// own; this one is a real one too, with a test key), the adapter against a stub, a member's
// session at the stub, and intents on the front month.
import { createCipheriv, createDecipheriv, randomBytes, randomUUID } from 'node:crypto';

import { continuousContract } from '@tickrelay/contracts/futures/roll-calendar';
import type { TradovateStub } from '@tickrelay/testing/stubs/tradovate.stub';
import { Redis } from 'ioredis';

import type { OrderIntent } from '../src/modules/brokers/broker.port';
import { RedisTradovateStore } from '../src/modules/brokers/tradovate/tradovate-redis.store';
import type { TradovateSealer } from '../src/modules/brokers/tradovate/tradovate-store';
import { tradovateContractName } from '../src/modules/brokers/tradovate/tradovate-symbols';
import {
  TradovateBrokerAdapter,
  type TradovateAdapterOptions,
} from '../src/modules/brokers/tradovate/tradovate.broker';
import type { TradovateSession } from '../src/modules/brokers/tradovate/tradovate.port';

/** AES-256-GCM, context as additional data: iv.tag.ciphertext in base64url. */
export class TestSealer implements TradovateSealer {
  private readonly key = randomBytes(32);

  seal(plaintext: string, context: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    cipher.setAAD(Buffer.from(context));
    const sealed = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
    return [iv, cipher.getAuthTag(), sealed].map((part) => part.toString('base64url')).join('.');
  }

  open(sealed: string, context: string): string {
    const [iv, tag, data] = sealed.split('.').map((part) => Buffer.from(part, 'base64url'));
    const decipher = createDecipheriv('aes-256-gcm', this.key, iv!);
    decipher.setAAD(Buffer.from(context));
    decipher.setAuthTag(tag!);
    return Buffer.concat([decipher.update(data!), decipher.final()]).toString('utf8');
  }
}

export function testRedis(): Redis {
  return new Redis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379/3', {
    maxRetriesPerRequest: 1,
  });
}

/** A store under a prefix of its own, so suites never see each other's keys. */
export function testStore(redis: Redis): RedisTradovateStore {
  return new RedisTradovateStore(
    redis,
    new TestSealer(),
    Date.now,
    `tradovate-test-${randomUUID()}`,
  );
}

export function testAdapter(
  stub: TradovateStub,
  store: RedisTradovateStore,
  options: Partial<TradovateAdapterOptions> = {},
): TradovateBrokerAdapter {
  return new TradovateBrokerAdapter(
    {
      demoUrl: stub.url,
      liveUrl: stub.url,
      requestTimeoutMs: 2000,
      penaltyInlineWaitMaxMs: 3000,
      fillPolling: { timeoutMs: 1000, intervalMs: 20 },
      ...options,
    },
    store,
    store,
  );
}

/** A member with one demo account at the stub, and their session. */
export function member(stub: TradovateStub, accounts = ['DEMO1']): TradovateSession {
  const name = `member-${randomUUID().slice(0, 8)}`;
  const created = stub.addUser({ name, password: 'pw-1', cid: 42, sec: 'secret-1', accounts });
  const account = created.accounts[0]!;
  return {
    memberId: randomUUID(),
    connectionId: randomUUID(),
    credentials: {
      environment: 'demo',
      username: name,
      password: 'pw-1',
      appId: 'TickRelay',
      appVersion: '1.0',
      cid: 42,
      secret: 'secret-1',
      deviceId: randomUUID(),
    },
    accountId: account.id,
    accountName: account.name,
  };
}

/** The MES front month now, and Tradovate's name for it. */
export function frontMonth(root = 'MES') {
  const contract = continuousContract(root, 1, new Date());
  return { contract, name: tradovateContractName(contract) };
}

export function intent(overrides: Partial<OrderIntent> = {}): OrderIntent {
  return {
    deliveryId: randomUUID(),
    contract: frontMonth().contract,
    action: 'buy',
    quantity: 1,
    orderType: 'market',
    price: '5000.25',
    at: new Date().toISOString(),
    ...overrides,
  };
}
