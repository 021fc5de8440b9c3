import { performance } from 'node:perf_hooks';

import { DESTINATION_LIMITS, RELAY_HEADERS } from '@tickrelay/contracts/destinations/destinations';

import {
  HttpsRelaySender,
  RELAY_USER_AGENT,
} from '../src/modules/destinations/senders/https-relay.sender';
import { relayHttpClient } from '../src/modules/destinations/senders/relay-senders.module';
import { verifyRelaySignature } from '../src/modules/destinations/senders/relay-signature';
import {
  alertMessage,
  capturedLogger,
  makeCertificate,
  type Receiver,
  type ReceiverHandler,
  startReceiver,
  type TestCertificate,
  testClient,
} from './relay-helpers';
import { testConfig } from './support/api-app';

/**
 * The https sender against a member's endpoint (a local TLS server listed in
 * RELAY_ALLOWED_PRIVATE_TARGETS, its self-signed certificate trusted through RELAY_CA_FILE): what
 * the receiver gets and verifies, and how each kind of answer becomes an attempt.
 */
describe('https relay sender', () => {
  const secret = 'whsec_receiver-test-secret-0123456789abcdefghijk';
  let certificate: TestCertificate;
  let receiver: Receiver;
  let handler: ReceiverHandler;
  let verified: boolean[];

  beforeAll(async () => {
    certificate = makeCertificate();
    receiver = await startReceiver({
      tls: certificate,
      handler: (request, response) => handler(request, response),
    });
  });

  afterAll(async () => {
    await receiver.stop();
    certificate.remove();
  });

  beforeEach(() => {
    verified = [];
    handler = (request, response) => {
      verified.push(
        verifyRelaySignature({
          secret,
          timestamp: request.headers[RELAY_HEADERS.timestamp.toLowerCase()] as string | undefined,
          signature: request.headers[RELAY_HEADERS.signature.toLowerCase()] as string | undefined,
          rawBody: request.body,
        }),
      );
      response.writeHead(200, { 'content-type': 'application/json' }).end('{"received":true}');
    };
  });

  function sender(overrides: { ca?: string | null; allow?: string } = {}) {
    const log = capturedLogger();
    const client = testClient(log.logger, {
      allow: overrides.allow ?? `127.0.0.1:${receiver.port}`,
      ca: overrides.ca === null ? undefined : (overrides.ca ?? certificate.cert),
    });
    return { log, relay: new HttpsRelaySender(client) };
  }
  const url = (path = '/tickrelay') => `https://localhost:${receiver.port}${path}`;
  const target = (path?: string) => ({
    kind: 'https' as const,
    url: url(path),
    signingSecret: secret,
  });

  it('POSTs the JSON, signed; the receiver verifies it', async () => {
    const message = alertMessage();
    const attempt = await sender().relay.send(target('/hooks/tickrelay?src=tr'), message, {
      memberId: 'mem_1',
      destinationId: 'dst_1',
    });

    expect(attempt).toEqual({
      ok: true,
      code: null,
      httpStatus: 200,
      retryable: false,
      retryAfterMs: null,
      durationMs: expect.any(Number) as unknown,
    });
    expect(verified).toEqual([true]);
    const [request] = receiver.requests.slice(-1);
    expect(request?.method).toBe('POST');
    expect(request?.url).toBe('/hooks/tickrelay?src=tr');
    expect(JSON.parse(request?.body ?? '')).toEqual(message.json);
    expect(request?.headers).toMatchObject({
      'content-type': 'application/json',
      'user-agent': RELAY_USER_AGENT,
      'x-tickrelay-delivery': 'dlv_0001',
      'x-tickrelay-event': 'alert',
      'x-tickrelay-signature': expect.stringMatching(/^v1=[0-9a-f]{64}$/) as unknown,
    });
    const timestamp = Number(request?.headers['x-tickrelay-timestamp']);
    expect(Math.abs(timestamp - Date.now() / 1000)).toBeLessThan(5);
    expect(request?.servername).toBe('localhost');
  });

  it('signs a failure notice, which carries no delivery id', async () => {
    const message = alertMessage({
      event: 'failure_notice',
      deliveryId: null,
      json: {
        event: 'failure_notice',
        from: '2026-03-02T14:00:00.000Z',
        to: '2026-03-02T14:15:00.000Z',
        failures: [
          {
            at: '2026-03-02T14:01:00.000Z',
            kind: 'execution',
            deliveryId: 'dlv_9',
            destinationLabel: null,
            code: 'ORDER_REFUSED',
          },
        ],
      },
    });
    const attempt = await sender().relay.send(target(), message);
    expect(attempt.ok).toBe(true);
    expect(verified).toEqual([true]);
    const [request] = receiver.requests.slice(-1);
    expect(request?.headers['x-tickrelay-event']).toBe('failure_notice');
    expect(request?.headers['x-tickrelay-delivery']).toBeUndefined();
  });

  it.each([
    [500, 'DESTINATION_HTTP_ERROR', true],
    [503, 'DESTINATION_HTTP_ERROR', true],
    [408, 'DESTINATION_HTTP_ERROR', true],
    [400, 'DESTINATION_HTTP_ERROR', false],
    [404, 'DESTINATION_HTTP_ERROR', false],
    [410, 'DESTINATION_HTTP_ERROR', false],
  ])('reports a %i as %s, retryable: %s', async (status, code, retryable) => {
    handler = (_request, response) => response.writeHead(status).end('no');
    const attempt = await sender().relay.send(target(), alertMessage());
    expect(attempt).toMatchObject({ ok: false, code, httpStatus: status, retryable });
  });

  it('reports a 429 as rate limited, with the Retry-After it asked for', async () => {
    handler = (_request, response) => response.writeHead(429, { 'retry-after': '7' }).end();
    const attempt = await sender().relay.send(target(), alertMessage());
    expect(attempt).toMatchObject({
      ok: false,
      code: 'DESTINATION_RATE_LIMITED',
      httpStatus: 429,
      retryable: true,
      retryAfterMs: 7000,
    });
  });

  it(`gives up on a destination that never answers after ${DESTINATION_LIMITS.timeoutMs} ms`, async () => {
    handler = () => undefined;
    const { log, relay } = sender();
    const started = performance.now();
    const attempt = await relay.send(target(), alertMessage(), { destinationId: 'dst_slow' });
    const elapsed = performance.now() - started;
    expect(attempt).toMatchObject({
      ok: false,
      code: 'DESTINATION_TIMEOUT',
      httpStatus: null,
      retryable: true,
    });
    expect(elapsed).toBeGreaterThanOrEqual(DESTINATION_LIMITS.timeoutMs - 50);
    expect(elapsed).toBeLessThan(DESTINATION_LIMITS.timeoutMs + 2000);
    expect(log.lines).toEqual([
      expect.objectContaining({
        code: 'DESTINATION_TIMEOUT',
        host: 'localhost',
        destinationId: 'dst_slow',
      }),
    ]);
  });

  it('counts the whole answer in the deadline: a trickle past it times out', async () => {
    handler = (_request, response) => {
      response.writeHead(200, { 'content-type': 'text/plain' });
      const timer = setInterval(() => response.write('.'), 500);
      response.on('close', () => clearInterval(timer));
    };
    const attempt = await sender().relay.send(target(), alertMessage());
    expect(attempt).toMatchObject({
      code: 'DESTINATION_TIMEOUT',
      httpStatus: null,
      retryable: true,
    });
  });

  it.each([
    ['a declared length', true],
    ['a chunked body', false],
  ])(
    `stops reading an answer over ${DESTINATION_LIMITS.responseMaxBytes} bytes (%s)`,
    async (_how, declared) => {
      const body = Buffer.alloc(DESTINATION_LIMITS.responseMaxBytes + 1, 'x');
      handler = (_request, response) => {
        response.writeHead(200, declared ? { 'content-length': String(body.length) } : {});
        if (declared) {
          response.end(body);
          return;
        }
        response.write(body.subarray(0, 40_000));
        setTimeout(() => response.end(body.subarray(40_000)), 20);
      };
      const { log, relay } = sender();
      const attempt = await relay.send(target(), alertMessage());
      expect(attempt).toMatchObject({
        ok: false,
        code: 'DESTINATION_RESPONSE_TOO_LARGE',
        httpStatus: 200,
        retryable: false,
      });
      expect(log.lines[0]).toMatchObject({
        code: 'DESTINATION_RESPONSE_TOO_LARGE',
        host: 'localhost',
      });
    },
  );

  it('reads an answer of exactly the cap', async () => {
    handler = (_request, response) =>
      response.writeHead(200).end(Buffer.alloc(DESTINATION_LIMITS.responseMaxBytes, 'x'));
    const attempt = await sender().relay.send(target(), alertMessage());
    expect(attempt).toMatchObject({ ok: true, httpStatus: 200 });
  });

  it('fails TLS with a certificate no trusted CA signed (unreachable), logged with the cause', async () => {
    const { log, relay } = sender({ ca: null });
    const attempt = await relay.send(target(), alertMessage());
    expect(attempt).toMatchObject({ ok: false, code: 'DESTINATION_UNREACHABLE', retryable: true });
    expect(log.lines[0]).toMatchObject({
      code: 'DESTINATION_UNREACHABLE',
      stage: 'connection',
      cause: expect.stringMatching(/CERT|SELF_SIGNED/) as unknown,
    });
  });

  it('trusts the certificate through RELAY_CA_FILE, as the module configures the client', async () => {
    const config = testConfig({
      RELAY_CA_FILE: certificate.caFile,
      RELAY_ALLOWED_PRIVATE_TARGETS: `127.0.0.1:${receiver.port}`,
    });
    const log = capturedLogger();
    const attempt = await new HttpsRelaySender(relayHttpClient(config, log.logger)).send(
      target(),
      alertMessage(),
    );
    expect(attempt).toMatchObject({ ok: true, httpStatus: 200 });
    expect(verified).toEqual([true]);
  });

  it('refuses to boot on an unreadable RELAY_CA_FILE, naming it', () => {
    const config = testConfig({ RELAY_CA_FILE: '/nonexistent/ca.pem' });
    expect(() => relayHttpClient(config, capturedLogger().logger)).toThrow(
      /^RELAY_CA_FILE: cannot read \/nonexistent\/ca.pem \(ENOENT\)/,
    );
  });

  it('reports a refused connection and a name that does not resolve as unreachable', async () => {
    const closed = await startReceiver({});
    const port = closed.port;
    await closed.stop();
    const { relay } = sender({ allow: `127.0.0.1:${port}` });
    const refused = await relay.send(
      { kind: 'https', url: `https://127.0.0.1:${port}/`, signingSecret: secret },
      alertMessage(),
    );
    expect(refused).toMatchObject({ code: 'DESTINATION_UNREACHABLE', retryable: true });
    const unknown = await relay.send(
      { kind: 'https', url: 'https://no-such-host.invalid/', signingSecret: secret },
      alertMessage(),
    );
    expect(unknown).toMatchObject({ code: 'DESTINATION_UNREACHABLE', retryable: true });
  });
});
