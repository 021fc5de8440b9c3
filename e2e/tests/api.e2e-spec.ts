// The API through nginx: probes, the error shape in both languages, request ids, security headers.
import { Pool } from 'pg';

import { baseUrl, databaseUrl } from '../src/env';

describe('API through nginx', () => {
  const pool = new Pool({ connectionString: databaseUrl, max: 2 });
  afterAll(() => pool.end());

  it('answers the liveness and readiness probes', async () => {
    const live = await fetch(`${baseUrl}/api/health/live`);
    expect(live.status).toBe(200);
    const ready = await fetch(`${baseUrl}/api/health/ready`);
    expect(ready.status).toBe(200);
    const body = (await ready.json()) as {
      status: string;
      checks: Record<string, { status: string }>;
    };
    expect(body.status).toBe('ok');
    expect(body.checks.postgres?.status).toBe('up');
    expect(body.checks.redis?.status).toBe('up');
  });

  it('echoes a request id and generates one when absent', async () => {
    const given = await fetch(`${baseUrl}/api/health/live`, {
      headers: { 'X-Request-Id': 'e2e-req-12345' },
    });
    expect(given.headers.get('x-request-id')).toBe('e2e-req-12345');
    // Without one, nginx's $request_id (32 hex) is passed on, so proxy and api logs share it.
    const generated = await fetch(`${baseUrl}/api/health/live`);
    expect(generated.headers.get('x-request-id')).toMatch(/^([0-9a-f]{32}|[0-9a-f-]{36})$/);
  });

  it('gives unknown API routes the JSON error shape, localised by Accept-Language', async () => {
    const en = await fetch(`${baseUrl}/api/does-not-exist`);
    expect(en.status).toBe(404);
    const enBody = (await en.json()) as Record<string, unknown>;
    expect(enBody).toMatchObject({ statusCode: 404, error: 'NOT_FOUND' });
    expect(typeof enBody.message).toBe('string');
    expect(JSON.stringify(enBody)).not.toMatch(/at .*\.js:\d+/);

    const fr = await fetch(`${baseUrl}/api/does-not-exist`, {
      headers: { 'Accept-Language': 'fr-FR,fr;q=0.9' },
    });
    const frBody = (await fr.json()) as Record<string, unknown>;
    expect(frBody.error).toBe('NOT_FOUND');
    expect(frBody.message).not.toBe(enBody.message);
  });

  it('stores a contact message and rejects unknown fields with a localised error', async () => {
    const email = `e2e-${Date.now()}@example.com`;
    const ok = await fetch(`${baseUrl}/api/contact`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        name: 'E2E Tester',
        email,
        subject: 'Question about webhooks',
        message: 'How do I rotate my webhook URL?',
        locale: 'en',
      }),
    });
    expect(ok.status).toBe(201);
    const { id } = (await ok.json()) as { id: string };
    const rows = await pool.query('select email from contact_messages where id = $1', [id]);
    expect(rows.rows[0]).toEqual({ email });

    const bad = await fetch(`${baseUrl}/api/contact?lang=fr`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        name: 'x',
        email: 'nope',
        subject: 's',
        message: 'short',
        locale: 'fr',
        admin: true,
      }),
    });
    expect(bad.status).toBe(400);
    const body = (await bad.json()) as {
      error: string;
      message: string;
      details: Record<string, string>;
    };
    expect(body.error).toBe('VALIDATION_FAILED');
    expect(body.details).toMatchObject({ admin: 'unknown_field', email: 'invalid_email' });
    expect(body.message).toMatch(/[éèàç]|donn|champ|requ/i);
  });

  it('serves the SPA with security headers and long-lived caching only for hashed assets', async () => {
    // A real page: unknown paths are 404 now (seo.e2e-spec.ts).
    const html = await fetch(`${baseUrl}/fr/docs/webhooks/webhook-url`);
    expect(html.status).toBe(200);
    expect(html.headers.get('content-type')).toMatch(/text\/html/);
    expect(html.headers.get('cache-control')).toMatch(/no-cache/);
    const csp = html.headers.get('content-security-policy') ?? '';
    expect(csp).toMatch(/default-src 'self'/);
    expect(csp).toMatch(/object-src 'none'/);
    expect(html.headers.get('x-content-type-options')).toBe('nosniff');

    const page = await html.text();
    const asset = /\/assets\/[^"'\s]+\.js/.exec(page)?.[0];
    expect(asset).toBeDefined();
    const js = await fetch(`${baseUrl}${asset}`, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(js.status).toBe(200);
    expect(js.headers.get('cache-control')).toMatch(/immutable/);
  });

  it('writes the runtime configuration the SPA reads at start', async () => {
    const response = await fetch(`${baseUrl}/runtime-config.js`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toMatch(/no-store/);
    expect(await response.text()).toMatch(/window\.__RUNTIME_CONFIG__\s*=/);
  });
});
