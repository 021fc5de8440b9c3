import { sparePort } from '@tickrelay/testing/processes/process.helpers';
import { jobCount } from '@tickrelay/testing/queues/queue-wait';
import type { Queue } from 'bullmq';
import request from 'supertest';

import { jobIdFor } from '../src/modules/telemetry/telemetry-batch.job';
import { sampleBatch, sampleEvent } from '../src/modules/telemetry/telemetry-sample';
import type { TelemetryBatchJob } from '../src/queue/job-payloads';
import { type RunningApi, startApi } from './support/api-app';
import { telemetryQueue } from './telemetry-helpers';

const PATH = '/api/telemetry/batch';

describe('POST /api/telemetry/batch', () => {
  const prefix = `tickrelay-telemetry-api-${process.pid}`;
  let api: RunningApi;
  let queue: Queue;
  let nextAddress = 1;
  // Each test its own client address (through the trusted loopback proxy), so limits never leak.
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

  /** Runs `send` and checks that it queued nothing at all. */
  async function queuesNothing(send: () => Promise<unknown>): Promise<void> {
    const before = await jobCount(queue);
    await send();
    expect(await jobCount(queue)).toBe(before);
  }

  it('answers 202 with the count once the batch is a job on the queue', async () => {
    const batch = sampleBatch(10);
    const started = Date.now();
    const response = await request(api.url)
      .post(PATH)
      .set('X-Forwarded-For', freshClient())
      .send(batch)
      .expect(202);
    expect(response.body).toEqual({ accepted: 10 });
    expect(response.headers['x-request-id']).toEqual(expect.any(String));

    const job = await queue.getJob(jobIdFor(batch.events));
    expect(job?.name).toBe('batch');
    const data = job?.data as TelemetryBatchJob;
    expect(data.events).toEqual(batch.events);
    const receivedAt = Date.parse(data.receivedAt);
    expect(receivedAt).toBeGreaterThanOrEqual(started - 1000);
    expect(receivedAt).toBeLessThanOrEqual(Date.now());
  });

  it('queues a batch sent twice only once (stable job id)', async () => {
    const batch = sampleBatch(3);
    const client = freshClient();
    const before = await jobCount(queue);
    await request(api.url).post(PATH).set('X-Forwarded-For', client).send(batch).expect(202);
    await request(api.url).post(PATH).set('X-Forwarded-For', client).send(batch).expect(202);
    expect(await jobCount(queue)).toBe(before + 1);
  });

  it('queues every event of concurrent batches exactly once, batches arriving together sharing jobs', async () => {
    const before = await jobCount(queue);
    const batches = Array.from({ length: 30 }, () => sampleBatch(10));
    const responses = await Promise.all(
      batches.map((batch) =>
        request(api.url).post(PATH).set('X-Forwarded-For', freshClient()).send(batch),
      ),
    );
    expect(responses.map((response) => response.status)).toEqual(batches.map(() => 202));
    const jobs = (await queue.getJobs(['wait'])).filter(
      (job) => (job.data as TelemetryBatchJob).events.length > 0,
    );
    const wanted = new Set(batches.flatMap((batch) => batch.events.map((event) => event.event_id)));
    const queued = jobs
      .flatMap((job) => (job.data as TelemetryBatchJob).events.map((event) => event.event_id))
      .filter((id) => wanted.has(id));
    expect(queued.sort()).toEqual([...wanted].sort());
    const added = (await jobCount(queue)) - before;
    expect(added).toBeGreaterThan(0);
    expect(added).toBeLessThanOrEqual(batches.length);
  });

  it('accepts what navigator.sendBeacon sends: text/plain, or no content type', async () => {
    const asText = sampleBatch(2);
    // fetch with a string body sends text/plain;charset=UTF-8, exactly like a beacon of a string.
    const text = await fetch(`${api.url}${PATH}`, {
      method: 'POST',
      headers: { 'X-Forwarded-For': freshClient() },
      body: JSON.stringify(asText),
    });
    expect(text.status).toBe(202);
    expect(await text.json()).toEqual({ accepted: 2 });
    expect(await queue.getJob(jobIdFor(asText.events))).toBeDefined();

    const asBytes = sampleBatch(1);
    const bytes = await fetch(`${api.url}${PATH}`, {
      method: 'POST',
      headers: { 'X-Forwarded-For': freshClient() },
      body: new TextEncoder().encode(JSON.stringify(asBytes)),
    });
    expect(bytes.status).toBe(202);
    expect(await queue.getJob(jobIdFor(asBytes.events))).toBeDefined();
  });

  it.each([
    ['a form', { 'Content-Type': 'application/x-www-form-urlencoded' }],
    ['another charset', { 'Content-Type': 'text/plain; charset=iso-8859-1' }],
    ['a compressed body', { 'Content-Type': 'application/json', 'Content-Encoding': 'gzip' }],
  ])('refuses %s with 415', async (_label, headers) => {
    await queuesNothing(async () => {
      const response = await request(api.url)
        .post(PATH)
        .set('X-Forwarded-For', freshClient())
        .set(headers)
        .send(JSON.stringify(sampleBatch(1)))
        .expect(415);
      expect(response.body).toMatchObject({ statusCode: 415, error: 'UNSUPPORTED_MEDIA_TYPE' });
    });
  });

  it('answers malformed JSON with 400 INVALID_JSON', async () => {
    await queuesNothing(async () => {
      const response = await request(api.url)
        .post(PATH)
        .set('X-Forwarded-For', freshClient())
        .set('Content-Type', 'text/plain')
        .send('{"events": [')
        .expect(400);
      expect(response.body).toEqual({
        statusCode: 400,
        error: 'INVALID_JSON',
        message: 'The request body is not valid JSON.',
      });
    });
  });

  const invalid: [string, Record<string, unknown>, Record<string, string>][] = [
    ['an unknown field', { tracking_pixel: 'x' }, { 'events.1.tracking_pixel': 'unknown_field' }],
    [
      'an unknown event type',
      { event_type: 'purchase' },
      { 'events.1.event_type': 'invalid_choice' },
    ],
    ['an unknown device type', { device_type: 'tv' }, { 'events.1.device_type': 'invalid_choice' }],
    ['an event id that is not a UUID', { event_id: '42' }, { 'events.1.event_id': 'invalid_uuid' }],
    [
      'a fractional screen size',
      { screen_width: 1280.5 },
      { 'events.1.screen_width': 'invalid_type' },
    ],
    [
      'a screen size as text',
      { screen_height: '720' },
      { 'events.1.screen_height': 'invalid_type' },
    ],
    [
      'an over-long string',
      { page_path: `/${'p'.repeat(1024)}` },
      { 'events.1.page_path': 'too_long' },
    ],
    [
      'an over-long stack trace',
      { stack_trace: 's'.repeat(8001) },
      { 'events.1.stack_trace': 'too_long' },
    ],
    ['a missing field', { event_name: undefined }, { 'events.1.event_name': 'required' }],
    ['a negative duration', { duration_ms: -1 }, { 'events.1.duration_ms': 'too_small' }],
    [
      'nested event data',
      { event_data: { a: { b: 1 } } },
      { 'events.1.event_data.a': 'invalid_type' },
    ],
  ];

  it.each(invalid)(
    'rejects %s with 400, localised details, and queues nothing',
    async (_label, change, details) => {
      const batch = sampleBatch(3) as unknown as { events: Record<string, unknown>[] };
      batch.events[1] = { ...batch.events[1], ...change };
      await queuesNothing(async () => {
        const response = await request(api.url)
          .post(`${PATH}?lang=fr`)
          .set('X-Forwarded-For', freshClient())
          .send(batch)
          .expect(400);
        expect(response.body).toEqual({
          statusCode: 400,
          error: 'VALIDATION_FAILED',
          message: 'Certains champs sont manquants ou invalides.',
          details,
        });
      });
    },
  );

  it('rejects a batch holding the same event twice', async () => {
    const event = sampleEvent();
    await queuesNothing(async () => {
      const response = await request(api.url)
        .post(PATH)
        .set('X-Forwarded-For', freshClient())
        .send({ events: [event, { ...event }] })
        .expect(400);
      expect(response.body).toMatchObject({ details: { 'events.1.event_id': 'duplicate' } });
    });
  });

  it('rejects more than 50 events with 400 and queues nothing', async () => {
    await queuesNothing(async () => {
      const response = await request(api.url)
        .post(PATH)
        .set('X-Forwarded-For', freshClient())
        .send(sampleBatch(51))
        .expect(400);
      expect(response.body).toMatchObject({
        error: 'VALIDATION_FAILED',
        details: { events: 'too_many' },
      });
    });
    await request(api.url)
      .post(PATH)
      .set('X-Forwarded-For', freshClient())
      .send(sampleBatch(50))
      .expect(202);
  });

  it('rejects an empty body and a body that is not a batch', async () => {
    await queuesNothing(async () => {
      await request(api.url).post(PATH).set('X-Forwarded-For', freshClient()).expect(400);
      const list = await request(api.url)
        .post(PATH)
        .set('X-Forwarded-For', freshClient())
        .send([sampleEvent()])
        .expect(400);
      expect(list.body).toMatchObject({ details: { _body: 'invalid_type' } });
    });
  });

  it('answers other methods on the route with 404', async () => {
    await request(api.url).get(PATH).expect(404);
    await request(api.url).put(PATH).send(sampleBatch(1)).expect(404);
  });

  it('never touches Postgres: batches are accepted while the database is unreachable', async () => {
    const port = await sparePort();
    const noDatabase = await startApi({
      QUEUE_PREFIX: prefix,
      DATABASE_URL: `postgres://postgres@127.0.0.1:${port}/nowhere`,
    });
    try {
      const batch = sampleBatch(2);
      await request(noDatabase.url)
        .post(PATH)
        .set('X-Forwarded-For', freshClient())
        .send(batch)
        .expect(202, { accepted: 2 });
      expect(await queue.getJob(jobIdFor(batch.events))).toBeDefined();
    } finally {
      await noDatabase.close();
    }
  });

  /**
   * Issue 8: text PostgreSQL cannot store is refused by the hot-route kit's validation step, so it
   * never reaches a job (where it used to fail the COPY and cost the honest batches beside it).
   */
  describe('text PostgreSQL cannot store', () => {
    it.each([
      ['a NUL character', 'click\u0000'],
      ['a lone high surrogate', 'click \ud800'],
      ['a lone low surrogate', '\udc00 click'],
    ])(
      'answers 400 invalid_characters for %s in event_name and queues nothing',
      async (_, name) => {
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
      },
    );

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
});
