// The console's queues, money and pipeline pages (issue 26) against the real api, Redis, Postgres
// and the compiled worker: a telemetry job that failed for good is inspected with its data
// redacted, retried from the console and its events land once (a second retry finds nothing to
// retry); a failed job discarded is gone; both actions are audited.
import { randomUUID } from 'node:crypto';

import type {
  OperatorAuditPage,
  OperatorFailedJob,
  OperatorFailedJobs,
  OperatorMoney,
  OperatorPipeline,
  OperatorQueueOverview,
} from '@tickrelay/contracts/endpoints/operator.endpoints';
import type { ApiAgent } from '@tickrelay/testing/http/api-agent';
import { waitFor } from '@tickrelay/testing/processes/process.helpers';
import { type Job, Queue, Worker } from 'bullmq';

import { sampleEvent } from '../src/modules/telemetry/telemetry-sample';
import type { TelemetryBatchJob } from '../src/queue/job-payloads';
import { operatorCli, type OperatorTestApi, startOperatorApi } from './operator-helpers';
import { enrolTotp } from './second-factor-helpers';
import { startWorker, type WorkerProcess } from './support/worker-process';
import { countRows } from './telemetry-helpers';
import { WebhooksWorld } from './webhooks-helpers';

let api: OperatorTestApi;
let world: WebhooksWorld;
let operator: ApiAgent;
let telemetry: Queue;

/** A telemetry batch that failed its only attempt (the worker that took it threw). */
async function failedBatch(events: TelemetryBatchJob['events']): Promise<string> {
  const job = await telemetry.add(
    'batch',
    { receivedAt: new Date().toISOString(), events } satisfies TelemetryBatchJob,
    { attempts: 1, jobId: randomUUID() },
  );
  const failing = new Worker(
    'telemetry',
    (taken: Job) => {
      throw new Error(`Postgres was away for ${String(taken.id)}`);
    },
    { connection: { url: api.config.redisUrl }, prefix: api.prefix },
  );
  await waitFor(async () => ((await job.isFailed()) ? true : undefined), 10_000, 'failed job');
  await failing.close();
  return String(job.id);
}

beforeAll(async () => {
  api = await startOperatorApi();
  world = new WebhooksWorld(api);
  const member = await world.member({ entitled: false });
  const { rows } = await world.db.query<{ email: string }>(
    'select email from users where id = $1',
    [member.userId],
  );
  expect((await operatorCli(api.config, ['grant', rows[0]!.email])).code).toBe(0);
  operator = member.agent;
  await enrolTotp(operator);
  telemetry = new Queue('telemetry', {
    connection: { url: api.config.redisUrl },
    prefix: api.prefix,
  });
}, 60_000);

afterAll(async () => {
  await telemetry.obliterate({ force: true });
  await telemetry.close();
  await world.close();
  await api.close();
});

describe('a failed telemetry job', () => {
  let worker: WorkerProcess | undefined;

  afterAll(async () => {
    await worker?.kill();
  });

  it('is inspected redacted, retried once from the console, and its events land once', async () => {
    const events = [sampleEvent(), sampleEvent(), sampleEvent()];
    const jobId = await failedBatch(events);
    const discarded = await failedBatch([sampleEvent()]);

    const overview = await operator.get<OperatorQueueOverview>('/api/operator/queues');
    expect(overview.body.queues.find((queue) => queue.name === 'telemetry')).toMatchObject({
      failed: 2,
    });
    expect(overview.body.telemetryDeadLetters).toEqual(expect.any(Number));
    const failed = await operator.get<OperatorFailedJobs>('/api/operator/queues/telemetry/failed');
    expect(failed.body.jobs.map((job) => job.id).sort()).toEqual([jobId, discarded].sort());

    const inspected = await operator.get<OperatorFailedJob>(
      `/api/operator/queues/telemetry/failed/${jobId}`,
    );
    expect(inspected.body).toMatchObject({ id: jobId, name: 'batch', attemptsMade: 1 });
    expect(inspected.body.failedReason).toContain('Postgres was away');
    const shown = JSON.stringify(inspected.body.data);
    expect(shown).toContain(events[0]!.event_id);
    expect(shown).not.toContain('payload-format');
    expect(shown).not.toContain('google.com');

    expect(
      (await operator.post(`/api/operator/queues/telemetry/failed/${jobId}/retry`)).status,
    ).toBe(204);
    expect(
      (await operator.post(`/api/operator/queues/telemetry/failed/${discarded}/discard`)).status,
    ).toBe(204);
    worker = await startWorker({ QUEUE_PREFIX: api.prefix });
    const ids = events.map((event) => event.event_id);
    await waitFor(
      async () => ((await countRows(world.db, ids)).rows === 3 ? true : undefined),
      20_000,
      'the retried events',
    );
    // Done: not failed any more, so a second retry (a double click, another operator) is 404.
    await waitFor(
      async () => ((await telemetry.getJobState(jobId)) === 'completed' ? true : undefined),
      10_000,
      'completed',
    );
    const again = await operator.post(`/api/operator/queues/telemetry/failed/${jobId}/retry`);
    expect([again.status, again.body.error]).toEqual([404, 'NOT_FOUND']);
    expect(await countRows(world.db, ids)).toEqual({ rows: 3, distinct: 3 });
    expect(await telemetry.getJob(discarded)).toBeUndefined();

    const audit = await operator.get<OperatorAuditPage>('/api/operator/audit');
    const actions = audit.body.entries
      .filter(
        (row) => row.targetId === `telemetry/${jobId}` || row.targetId === `telemetry/${discarded}`,
      )
      .map((row) => [row.action, row.targetId]);
    expect(actions).toEqual([
      ['queue.discard', `telemetry/${discarded}`],
      ['queue.retry', `telemetry/${jobId}`],
    ]);
  }, 60_000);

  it('answers 404 for an unknown queue or job', async () => {
    for (const path of [
      '/api/operator/queues/nope/failed',
      `/api/operator/queues/telemetry/failed/${randomUUID()}`,
    ]) {
      const response = await operator.get(path);
      expect([response.status, response.body.error]).toEqual([404, 'NOT_FOUND']);
    }
    const retry = await operator.post(`/api/operator/queues/__proto__/failed/1/retry`);
    expect(retry.status).toBe(404);
  });
});

describe('money and pipeline', () => {
  it('count subscriptions by state and MRR per currency, and the last hour of alerts', async () => {
    const { userId } = await world.member();
    const money = await operator.get<OperatorMoney>('/api/operator/money');
    expect(money.status).toBe(200);
    expect(money.body.counts.active).toBeGreaterThanOrEqual(1);
    expect(money.body.mrr.find((row) => row.currency === 'usd')?.amount).toBeGreaterThanOrEqual(
      4900,
    );
    expect(money.body.churnRate).toBeGreaterThanOrEqual(0);
    expect(money.body.failedPayments.some((row) => row.memberId === userId)).toBe(false);
    const pipeline = await operator.get<OperatorPipeline>('/api/operator/pipeline');
    expect(pipeline.status).toBe(200);
    expect(pipeline.body).toMatchObject({
      alertsPerMinute: expect.any(Array) as unknown,
      ackMs: expect.any(Object) as unknown,
      byBroker: expect.any(Array) as unknown,
      relays: expect.any(Array) as unknown,
    });
  });
});
