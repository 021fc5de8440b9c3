import { sleep, sparePort, waitFor } from '@tickrelay/testing/processes/process.helpers';
import { ThrowawayRedis } from '@tickrelay/testing/servers/throwaway-redis';
import request from 'supertest';

import { type RunningApi, startApi } from './support/api-app';

interface Ready {
  status: number;
  body: { status: string; checks: Record<string, { status: string; error?: string }> };
  ms: number;
}

async function ready(api: RunningApi): Promise<Ready> {
  const started = Date.now();
  const response = await request(api.url).get('/api/health/ready').timeout(4000);
  return {
    status: response.status,
    body: response.body as Ready['body'],
    ms: Date.now() - started,
  };
}

describe('Redis outage (throwaway redis-server)', () => {
  let redis: ThrowawayRedis;
  let api: RunningApi;

  beforeAll(async () => {
    redis = new ThrowawayRedis(await sparePort());
    await redis.start();
    api = await startApi({ REDIS_URL: redis.url });
  });

  afterAll(async () => {
    await api?.close();
    await redis?.stop();
  });

  it('reports Redis down within seconds, fails throttled routes fast, and recovers by itself', async () => {
    await waitFor(
      async () => ((await ready(api)).status === 200 ? true : undefined),
      5000,
      'ready before the outage',
    );

    await redis.stop();
    const stoppedAt = Date.now();

    const down = await waitFor(
      async () => {
        const probe = await ready(api);
        expect(probe.ms).toBeLessThan(3000); // each probe answers, never hangs
        return probe.status === 503 ? probe : undefined;
      },
      5000,
      'ready to report redis down',
    );
    expect(Date.now() - stoppedAt).toBeLessThan(5000);
    expect(down.body.status).toBe('error');
    expect(down.body.checks.postgres).toEqual({ status: 'up' });
    expect(down.body.checks.redis?.status).toBe('down');
    // The public probe says which dependency is down, never the driver's error text (logged instead).
    expect(down.body.checks.redis).toEqual({ status: 'down' });

    // Rate-limited routes cannot count without Redis: 503 quickly, not a hung request.
    const started = Date.now();
    const throttled = await request(api.url)
      .post('/api/contact')
      .send({})
      .timeout(4000)
      .expect(503);
    expect(Date.now() - started).toBeLessThan(2500);
    expect(throttled.body).toMatchObject({ statusCode: 503, error: 'SERVICE_UNAVAILABLE' });

    // Liveness does not depend on Redis.
    await request(api.url).get('/api/health/live').expect(200);

    await sleep(500);
    await redis.start();
    const back = await waitFor(
      async () => {
        const probe = await ready(api);
        return probe.status === 200 ? probe : undefined;
      },
      10000,
      'ready to recover after redis restarts',
    );
    expect(back.body.checks.redis).toEqual({ status: 'up' });
    await request(api.url).post('/api/contact').send({}).expect(400);
  });
});

describe('Redis unreachable at boot', () => {
  it('still starts, reports not ready, and becomes ready once Redis appears', async () => {
    const redis = new ThrowawayRedis(await sparePort());
    const api = await startApi({ REDIS_URL: redis.url });
    try {
      await request(api.url).get('/api/health/live').expect(200);
      const down = await ready(api);
      expect(down.status).toBe(503);
      expect(down.body.checks.redis?.status).toBe('down');

      await redis.start();
      await waitFor(
        async () => ((await ready(api)).status === 200 ? true : undefined),
        10000,
        'ready once redis is up',
      );
    } finally {
      await api.close();
      await redis.stop();
    }
  });
});
