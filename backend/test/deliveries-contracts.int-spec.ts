// Roots added by issue 25 through the compiled worker, against real Postgres and Redis: an alert on
// a Treasury, a currency, a grain or VX resolves to its front contract and executes on the paper
// account, with P&L to the cent from the contract's tick value (ZN's $15.625 included).
import { resetDatabase } from '@tickrelay/testing/database/database-reset';
import { Queue } from 'bullmq';
import type { Pool } from 'pg';

import {
  alertJob,
  alertsQueue,
  enqueueAlert,
  memberWith,
  poolFor,
  waitForDeliveries,
} from './deliveries-helpers';
import { startWorker, type WorkerProcess } from './support/worker-process';

describe('alerts on the whole contract catalogue', () => {
  const prefix = `tr-contracts-${process.pid}`;
  let pool: Pool;
  let worker: WorkerProcess;
  let queue: Queue;

  beforeAll(async () => {
    pool = poolFor();
    await resetDatabase(pool, ['deliveries', 'subscriptions', 'paper_accounts', 'webhooks']);
    worker = await startWorker({ QUEUE_PREFIX: prefix });
    queue = alertsQueue(prefix);
  }, 60000);

  afterAll(async () => {
    await worker?.kill();
    await queue?.obliterate({ force: true });
    await queue?.close();
    await pool?.end();
  });

  it('executes ZN1!, 6E1!, ZC1! and CBOE:VX1! on paper, each on its front contract', async () => {
    const trader = await memberWith(pool, 'active');
    const jobs = [];
    for (const body of [
      { ticker: 'ZN1!', action: 'buy', quantity: 2, price: 110.5 },
      { ticker: 'CBOT:ZN1!', action: 'sell', quantity: 2, price: '110.703125' },
      { ticker: 'CME:6E1!', action: 'buy', quantity: 1, price: 1.08455 },
      { ticker: 'ZC1!', action: 'sell', quantity: 3, price: 432.25 },
      { ticker: 'CBOE:VX1!', action: 'buy', quantity: 1, price: 17.45 },
    ]) {
      jobs.push(await enqueueAlert(queue, alertJob(trader, body)));
    }
    const rows = await waitForDeliveries(
      pool,
      jobs.map((job) => job.deliveryId),
    );
    const [znBuy, znSell, euro, corn, vix] = rows;
    expect(rows.map((row) => [row.status, row.code])).toEqual(rows.map(() => ['executed', null]));
    const contract = (row: (typeof rows)[number] | undefined) =>
      (row?.broker_result as { contract: string } | undefined)?.contract;
    expect(contract(znBuy)).toMatch(/^ZN[HMUZ]20\d\d$/);
    expect(contract(euro)).toMatch(/^6E[HMUZ]20\d\d$/);
    expect(contract(corn)).toMatch(/^ZC[HKNUZ]20\d\d$/);
    expect(contract(vix)).toMatch(/^VX[FGHJKMNQUVXZ]20\d\d$/);
    // 13 ticks of 1/64 on 2 contracts: 26 × $15.625 = $406.25
    expect(znSell!.broker_result).toMatchObject({
      positionAfter: 0,
      events: [
        { kind: 'fill', side: 'sell', quantity: 2, price: '110.703125', realizedPnl: '406.25' },
      ],
    });
    expect(euro!.broker_result).toMatchObject({ events: [{ kind: 'fill', price: '1.08455' }] });
    expect(corn!.broker_result).toMatchObject({
      events: [{ kind: 'fill', price: '432.25' }],
      positionAfter: -3,
    });
  });
});
