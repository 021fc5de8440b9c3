import { request as httpRequest } from 'node:http';

import { jobCount } from '@tickrelay/testing/queues/queue-wait';
import type { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import request from 'supertest';

import { sampleBatch, sampleEvent } from '../src/modules/telemetry/telemetry-sample';
import { type RunningApi, startApi } from './support/api-app';
import { telemetryQueue } from './telemetry-helpers';

const PATH = '/api/telemetry/batch';

/** A batch of valid events whose JSON is well over the 64 KB body limit. */
function oversizeBody(): string {
  const events = Array.from({ length: 40 }, () =>
    sampleEvent({ event_type: 'error', error_message: 'boom', stack_trace: 'x'.repeat(2000) }),
  );
  const body = JSON.stringify({ events });
  expect(body.length).toBeGreaterThan(64 * 1024);
  return body;
}

/** POSTs `body` in chunks without Content-Length (Transfer-Encoding: chunked). */
function postChunked(url: string, body: string): Promise<{ status: number; json: unknown }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      `${url}${PATH}`,
      {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': '192.0.2.200' },
      },
      (res) => {
        let text = '';
        res.on('data', (chunk: Buffer) => (text += chunk.toString()));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, json: JSON.parse(text) as unknown }),
        );
      },
    );
    req.on('error', reject);
    for (let offset = 0; offset < body.length; offset += 8192)
      req.write(body.slice(offset, offset + 8192));
    req.end();
  });
}

describe('telemetry limits', () => {
  const prefix = `tickrelay-telemetry-limits-${process.pid}`;
  let queue: Queue;
  let redis: Redis;

  beforeAll(() => {
    queue = telemetryQueue(process.env.REDIS_URL ?? '', prefix);
    redis = new Redis(process.env.REDIS_URL ?? '');
  });

  afterAll(async () => {
    await queue.obliterate({ force: true });
    await queue.close();
    redis.disconnect();
  });

  describe('body size', () => {
    let api: RunningApi;
    beforeAll(async () => {
      api = await startApi({ QUEUE_PREFIX: prefix });
    });
    afterAll(() => api.close());

    it('refuses a body over 64 KB with 413, whether its length is declared or not', async () => {
      const body = oversizeBody();
      const before = await jobCount(queue);
      const declared = await request(api.url)
        .post(`${PATH}?lang=fr`)
        .set('X-Forwarded-For', '192.0.2.100')
        .set('Content-Type', 'application/json')
        .send(body)
        .expect(413);
      expect(declared.body).toEqual({
        statusCode: 413,
        error: 'PAYLOAD_TOO_LARGE',
        message: 'La requête est trop volumineuse.',
      });
      const chunked = await postChunked(api.url, body);
      expect(chunked.status).toBe(413);
      expect(chunked.json).toMatchObject({ error: 'PAYLOAD_TOO_LARGE' });
      expect(await jobCount(queue)).toBe(before);
      // The connection still works for the next client.
      await request(api.url)
        .post(PATH)
        .set('X-Forwarded-For', '192.0.2.101')
        .send(sampleBatch(1))
        .expect(202);
    });
  });

  describe('rate limit (TELEMETRY_RATE_LIMIT_PER_MINUTE=5)', () => {
    let trusted: RunningApi;
    let untrusted: RunningApi;

    beforeAll(async () => {
      trusted = await startApi({ QUEUE_PREFIX: prefix, TELEMETRY_RATE_LIMIT_PER_MINUTE: '5' });
      untrusted = await startApi({
        QUEUE_PREFIX: prefix,
        TELEMETRY_RATE_LIMIT_PER_MINUTE: '5',
        TRUSTED_PROXY_CIDRS: 'none',
      });
    });

    afterAll(async () => {
      await trusted.close();
      await untrusted.close();
    });

    it('answers a flood with 429 and Retry-After, and queues none of the refused batches', async () => {
      const before = await jobCount(queue);
      const statuses: number[] = [];
      let refused: request.Response | undefined;
      for (let i = 0; i < 9; i++) {
        const response = await request(trusted.url)
          .post(PATH)
          .set('X-Forwarded-For', '203.0.113.10')
          .send(sampleBatch(2));
        statuses.push(response.status);
        if (response.status === 429) refused = response;
      }
      expect(statuses).toEqual([202, 202, 202, 202, 202, 429, 429, 429, 429]);
      expect(refused?.body).toMatchObject({ statusCode: 429, error: 'TOO_MANY_REQUESTS' });
      expect(Number(refused?.headers['retry-after'])).toBeGreaterThan(0);
      expect(await jobCount(queue)).toBe(before + 5);
    });

    it('counts each client behind the trusted proxy by its X-Forwarded-For address', async () => {
      for (const client of ['203.0.113.20', '203.0.113.21']) {
        for (let i = 0; i < 5; i++) {
          await request(trusted.url)
            .post(PATH)
            .set('X-Forwarded-For', client)
            .send(sampleBatch(1))
            .expect(202);
        }
      }
      const hits = await redis.get(`{${prefix}:throttle:203.0.113.20:telemetry}:hits`);
      expect(Number(hits)).toBe(5);
    });

    it('ignores X-Forwarded-For from an untrusted peer (TRUSTED_PROXY_CIDRS=none)', async () => {
      const statuses: number[] = [];
      for (let i = 0; i < 6; i++) {
        const response = await request(untrusted.url)
          .post(PATH)
          // A client forging a new address each time is still counted as its socket address.
          .set('X-Forwarded-For', `203.0.113.${100 + i}`)
          .send(sampleBatch(1));
        statuses.push(response.status);
      }
      expect(statuses).toEqual([202, 202, 202, 202, 202, 429]);
      expect(await redis.exists(`{${prefix}:throttle:203.0.113.100:telemetry}:hits`)).toBe(0);
      expect(Number(await redis.get(`{${prefix}:throttle:127.0.0.1:telemetry}:hits`))).toBe(6);
    });
  });
});
