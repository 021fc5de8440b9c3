import { toAlertOrder } from '@tickrelay/contracts/alert-payload/alert-order';
import type { Transaction } from 'kysely';

import type { SecretSealer } from '@/common/crypto/secret-sealer';
import type { Database } from '@/database/database.types';

import { type BrokerAuditRepository } from '../audit/broker-audit.repository';
import { type BrokerConnectionsRepository } from '../connections/broker-connections.repository';
import { type BrokerConnectionRow } from '../connections/broker-connections.tables';
import { PAUSED, TradovateAlertExecutor } from './tradovate-alert-executor';
import { type TradovateBroker, TradovateOrderWithheld } from './tradovate.port';

const trx = {} as Transaction<Database>;
const order = toAlertOrder({ ticker: 'MES1!', action: 'buy', quantity: '1' });
const at = new Date('2026-03-02T14:30:00Z');
/** Opens every row to the same secrets (the real sealer is tested in common/crypto). */
const sealer = {
  openBytes: () => Buffer.from(JSON.stringify({ password: 'pw', cid: 1, secret: 's' })),
} as unknown as SecretSealer;
const REAL = { test: false, retry: false, paused: false } as const;

const row: BrokerConnectionRow = {
  member_id: 'm',
  connection_id: 'c',
  broker: 'tradovate',
  environment: 'demo',
  username: 'trader',
  app_id: 'TickRelay',
  app_version: '1.0',
  credentials_sealed: Buffer.alloc(0),
  credentials_key_id: 'k1',
  device_id: 'd',
  account_id: '7',
  account_name: 'DEMO7',
  accounts: [],
  status: 'connected',
  last_error_code: null,
  last_checked_at: null,
  created_at: at,
  updated_at: at,
};

function executor(connection: BrokerConnectionRow | null = row) {
  const broker = {
    execute: jest.fn<
      ReturnType<TradovateBroker['execute']>,
      Parameters<TradovateBroker['execute']>
    >(),
  };
  const connections = {
    connectionOf: jest.fn(() => Promise.resolve(connection ?? undefined)),
    setStatus: jest.fn(),
    settingsOf: jest.fn(),
  };
  const audit = { insert: jest.fn(() => Promise.resolve([])) };
  const tradovate = new TradovateAlertExecutor(
    connections as unknown as BrokerConnectionsRepository,
    audit as unknown as BrokerAuditRepository,
    sealer,
    broker as unknown as TradovateBroker,
  );
  return { tradovate, broker, connections, audit };
}

describe('TradovateAlertExecutor', () => {
  it('refuses a test alert before reading anything: it never reaches Tradovate', async () => {
    for (const options of [
      { ...REAL, test: true },
      { test: true, retry: true, paused: false },
      { test: true, retry: true, paused: true },
    ]) {
      const { tradovate, broker, connections } = executor();
      await expect(tradovate.execute(trx, 'm', order, at, 'd-1', options)).rejects.toThrow(
        /test alert d-1/,
      );
      expect(connections.connectionOf).not.toHaveBeenCalled();
      expect(broker.execute).not.toHaveBeenCalled();
    }
  });

  it('asks the adapter to place nothing new under the kill switch, and ends paused when it withheld', async () => {
    const { tradovate, broker, audit } = executor();
    broker.execute.mockRejectedValue(new TradovateOrderWithheld(null));
    const paused = { test: false, retry: true, paused: true };
    await expect(tradovate.execute(trx, 'm', order, at, 'd-1', paused)).resolves.toBe(PAUSED);
    expect(PAUSED).toMatchObject({ status: 'paused', code: 'EXECUTION_PAUSED', executedOn: null });
    expect(broker.execute).toHaveBeenCalledWith(
      expect.objectContaining({ accountId: 7, accountName: 'DEMO7' }),
      expect.objectContaining({ deliveryId: 'd-1', action: 'buy' }),
      { placeNew: false },
    );
    expect(audit.insert).not.toHaveBeenCalled();
  });

  it('lets a real alert place its order', async () => {
    const { tradovate, broker } = executor();
    broker.execute.mockResolvedValue({
      status: 'filled',
      code: null,
      params: {},
      contract: 'MESH2026',
      events: [],
      positionAfter: 1,
      account: null,
    } as unknown as Awaited<ReturnType<TradovateBroker['execute']>>);
    await tradovate.execute(trx, 'm', order, at, 'd-1', REAL);
    expect(broker.execute).toHaveBeenCalledWith(expect.anything(), expect.anything(), {
      placeNew: true,
    });
  });

  it('ends paused, not BROKER_NOT_CONNECTED, when the kill switch is on and no account is chosen', async () => {
    const { tradovate, broker } = executor(null);
    const paused = { test: false, retry: true, paused: true };
    await expect(tradovate.execute(trx, 'm', order, at, 'd-1', paused)).resolves.toBe(PAUSED);
    await expect(tradovate.execute(trx, 'm', order, at, 'd-1', REAL)).resolves.toMatchObject({
      status: 'rejected',
      code: 'BROKER_NOT_CONNECTED',
    });
    expect(broker.execute).not.toHaveBeenCalled();
  });
});
