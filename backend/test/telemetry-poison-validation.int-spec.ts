import { jobCount } from '@tickrelay/testing/queues/queue-wait';
import type { Queue } from 'bullmq';
import request from 'supertest';

import { sampleBatch } from '../src/modules/telemetry/telemetry-sample';
import { type RunningApi, startApi } from './support/api-app';
import { telemetryQueue } from './telemetry-helpers';

const PATH = '/api/telemetry/batch';

/**
 * Issue 8: text PostgreSQL cannot store is refused by the hot-route kit's validation step, so it
 * never reaches a job (where it used to fail the COPY and cost the honest batches beside it).
 */
describe('hot routes refuse text PostgreSQL cannot store', () => {
  const prefix = `tr-poison-val-${process.pid}`;
  let api: RunningApi;
  let queue: Queue;
  let nextAddress = 1;
  const freshClient = () => `198.51.100.${nextAddress++}`;

  beforeAll(async () => {
    api = await startApi({ QUEUE_PREFIX: prefix, TELEMETRY_RATE_LIMIT_PER_MINUTE: '1000' });
    queue = telemetryQueue(api.config.redisUrl, prefix);
  });

  afterAll(async () => {
    await queue.obliterate({ force: true });
    await queue.close();
    await api.close();
  });

  it.each([
    ['a NUL character', 'click\u0000'],
    ['a lone high surrogate', 'click \ud800'],
    ['a lone low surrogate', '\udc00 click'],
  ])('answers 400 invalid_characters for %s in event_name and queues nothing', async (_, name) => {
    const batch = sampleBatch(3);
    batch.events[1] = { ...batch.events[1]!, event_name: name };
    const before = await jobCount(queue);
    const response = await request(api.url)
      .post(PATH)
      .set('X-Forwarded-For', freshClient())
      .set('Content-Type', 'application/json')
      // JSON.stringify writes NUL and lone surrogates as \u escapes, as a hostile client would.
      .send(JSON.stringify(batch))
      .expect(400);
    expect(response.body).toEqual({
      statusCode: 400,
      error: 'VALIDATION_FAILED',
      message: expect.stringContaining('cannot be saved') as unknown,
      details: { 'events.1.event_name': 'invalid_characters' },
    });
    expect(await jobCount(queue)).toBe(before);
  });

  it('names every bad field, keys of event_data included, in French when asked', async () => {
    const batch = sampleBatch(2);
    batch.events[0] = { ...batch.events[0]!, event_data: { 'k\u0000': 1, ok: 'v\ud83d' } };
    const response = await request(api.url)
      .post(`${PATH}?lang=fr`)
      .set('X-Forwarded-For', freshClient())
      .set('Content-Type', 'text/plain;charset=UTF-8')
      .send(JSON.stringify(batch))
      .expect(400);
    expect(response.headers['content-language']).toBe('fr');
    const body = response.body as { message: string; details: unknown };
    expect(body.message).toContain('impossibles à enregistrer');
    expect(body.details).toEqual({
      'events.0.event_data.k\ufffd': 'invalid_characters',
      'events.0.event_data.ok': 'invalid_characters',
    });
  });

  it('still accepts a paired surrogate (an emoji) written as escapes', async () => {
    const batch = sampleBatch(1);
    batch.events[0] = { ...batch.events[0]!, event_name: 'rocket \ud83d\ude80' };
    const text = JSON.stringify(batch).replace('\ud83d\ude80', '\\ud83d\\ude80');
    await request(api.url)
      .post(PATH)
      .set('X-Forwarded-For', freshClient())
      .set('Content-Type', 'application/json')
      .send(text)
      .expect(202);
  });
});
