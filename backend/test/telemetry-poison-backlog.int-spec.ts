import type { Queue } from 'bullmq';
import request from 'supertest';

import { sampleBatch } from '../src/modules/telemetry/telemetry-sample';
import { QUEUES } from '../src/queue/queues';
import { type RunningApi, startApi } from './support/api-app';
import { telemetryQueue } from './telemetry-helpers';

const PATH = '/api/telemetry/batch';

/**
 * Issue 8: Redis is bounded. With no worker running, a queue whose backlog reached
 * QUEUE_BACKLOG_MAX makes the api answer 503 + Retry-After instead of queueing more; failed jobs
 * are kept by count and age on every queue.
 */
describe('queue backlog bound', () => {
  const prefix = `tr-poison-backlog-${process.pid}`;
  let api: RunningApi;
  let queue: Queue;

  beforeAll(async () => {
    api = await startApi({
      QUEUE_PREFIX: prefix,
      QUEUE_BACKLOG_MAX: '10',
      TELEMETRY_RATE_LIMIT_PER_MINUTE: '1000',
    });
    queue = telemetryQueue(api.config.redisUrl, prefix);
  });

  afterAll(async () => {
    await queue.obliterate({ force: true });
    await queue.close();
    await api.close();
  });

  it('keeps failed jobs by count and age on every queue', () => {
    for (const definition of Object.values(QUEUES)) {
      expect(definition.jobOptions.removeOnFail).toEqual({
        age: expect.any(Number) as unknown,
        count: expect.any(Number) as unknown,
      });
      expect(definition.jobOptions.removeOnComplete).not.toBe(false);
    }
  });

  it('answers 503 with Retry-After once the queue holds QUEUE_BACKLOG_MAX jobs', async () => {
    for (let i = 0; i < 10; i++) {
      await request(api.url)
        .post(PATH)
        .set('X-Forwarded-For', '198.51.100.9')
        .send(sampleBatch(1))
        .expect(202);
      // Let the cached count (refreshed at most once a second) see each add.
      if (i === 9) await new Promise((resolve) => setTimeout(resolve, 1100));
    }
    expect(await queue.getWaitingCount()).toBe(10);

    // The first request after the refresh may still see the old figure; the next ones must not.
    await request(api.url).post(PATH).set('X-Forwarded-For', '198.51.100.9').send(sampleBatch(1));
    const response = await request(api.url)
      .post(PATH)
      .set('X-Forwarded-For', '198.51.100.9')
      .send(sampleBatch(1))
      .expect(503);
    expect(response.headers['retry-after']).toMatch(/^\d+$/);
    expect((response.body as { error: string }).error).toBe('SERVICE_UNAVAILABLE');
    expect(await queue.getWaitingCount()).toBeLessThanOrEqual(11);
  });
});
