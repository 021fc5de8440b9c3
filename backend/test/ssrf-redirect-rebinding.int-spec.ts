import { HttpsRelaySender } from '../src/modules/destinations/senders/https-relay.sender';
import {
  alertMessage,
  capturedLogger,
  makeCertificate,
  type Receiver,
  startReceiver,
  type TestCertificate,
  testClient,
} from './relay-helpers';

/**
 * SSRF through the answer or through DNS: a destination that is allowed (a local TLS server
 * listed in RELAY_ALLOWED_PRIVATE_TARGETS stands in for a public one) redirects to an internal
 * address, or its name resolves to an allowed address first and to 127.0.0.1 afterwards.
 */
describe('SSRF-safe relays: redirects and DNS rebinding', () => {
  let certificate: TestCertificate;
  const context = { memberId: 'mem_ssrf', destinationId: 'dst_ssrf' };
  const target = (url: string) => ({ kind: 'https' as const, url, signingSecret: 'whsec_test' });

  beforeAll(() => {
    certificate = makeCertificate();
  });

  afterAll(() => certificate.remove());

  describe('redirects', () => {
    let redirecting: Receiver;
    let location = '';
    let status = 302;

    beforeAll(async () => {
      redirecting = await startReceiver({
        tls: certificate,
        handler: (_request, response) => {
          response.writeHead(status, { location }).end();
        },
      });
    });

    afterAll(() => redirecting.stop());

    it.each([
      [302, 'http://169.254.169.254/latest/meta-data/iam/security-credentials/'],
      [301, 'https://127.0.0.1:6379/'],
      [307, 'http://[::1]/admin'],
      [308, 'https://10.0.0.5/internal'],
      [303, '/elsewhere'],
    ])('refuses a %i to %s, never following it', async (code, to) => {
      status = code;
      location = to;
      const before = redirecting.requests.length;
      const log = capturedLogger();
      const client = testClient(log.logger, {
        allow: `127.0.0.1:${redirecting.port}`,
        ca: certificate.cert,
      });
      const attempt = await new HttpsRelaySender(client).send(
        target(`https://localhost:${redirecting.port}/hook`),
        alertMessage(),
        context,
      );
      expect(attempt).toMatchObject({
        ok: false,
        code: 'DESTINATION_REDIRECT_REFUSED',
        httpStatus: code,
        retryable: false,
      });
      expect(redirecting.requests.length).toBe(before + 1);
      expect(log.lines.find((line) => line.msg === 'relay refused')).toMatchObject({
        level: 40,
        code: 'DESTINATION_REDIRECT_REFUSED',
        reason: 'redirect',
        host: 'localhost',
        status: code,
        location: new URL(to, `https://localhost:${redirecting.port}`).hostname,
        memberId: 'mem_ssrf',
        destinationId: 'dst_ssrf',
      });
    });
  });

  describe('DNS rebinding', () => {
    let checked: Receiver;
    let internal: Receiver;

    beforeAll(async () => {
      // Both on one port: only the address tells them apart.
      checked = await startReceiver({ host: '127.0.0.2', tls: certificate });
      internal = await startReceiver({ host: '127.0.0.1', port: checked.port, tls: certificate });
    });

    afterAll(async () => {
      await checked.stop();
      await internal.stop();
    });

    it('connects to the address that was checked, once, keeping the name for SNI and Host', async () => {
      const answers = ['127.0.0.2', '127.0.0.1', '127.0.0.1'];
      const asked: string[] = [];
      const resolver = (host: string) => {
        asked.push(host);
        return Promise.resolve([{ address: answers.shift() ?? '127.0.0.1', family: 4 as const }]);
      };
      const log = capturedLogger();
      const client = testClient(log.logger, {
        allow: `127.0.0.2:${checked.port}`,
        ca: certificate.cert,
        resolver,
      });
      const attempt = await new HttpsRelaySender(client).send(
        target(`https://rebind.test:${checked.port}/hook?x=1`),
        alertMessage(),
        context,
      );

      expect(attempt).toMatchObject({ ok: true, code: null, httpStatus: 200 });
      expect(asked).toEqual(['rebind.test']);
      expect(internal.connections()).toBe(0);
      expect(checked.requests).toHaveLength(1);
      expect(checked.requests[0]).toMatchObject({
        method: 'POST',
        url: '/hook?x=1',
        servername: 'rebind.test',
        localAddress: '127.0.0.2',
      });
      expect(checked.requests[0]?.headers.host).toBe(`rebind.test:${checked.port}`);
    });

    it('refuses when the checked answer itself is internal (the rebinding already happened)', async () => {
      const log = capturedLogger();
      const client = testClient(log.logger, {
        allow: `127.0.0.2:${checked.port}`,
        ca: certificate.cert,
        resolver: () => Promise.resolve([{ address: '127.0.0.1', family: 4 }]),
      });
      const attempt = await new HttpsRelaySender(client).send(
        target(`https://rebind.test:${checked.port}/hook`),
        alertMessage(),
        context,
      );
      expect(attempt.code).toBe('DESTINATION_ADDRESS_REFUSED');
      expect(internal.connections()).toBe(0);
      expect(log.lines[0]).toMatchObject({
        host: 'rebind.test',
        address: '127.0.0.1',
        range: 'loopback',
      });
    });

    it('allows a private target for its listed port only', async () => {
      const log = capturedLogger();
      const client = testClient(log.logger, {
        allow: `127.0.0.2:${checked.port + 1}`,
        ca: certificate.cert,
      });
      const attempt = await new HttpsRelaySender(client).send(
        target(`https://127.0.0.2:${checked.port}/hook`),
        alertMessage(),
        context,
      );
      expect(attempt.code).toBe('DESTINATION_ADDRESS_REFUSED');
    });
  });

  it('refuses an operator origin that is not configured, and never trusts a member URL', async () => {
    const receiver = await startReceiver({});
    try {
      const log = capturedLogger();
      const origin = `http://127.0.0.1:${receiver.port}`;
      const client = testClient(log.logger, { origins: [origin] });
      // A member's https destination pointing at the operator's origin is still a member URL.
      const member = await new HttpsRelaySender(client).send(
        target(`${origin}/hook`),
        alertMessage(),
      );
      expect(member.code).toBe('DESTINATION_ADDRESS_REFUSED');
      const trusted = await client.post({
        url: `${origin}/x`,
        headers: {},
        body: '{}',
        operatorOrigin: true,
      });
      expect(trusted).toMatchObject({ kind: 'answered', status: 200 });
      const other = await client.post({
        url: `http://127.0.0.1:${receiver.port + 1}/x`,
        headers: {},
        body: '{}',
        operatorOrigin: true,
      });
      expect(other).toMatchObject({ kind: 'failed', code: 'DESTINATION_ADDRESS_REFUSED' });
      expect(log.lines.map((line) => line.reason)).toEqual(['scheme', 'origin-not-configured']);
      expect(receiver.requests).toHaveLength(1);
    } finally {
      await receiver.stop();
    }
  });
});
