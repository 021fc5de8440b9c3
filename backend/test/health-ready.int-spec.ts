import { Logger } from '@nestjs/common';
import { sparePort } from '@tickrelay/testing/processes/process.helpers';
import request from 'supertest';

import { type RunningApi, startApi } from './support/api-app';

describe('GET /api/health/ready with a dependency down', () => {
  let api: RunningApi;
  let postgresPort: number;

  beforeAll(async () => {
    // Nothing listens there: the driver's error names the address it could not reach.
    postgresPort = await sparePort();
    api = await startApi({
      DATABASE_URL: `postgres://postgres@127.0.0.1:${postgresPort}/tickrelay_test`,
    });
  });

  afterAll(() => api.close());

  it('says which dependency is down and nothing about why; the log says why', async () => {
    const warn = jest.spyOn(Logger.prototype, 'warn');
    try {
      const ready = await request(api.url).get('/api/health/ready').timeout(4000).expect(503);
      expect(ready.body).toEqual({
        status: 'error',
        checks: { postgres: { status: 'down' }, redis: { status: 'up' } },
      });
      expect(ready.text).not.toMatch(/ECONNREFUSED|127\.0\.0\.1|timeout/i);
      expect(ready.text).not.toContain(String(postgresPort));
      expect(warn).toHaveBeenCalledWith(
        expect.objectContaining({ dependency: 'postgres', reason: expect.any(String) as unknown }),
        'readiness: dependency down',
      );
    } finally {
      warn.mockRestore();
    }
  });
});
