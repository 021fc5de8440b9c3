import { sparePort } from '@tickrelay/testing/processes/process.helpers';
import request from 'supertest';

import { type RunningApi, startApi } from './support/api-app';

describe('Postgres unreachable', () => {
  let api: RunningApi;

  beforeAll(async () => {
    // Nothing listens on a spare port: every connection attempt is refused.
    const port = await sparePort();
    api = await startApi({ DATABASE_URL: `postgres://postgres@127.0.0.1:${port}/tickrelay_test` });
  });

  afterAll(() => api.close());

  it('reports postgres down on readiness but stays live', async () => {
    await request(api.url).get('/api/health/live').expect(200);
    const started = Date.now();
    const ready = await request(api.url).get('/api/health/ready').timeout(4000).expect(503);
    expect(Date.now() - started).toBeLessThan(2500);
    expect(ready.body).toMatchObject({
      status: 'error',
      checks: { postgres: { status: 'down' }, redis: { status: 'up' } },
    });
  });

  it('answers a write with 503 SERVICE_UNAVAILABLE, localised, without internals', async () => {
    const response = await request(api.url)
      .post('/api/contact?lang=fr')
      .set('X-Forwarded-For', '192.0.2.50')
      .send({
        name: 'Ada',
        email: 'ada@example.com',
        subject: 'Hello',
        message: 'A message long enough to pass validation.',
        locale: 'en',
      })
      .timeout(6000)
      .expect(503);
    expect(response.body).toEqual({
      statusCode: 503,
      error: 'SERVICE_UNAVAILABLE',
      message: 'Le service est temporairement indisponible. Réessayez dans un instant.',
    });
  });
});
