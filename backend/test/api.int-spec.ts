import { Queue } from 'bullmq';
import { sql } from 'kysely';
import request from 'supertest';

import { createDatabase, createPool } from '../src/database/database.connection';
import { ensureDatabaseExists, MIGRATIONS, migrateToLatest } from '../src/database/migrator';
import { type RunningApi, startApi } from './support/api-app';

const valid = {
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  subject: 'Webhook question',
  message: 'How do I point a TradingView alert at my webhook?',
  locale: 'fr',
};

let api: RunningApi;
let mailQueue: Queue;
// Each test gets its own client address (through the trusted loopback proxy) so rate-limit
// counters of one test never leak into another.
let nextAddress = 10;
const freshClient = () => `203.0.113.${nextAddress++}`;

beforeAll(async () => {
  api = await startApi();
  mailQueue = new Queue('mail', {
    connection: { url: api.config.redisUrl },
    prefix: api.config.queuePrefix,
  });
});

afterAll(async () => {
  await mailQueue.close();
  await api.close();
});

describe('health and metrics', () => {
  it('reports live and ready with both checks up', async () => {
    await request(api.url).get('/api/health/live').expect(200, { status: 'ok' });
    const ready = await request(api.url).get('/api/health/ready').expect(200);
    expect(ready.body).toEqual({
      status: 'ok',
      checks: { postgres: { status: 'up' }, redis: { status: 'up' } },
    });
  });

  it('is not rate limited', async () => {
    const response = await request(api.url).get('/api/health/live').expect(200);
    expect(response.headers['x-ratelimit-limit']).toBeUndefined();
  });

  it('exposes Prometheus metrics outside /api, with the HTTP duration histogram', async () => {
    await request(api.url).get('/api/health/live').expect(200);
    const response = await request(api.url).get('/metrics').expect(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    expect(response.text).toContain('process_cpu_user_seconds_total');
    expect(response.text).toMatch(
      /http_request_duration_seconds_count\{method="GET",route="\/api\/health\/live",status_code="200"\} [1-9]/,
    );
    await request(api.url).get('/api/metrics').expect(404);
  });
});

describe('errors', () => {
  it('rejects unknown fields with details, localised by ?lang, cookie and Accept-Language', async () => {
    const body = { ...valid, admin: true };
    const viaQuery = await request(api.url)
      .post('/api/contact?lang=fr')
      .set('X-Forwarded-For', freshClient())
      .send(body)
      .expect(400);
    expect(viaQuery.body).toEqual({
      statusCode: 400,
      error: 'VALIDATION_FAILED',
      message: 'Certains champs sont manquants ou invalides.',
      details: { admin: 'unknown_field' },
    });

    const viaHeader = await request(api.url)
      .post('/api/contact')
      .set('X-Forwarded-For', freshClient())
      .set('Accept-Language', 'fr-FR,fr;q=0.9,en;q=0.8')
      .send(body)
      .expect(400);
    expect((viaHeader.body as { message: string }).message).toBe(
      'Certains champs sont manquants ou invalides.',
    );
    expect(viaHeader.headers['content-language']).toBe('fr');

    const viaCookie = await request(api.url)
      .post('/api/contact')
      .set('X-Forwarded-For', freshClient())
      .set('Cookie', 'lang=fr')
      .send(body)
      .expect(400);
    expect((viaCookie.body as { message: string }).message).toBe(
      'Certains champs sont manquants ou invalides.',
    );

    const english = await request(api.url)
      .post('/api/contact')
      .set('X-Forwarded-For', freshClient())
      .send({ ...body, email: 'nope' })
      .expect(400);
    expect(english.body).toMatchObject({
      message: 'Some fields are missing or invalid.',
      details: { admin: 'unknown_field', email: 'invalid_email' },
    });
  });

  it('answers malformed JSON with 400 INVALID_JSON', async () => {
    const response = await request(api.url)
      .post('/api/contact')
      .set('X-Forwarded-For', freshClient())
      .set('Content-Type', 'application/json')
      .send('{"name": "Ada",')
      .expect(400);
    expect(response.body).toEqual({
      statusCode: 400,
      error: 'INVALID_JSON',
      message: 'The request body is not valid JSON.',
    });
  });

  it('answers an oversize body with 413 PAYLOAD_TOO_LARGE, in the same shape', async () => {
    const response = await request(api.url)
      .post('/api/contact?lang=fr')
      .set('X-Forwarded-For', freshClient())
      .send({ ...valid, message: 'x'.repeat(20 * 1024) })
      .expect(413);
    expect(response.body).toEqual({
      statusCode: 413,
      error: 'PAYLOAD_TOO_LARGE',
      message: 'La requête est trop volumineuse.',
    });
    expect(response.headers['x-request-id']).toBeDefined();
  });

  it('answers a non-JSON body with 415', async () => {
    const response = await request(api.url)
      .post('/api/contact')
      .set('X-Forwarded-For', freshClient())
      .set('Content-Type', 'text/plain')
      .send('hello')
      .expect(415);
    expect((response.body as { error: string }).error).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  it('answers unknown routes with 404 NOT_FOUND JSON', async () => {
    const response = await request(api.url).get('/api/no/such/route').expect(404);
    expect(response.headers['content-type']).toMatch(/application\/json/);
    expect(response.body).toEqual({
      statusCode: 404,
      error: 'NOT_FOUND',
      message: 'Nothing was found at this address.',
    });
    await request(api.url).delete('/api/health/live').expect(404);
  });
});

describe('request id', () => {
  it('echoes a sane X-Request-Id and replaces an unsafe one', async () => {
    const echoed = await request(api.url)
      .get('/api/health/live')
      .set('X-Request-Id', 'probe-1234-abcd')
      .expect(200);
    expect(echoed.headers['x-request-id']).toBe('probe-1234-abcd');

    const replaced = await request(api.url)
      .get('/api/health/live')
      .set('X-Request-Id', 'bad id with spaces')
      .expect(200);
    expect(replaced.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);

    const generated = await request(api.url).get('/api/nope').expect(404);
    expect(generated.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('POST /api/contact', () => {
  it('stores the message and queues its notification mail', async () => {
    const client = freshClient();
    const response = await request(api.url)
      .post('/api/contact')
      .set('X-Forwarded-For', client)
      .set('X-Request-Id', 'contact-test-0001')
      .send({ ...valid, name: '  Ada Lovelace  ' })
      .expect(201);
    const { id } = response.body as { id: string };
    expect(Object.keys(response.body as object)).toEqual(['id']);
    expect(id).toMatch(/^[0-9a-f-]{36}$/);

    const db = createDatabase(createPool({ connectionString: api.config.databaseUrl, max: 1 }));
    try {
      const row = await db
        .selectFrom('contact_messages')
        .selectAll()
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      expect(row).toMatchObject({
        name: 'Ada Lovelace',
        email: valid.email,
        subject: valid.subject,
        message: valid.message,
        locale: 'fr',
        client_ip: client,
        request_id: 'contact-test-0001',
      });
    } finally {
      await db.destroy();
    }

    // Queued once the insert's transaction commits (the mail outbox's relay), just after the answer.
    let job = await mailQueue.getJob(id);
    for (let tries = 0; !job && tries < 100; tries += 1) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      job = await mailQueue.getJob(id);
    }
    expect(job).toBeDefined();
    expect(job?.name).toBe('contact-notification');
    expect(job?.data).toMatchObject({ messageId: id, email: valid.email, locale: 'fr' });
    expect(job?.opts).toMatchObject({
      attempts: 6,
      removeOnFail: { age: expect.any(Number) as unknown, count: expect.any(Number) as unknown },
    });
    expect(job?.opts.backoff).toEqual({ type: 'exponential', delay: 5000 });
  });

  it('throttles with the contact limit: 429 JSON with Retry-After', async () => {
    const client = freshClient();
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      // Empty bodies still count: the limit is checked before validation.
      await request(api.url)
        .post('/api/contact')
        .set('X-Forwarded-For', client)
        .send({})
        .expect(400);
    }
    const limited = await request(api.url)
      .post('/api/contact?lang=fr')
      .set('X-Forwarded-For', client)
      .send(valid)
      .expect(429);
    expect(limited.body).toEqual({
      statusCode: 429,
      error: 'TOO_MANY_REQUESTS',
      message: 'Trop de requêtes. Patientez un instant puis réessayez.',
    });
    const retryAfter = Number(limited.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(600);

    // Another address is not affected.
    await request(api.url)
      .post('/api/contact')
      .set('X-Forwarded-For', freshClient())
      .send({})
      .expect(400);
  });
});

describe('migrations', () => {
  it('are idempotent', async () => {
    expect(await ensureDatabaseExists(api.config.databaseUrl)).toBe(false);
    const db = createDatabase(createPool({ connectionString: api.config.databaseUrl, max: 1 }));
    try {
      const first = await migrateToLatest(db);
      const second = await migrateToLatest(db);
      expect(first.results).toEqual([]);
      expect(second.results).toEqual([]);
      const { rows } = await sql<{
        name: string;
      }>`select name from schema_migrations order by name`.execute(db);
      expect(rows.map((row) => row.name)).toEqual(Object.keys(MIGRATIONS).sort());
      expect(rows.slice(0, 3).map((row) => row.name)).toEqual([
        '0001-contact-messages',
        '0002-telemetry-events',
        '0003-accounts',
      ]);
    } finally {
      await db.destroy();
    }
  });
});
