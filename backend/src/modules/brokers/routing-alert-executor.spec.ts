import { toAlertOrder } from '@tickrelay/contracts/alert-payload/alert-order';
import type { Transaction } from 'kysely';

import type { Database } from '@/database/database.types';

import type { AlertExecution } from './alert-executor.port';
import { BrokerUnavailableError } from './broker-adapter';
import type { BrokerAdapters } from './broker-adapters';
import type { BrokerConnectionsRepository } from './connections/broker-connections.repository';
import { RELAYED, RoutingAlertExecutor } from './routing-alert-executor';

const trx = {} as Transaction<Database>;
const order = toAlertOrder({ ticker: 'MES1!', action: 'buy', quantity: '1' });
const at = new Date('2026-03-02T14:30:00Z');

const REAL = { test: false, retry: false, paused: false } as const;

const outcome = (executedOn: 'paper' | 'tradovate'): AlertExecution => ({
  status: 'executed',
  code: null,
  brokerResult: null,
  executedOn,
  paper: null,
  broker: null,
});

function router(target: 'paper' | 'tradovate' | 'none' | undefined) {
  const settingsOf = jest.fn(() =>
    Promise.resolve(
      target === undefined
        ? undefined
        : { member_id: 'm', execution_target: target, device_id: 'd', updated_at: at },
    ),
  );
  const paper = {
    name: 'paper',
    resumesEarlierTries: false,
    execute: jest.fn(() => Promise.resolve(outcome('paper'))),
  };
  const tradovate = {
    name: 'tradovate',
    resumesEarlierTries: true,
    execute: jest.fn(() => Promise.resolve(outcome('tradovate'))),
    unavailable: jest.fn(() => Promise.resolve(outcome('tradovate'))),
  };
  const routing = new RoutingAlertExecutor(
    { settingsOf } as unknown as BrokerConnectionsRepository,
    { paper, tradovate } as unknown as BrokerAdapters,
  );
  return { routing, settingsOf, paper, tradovate };
}

describe('RoutingAlertExecutor', () => {
  it('executes on paper when the member never chose (no settings row) or chose paper', async () => {
    for (const target of [undefined, 'paper'] as const) {
      const { routing, paper, tradovate } = router(target);
      await expect(routing.execute(trx, 'm', order, at, 'd-1', REAL)).resolves.toMatchObject({
        executedOn: 'paper',
      });
      expect(paper.execute).toHaveBeenCalledWith(trx, 'm', order, at, 'd-1', REAL);
      expect(tradovate.execute).not.toHaveBeenCalled();
    }
  });

  it('executes at Tradovate when the target is tradovate', async () => {
    const { routing, paper, tradovate } = router('tradovate');
    await expect(routing.execute(trx, 'm', order, at, 'd-1', REAL)).resolves.toMatchObject({
      executedOn: 'tradovate',
    });
    expect(tradovate.execute).toHaveBeenCalledWith(trx, 'm', order, at, 'd-1', REAL);
    expect(paper.execute).not.toHaveBeenCalled();
  });

  it('relays without executing anywhere when the target is none', async () => {
    const { routing, paper, tradovate } = router('none');
    await expect(routing.execute(trx, 'm', order, at, 'd-1', REAL)).resolves.toBe(RELAYED);
    expect(RELAYED).toMatchObject({ status: 'relayed', code: null, executedOn: null });
    expect(paper.execute).not.toHaveBeenCalled();
    expect(tradovate.execute).not.toHaveBeenCalled();
  });

  it('sends a retry straight back to Tradovate, whatever the target became', async () => {
    const { routing, paper, tradovate, settingsOf } = router('paper');
    const retry = { ...REAL, retry: true };
    await routing.execute(trx, 'm', order, at, 'd-1', retry);
    expect(tradovate.execute).toHaveBeenCalledWith(trx, 'm', order, at, 'd-1', retry);
    expect(paper.execute).not.toHaveBeenCalled();
    expect(settingsOf).not.toHaveBeenCalled();
  });

  it('asks Tradovate for an earlier try’s order under the kill switch, with paused passed on', async () => {
    const { routing, tradovate } = router('paper');
    const paused = { ...REAL, paused: true };
    await routing.execute(trx, 'm', order, at, 'd-1', paused);
    expect(tradovate.execute).toHaveBeenCalledWith(trx, 'm', order, at, 'd-1', paused);
  });

  it('executes a test alert on paper whatever the target, on a retry, under the kill switch', async () => {
    for (const target of [undefined, 'paper', 'tradovate', 'none'] as const) {
      for (const retry of [false, true]) {
        for (const paused of [false, true]) {
          const { routing, paper, tradovate, settingsOf } = router(target);
          await expect(
            routing.execute(trx, 'm', order, at, 'd-1', { test: true, retry, paused }),
          ).resolves.toMatchObject({ executedOn: 'paper' });
          expect(paper.execute).toHaveBeenCalledWith(trx, 'm', order, at, 'd-1', {
            test: true,
            retry,
            paused,
          });
          expect(tradovate.execute).not.toHaveBeenCalled();
          expect(tradovate.unavailable).not.toHaveBeenCalled();
          expect(settingsOf).not.toHaveBeenCalled();
        }
      }
    }
  });

  it('records an unavailable broker with the adapter the error names', async () => {
    const { routing, paper, tradovate } = router('paper');
    const error = new BrokerUnavailableError('tradovate', 'BROKER_RATE_LIMITED', 2000);
    await routing.unavailable(trx, 'm', order, at, 'd-1', error);
    expect(tradovate.unavailable).toHaveBeenCalledWith(trx, 'm', order, at, 'd-1', error);
    expect(paper.execute).not.toHaveBeenCalled();
  });

  it('refuses a table where no broker, or two, resume earlier tries', () => {
    const { paper, tradovate } = router('paper');
    const connections = {} as BrokerConnectionsRepository;
    for (const resumes of [false, true]) {
      const table = {
        paper: { ...paper, resumesEarlierTries: resumes },
        tradovate: { ...tradovate, resumesEarlierTries: resumes },
      };
      expect(
        () => new RoutingAlertExecutor(connections, table as unknown as BrokerAdapters),
      ).toThrow(/exactly one broker may resume earlier tries/);
    }
  });
});
