import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

import { HttpStatus, Logger } from '@nestjs/common';
import type { HttpAdapterHost } from '@nestjs/core';
import { Test } from '@nestjs/testing';
import { ThrottlerException } from '@nestjs/throttler';
import { I18nService } from 'nestjs-i18n';
import type { PinoLogger } from 'nestjs-pino';
import proxyAddr from 'proxy-addr';

import { AppException } from '@/common/errors/app.exception';
import { i18nModule } from '@/common/i18n/i18n.options';
import { HttpMetrics } from '@/common/metrics/http-metrics.service';
import { MetricsRegistry } from '@/common/metrics/metrics-registry';

import { HotRouteErrorResponder } from './hot-route-error.responder';
import type { HotRouteRateLimiter } from './hot-route-rate-limiter';
import { HotRouteServer } from './hot-route.server';
import { compileJsonSchema } from './json-schema.validator';

interface Note {
  text: string;
}

const noteValidator = compileJsonSchema<Note>({
  type: 'object',
  additionalProperties: false,
  required: ['text'],
  properties: { text: { type: 'string', minLength: 1, maxLength: 20 } },
});

describe('HotRouteServer', () => {
  let server: Server;
  let base: string;
  let hot: HotRouteServer;
  let registry: MetricsRegistry;
  const logged: { level: string; line: Record<string, unknown> }[] = [];
  const counted: { name: string; tracker: string }[] = [];
  let blocked = false;
  let trusted = 'loopback';
  const handled: unknown[] = [];

  beforeAll(async () => {
    const moduleRef = await Test.createTestingModule({ imports: [i18nModule()] }).compile();
    await moduleRef.init();
    const responder = new HotRouteErrorResponder(moduleRef.get(I18nService));
    server = createServer((_request, response) => {
      response.writeHead(299, { 'content-type': 'text/plain' });
      response.end('express');
    });
    const adapterHost = {
      httpAdapter: {
        getHttpServer: () => server,
        getInstance: () => ({
          get: (key: string) =>
            key === 'trust proxy fn'
              ? (address: string, hop: number) => proxyAddr.compile(trusted)(address, hop)
              : undefined,
        }),
      },
    } as unknown as HttpAdapterHost;
    const rateLimiter = {
      consume(name: string, tracker: string, response: { setHeader(n: string, v: string): void }) {
        counted.push({ name, tracker });
        if (!blocked) return Promise.resolve();
        response.setHeader('Retry-After', '42');
        return Promise.reject(new ThrottlerException());
      },
    } as unknown as HotRouteRateLimiter;
    const log = (level: string) => (line: Record<string, unknown>) => logged.push({ level, line });
    const logger = {
      setContext: () => undefined,
      info: log('info'),
      warn: log('warn'),
      error: log('error'),
    } as unknown as PinoLogger;
    registry = new MetricsRegistry();
    hot = new HotRouteServer(
      adapterHost,
      rateLimiter,
      responder,
      new HttpMetrics(registry),
      logger,
    );

    hot.register<Note>({
      method: 'POST',
      path: '/api/notes',
      body: {
        limit: '1kb',
        mediaTypes: ['application/json'],
        parse: 'json',
        validator: noteValidator,
      },
      rateLimit: { name: 'contact' },
      handle: (request) => {
        handled.push(request.body);
        if (request.body.text === 'boom') return Promise.reject(new Error('kaboom'));
        if (request.body.text === 'gone') {
          return Promise.reject(new AppException(HttpStatus.NOT_FOUND, 'NOT_FOUND'));
        }
        return Promise.resolve({
          status: HttpStatus.ACCEPTED,
          body: { text: request.body.text, from: request.clientAddress, id: request.id },
        });
      },
    });
    hot.register<string, { owner: string | null }>({
      method: 'POST',
      path: '/api/hooks/:token',
      secretParams: ['token'],
      body: {
        limit: '16kb',
        mediaTypes: ['application/json', 'text/plain'],
        parse: 'text',
        refuseUnstorable: false,
      },
      resolve: ({ params }) => {
        if (params.token === 'explode') return Promise.reject(new Error('resolver down'));
        return Promise.resolve({ owner: params.token === 'tok_123' ? 'ada' : null });
      },
      rateLimit: {
        name: 'webhook',
        key: ({ params, context }) => `hook:${params.token ?? ''}:${context.owner ?? 'nobody'}`,
      },
      handle: (request) =>
        Promise.resolve({
          status: HttpStatus.OK,
          body: {
            token: request.params.token,
            received: request.body,
            owner: request.context.owner,
            receivedAtMs: request.receivedAtMs,
          },
          headers: { 'Cache-Control': 'no-store' },
        }),
    });
    hot.onApplicationBootstrap();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  beforeEach(() => {
    logged.length = 0;
    counted.length = 0;
    handled.length = 0;
    blocked = false;
    trusted = 'loopback';
  });

  const post = (path: string, body: string, headers: Record<string, string> = {}) =>
    fetch(`${base}${path}`, { method: 'POST', body, headers });
  const json = { 'content-type': 'application/json' };

  it('answers a valid JSON body with the handler result, a request id, a log line and the metric', async () => {
    const response = await post('/api/notes', '{"text":"hello"}', {
      ...json,
      'x-request-id': 'trace-1234567',
    });
    expect(response.status).toBe(202);
    expect(response.headers.get('x-request-id')).toBe('trace-1234567');
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(await response.json()).toEqual({
      text: 'hello',
      from: '127.0.0.1',
      id: 'trace-1234567',
    });
    expect(counted).toEqual([{ name: 'contact', tracker: '127.0.0.1' }]);
    await new Promise((resolve) => setImmediate(resolve));
    expect(logged).toEqual([
      {
        level: 'info',
        line: expect.objectContaining({
          reqId: 'trace-1234567',
          res: { statusCode: 202 },
          req: expect.objectContaining({
            method: 'POST',
            url: '/api/notes',
            remoteAddress: '127.0.0.1',
          }) as unknown,
        }) as unknown,
      },
    ]);
    expect(await registry.render()).toMatch(
      /http_request_duration_seconds_count\{method="POST",route="\/api\/notes",status_code="202"\} 1/,
    );
  });

  it('passes every other request on to express unchanged', async () => {
    expect((await fetch(`${base}/api/notes`)).status).toBe(299);
    expect((await post('/api/notes/extra', '{}', json)).status).toBe(299);
    expect((await post('/api/hooks', 'x')).status).toBe(299);
    expect(handled).toEqual([]);
  });

  it('refuses other content types (415) in the API error shape, localised', async () => {
    const response = await post('/api/notes?lang=fr', 'text=hello', {
      'content-type': 'application/x-www-form-urlencoded',
    });
    expect(response.status).toBe(415);
    expect(response.headers.get('content-language')).toBe('fr');
    expect(await response.json()).toEqual({
      statusCode: 415,
      error: 'UNSUPPORTED_MEDIA_TYPE',
      message: 'Ce type de contenu n’est pas pris en charge. Envoyez du JSON.',
    });
    // No Content-Type at all is refused unless the route allows it.
    expect((await post('/api/notes', '{"text":"x"}')).status).toBe(415);
  });

  it('refuses a body over the route limit (413)', async () => {
    const response = await post('/api/notes', JSON.stringify({ text: 'x'.repeat(2000) }), json);
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ error: 'PAYLOAD_TOO_LARGE' });
  });

  it('refuses bodies that are not JSON or break the schema (400, with details)', async () => {
    const invalid = await post('/api/notes', '{"text":', {
      ...json,
      'accept-language': 'fr-CA,fr;q=0.9',
    });
    expect(invalid.status).toBe(400);
    expect(await invalid.json()).toEqual({
      statusCode: 400,
      error: 'INVALID_JSON',
      message: 'Le corps de la requête n’est pas un JSON valide.',
    });
    const wrong = await post('/api/notes', '{"text":"","extra":1}', json);
    expect(await wrong.json()).toMatchObject({
      statusCode: 400,
      error: 'VALIDATION_FAILED',
      details: { text: 'too_short', extra: 'unknown_field' },
    });
    expect(handled).toEqual([]);
  });

  it('answers 429 with Retry-After once the client is over its limit', async () => {
    blocked = true;
    const response = await post('/api/notes', '{"text":"hello"}', json);
    expect(response.status).toBe(429);
    expect(response.headers.get('retry-after')).toBe('42');
    expect(await response.json()).toMatchObject({ error: 'TOO_MANY_REQUESTS' });
  });

  it('turns handler errors into the error shape; unexpected ones into a logged 500', async () => {
    const logError = jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
    const gone = await post('/api/notes', '{"text":"gone"}', json);
    expect(gone.status).toBe(404);
    expect(await gone.json()).toMatchObject({ error: 'NOT_FOUND' });
    const boom = await post('/api/notes', '{"text":"boom"}', json);
    expect(boom.status).toBe(500);
    const body = (await boom.json()) as Record<string, unknown>;
    expect(body).toMatchObject({ statusCode: 500, error: 'INTERNAL_ERROR' });
    expect(JSON.stringify(body)).not.toContain('kaboom');
    expect(logError).toHaveBeenCalledTimes(1);
    logError.mockRestore();
  });

  it('reads the client address through trusted proxies only', async () => {
    const via = { ...json, 'x-forwarded-for': '203.0.113.9' };
    const proxied = await post('/api/notes', '{"text":"a"}', via);
    expect(await proxied.json()).toMatchObject({ from: '203.0.113.9' });
    trusted = '10.0.0.0/8';
    const direct = await post('/api/notes', '{"text":"b"}', via);
    expect(await direct.json()).toMatchObject({ from: '127.0.0.1' });
  });

  it('serves text/plain bodies as they are, with path params, context and a keyed limit', async () => {
    const before = Date.now();
    const response = await post('/api/hooks/tok_123', 'BUY ES1! @ 5000', {
      'content-type': 'text/plain; charset=utf-8',
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const body = (await response.json()) as { receivedAtMs: number };
    expect(body).toEqual({
      token: 'tok_123',
      received: 'BUY ES1! @ 5000',
      owner: 'ada',
      receivedAtMs: expect.any(Number) as unknown,
    });
    expect(body.receivedAtMs).toBeGreaterThanOrEqual(before - 1);
    expect(body.receivedAtMs).toBeLessThanOrEqual(Date.now() + 1);
    expect(counted).toEqual([{ name: 'webhook', tracker: 'hook:tok_123:ada' }]);
    expect(
      (await post('/api/hooks/tok_123', 'x'.repeat(17 * 1024), { 'content-type': 'text/plain' }))
        .status,
    ).toBe(413);
  });

  it('keeps secret path parameters out of the log lines', async () => {
    const logError = jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
    await post('/api/hooks/tok_secret?lang=fr', 'x', { 'content-type': 'text/plain' });
    const failed = await post('/api/hooks/explode', 'x', { 'content-type': 'text/plain' });
    expect(failed.status).toBe(500);
    await new Promise((resolve) => setImmediate(resolve));
    expect(logged.map(({ line }) => (line.req as { url: string }).url)).toEqual([
      '/api/hooks/redacted?lang=fr',
      '/api/hooks/redacted',
    ]);
    expect(logError).toHaveBeenCalledWith(
      expect.objectContaining({ url: '/api/hooks/redacted' }),
      'request failed',
    );
    expect(JSON.stringify(logged)).not.toMatch(/tok_secret|explode/);
    expect(JSON.stringify(logError.mock.calls)).not.toMatch(/tok_secret|explode/);
    logError.mockRestore();
  });

  it('hands text PostgreSQL cannot store to a route that asks for it as it came', async () => {
    const response = await post('/api/hooks/tok_123', 'a\u0000b', { 'content-type': 'text/plain' });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ received: 'a\u0000b' });
  });

  it('refuses a route registered twice or after start-up', () => {
    const route = {
      method: 'POST' as const,
      path: '/api/late',
      body: { limit: '1kb', mediaTypes: ['text/plain' as const], parse: 'text' as const },
      handle: () => Promise.resolve({ status: 204 }),
    };
    expect(() => hot.register<string>(route)).toThrow('registered after start-up');
    const fresh = new HotRouteServer(
      ...([{}, {}, {}, {}, { setContext: () => undefined }] as unknown as ConstructorParameters<
        typeof HotRouteServer
      >),
    );
    fresh.register<string>(route);
    expect(() => fresh.register<string>(route)).toThrow('POST /api/late registered twice');
  });
});
