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
 * SSRF: a member's HTTPS destination must never reach an internal address, whatever form the
 * address takes. A TLS "canary" listens on 127.0.0.1 and ::1 at one port: every URL below aims
 * at it (or at another internal service) and must be refused with DESTINATION_ADDRESS_REFUSED
 * before any connection, logged with its code, the host and the member's ids.
 */
describe('SSRF-safe relays (https destinations)', () => {
  let certificate: TestCertificate;
  let canary4: Receiver;
  let canary6: Receiver;
  let port: number;
  const target = (url: string) => ({ kind: 'https' as const, url, signingSecret: 'whsec_test' });
  const context = { memberId: 'mem_ssrf', destinationId: 'dst_ssrf' };

  beforeAll(async () => {
    certificate = makeCertificate();
    canary4 = await startReceiver({ host: '127.0.0.1', tls: certificate });
    port = canary4.port;
    canary6 = await startReceiver({ host: '::1', port, tls: certificate });
  });

  afterAll(async () => {
    await canary4.stop();
    await canary6.stop();
    certificate.remove();
  });

  function sender(resolver?: (host: string) => Promise<Array<{ address: string; family: 4 | 6 }>>) {
    const log = capturedLogger();
    // The canary's CA is trusted: a refusal is the policy's doing, never a TLS failure.
    const client = testClient(log.logger, { ca: certificate.cert, resolver });
    return { log, relay: new HttpsRelaySender(client) };
  }

  async function expectRefused(
    url: string,
    expected: { host: string | null; range?: string; reason?: string },
    resolver?: Parameters<typeof sender>[0],
  ) {
    const before = canary4.connections() + canary6.connections();
    const { log, relay } = sender(resolver);
    const attempt = await relay.send(target(url), alertMessage(), context);
    expect(attempt).toMatchObject({
      ok: false,
      code: 'DESTINATION_ADDRESS_REFUSED',
      httpStatus: null,
      retryable: false,
    });
    const refusal = log.lines.find((line) => line.msg === 'relay refused');
    expect(refusal).toMatchObject({
      level: 40,
      code: 'DESTINATION_ADDRESS_REFUSED',
      host: expected.host,
      reason: expected.reason ?? 'address',
      memberId: 'mem_ssrf',
      destinationId: 'dst_ssrf',
      deliveryId: 'dlv_0001',
      kind: 'https',
      ...(expected.range ? { range: expected.range } : {}),
    });
    expect(canary4.connections() + canary6.connections()).toBe(before);
  }

  it('refuses a name resolving to 127.0.0.1 (the system resolver: localhost)', async () => {
    await expectRefused(`https://localhost:${port}/hook`, { host: 'localhost', range: 'loopback' });
  });

  it('refuses a name an injected resolver maps to 127.0.0.1', async () => {
    await expectRefused(
      `https://alerts.member-site.example:${port}/hook`,
      { host: 'alerts.member-site.example', range: 'loopback' },
      () => Promise.resolve([{ address: '127.0.0.1', family: 4 }]),
    );
  });

  it('refuses a name with one public and one private address (any address counts)', async () => {
    await expectRefused(
      `https://mixed.member-site.example:${port}/hook`,
      { host: 'mixed.member-site.example', range: 'private' },
      () =>
        Promise.resolve([
          { address: '93.184.215.14', family: 4 },
          { address: '10.0.0.7', family: 4 },
        ]),
    );
  });

  it.each([
    ['decimal', 'https://2130706433:PORT/hook', '127.0.0.1', 'loopback'],
    ['octal', 'https://0177.0.0.1:PORT/hook', '127.0.0.1', 'loopback'],
    ['hex', 'https://0x7f.0.0.1:PORT/hook', '127.0.0.1', 'loopback'],
    ['short', 'https://127.1:PORT/hook', '127.0.0.1', 'loopback'],
    ['hex dword', 'https://0x7f000001:PORT/hook', '127.0.0.1', 'loopback'],
    [
      'IPv4-mapped',
      'https://[::ffff:127.0.0.1]:PORT/hook',
      '::ffff:7f00:1',
      'ipv4-mapped:loopback',
    ],
    [
      'IPv4-mapped, hex',
      'https://[::ffff:7f00:1]:PORT/hook',
      '::ffff:7f00:1',
      'ipv4-mapped:loopback',
    ],
    ['IPv6 loopback', 'https://[::1]:PORT/hook', '::1', 'loopback'],
    ['IPv6 loopback, long', 'https://[0:0:0:0:0:0:0:1]:PORT/hook', '::1', 'loopback'],
    ['unspecified', 'https://0.0.0.0:PORT/hook', '0.0.0.0', 'this-network'],
    ['zero', 'https://0:PORT/hook', '0.0.0.0', 'this-network'],
    ['IPv4-compatible', 'https://[::127.0.0.1]:PORT/hook', '::7f00:1', 'ipv4-compatible'],
    ['NAT64', 'https://[64:ff9b::127.0.0.1]:PORT/hook', '64:ff9b::7f00:1', 'nat64:loopback'],
    ['6to4', 'https://[2002:7f00:1::1]:PORT/hook', '2002:7f00:1::1', '6to4:loopback'],
  ])('refuses the %s form of a loopback address', async (_form, url, host, range) => {
    await expectRefused(url.replace('PORT', String(port)), { host, range });
  });

  it.each([
    [
      'cloud metadata',
      'https://169.254.169.254/latest/meta-data/',
      '169.254.169.254',
      'link-local',
    ],
    ['metadata, decimal', 'https://2852039166/latest/meta-data/', '169.254.169.254', 'link-local'],
    [
      'metadata, IPv4-mapped',
      'https://[::ffff:169.254.169.254]/',
      '::ffff:a9fe:a9fe',
      'ipv4-mapped:link-local',
    ],
    [
      'metadata, IPv6 (AWS)',
      'https://[fd00:ec2::254]/latest/meta-data/',
      'fd00:ec2::254',
      'unique-local',
    ],
    ['10/8', 'https://10.0.0.1/hook', '10.0.0.1', 'private'],
    ['172.16/12', 'https://172.16.5.4/hook', '172.16.5.4', 'private'],
    ['192.168/16', 'https://192.168.1.1/hook', '192.168.1.1', 'private'],
    ['CGNAT', 'https://100.64.0.1/hook', '100.64.0.1', 'cgnat'],
    ['link-local IPv6', 'https://[fe80::1]/hook', 'fe80::1', 'link-local'],
    ['unique-local IPv6', 'https://[fc00::1]/hook', 'fc00::1', 'unique-local'],
    ['multicast', 'https://224.0.0.1/hook', '224.0.0.1', 'multicast'],
    ['broadcast', 'https://255.255.255.255/hook', '255.255.255.255', 'reserved'],
    ['benchmarking', 'https://198.18.0.1/hook', '198.18.0.1', 'benchmarking'],
    ['documentation', 'https://192.0.2.1/hook', '192.0.2.1', 'documentation'],
    [
      'Teredo',
      'https://[2001:0:4136:e378:8000:63bf:3fff:fdd2]/',
      '2001:0:4136:e378:8000:63bf:3fff:fdd2',
      'teredo',
    ],
  ])('refuses %s', async (_what, url, host, range) => {
    await expectRefused(url, { host, range });
  });

  it('refuses plain http and credentials in the URL, before resolving anything', async () => {
    let resolved = 0;
    const resolver = () => {
      resolved += 1;
      return Promise.resolve([{ address: '93.184.215.14', family: 4 as const }]);
    };
    await expectRefused(
      'http://example.com/hook',
      { host: 'example.com', reason: 'scheme' },
      resolver,
    );
    await expectRefused(
      'https://user:secret@example.com/hook',
      { host: 'example.com', reason: 'userinfo' },
      resolver,
    );
    await expectRefused(
      'ftp://example.com/hook',
      { host: 'example.com', reason: 'scheme' },
      resolver,
    );
    expect(resolved).toBe(0);
  });

  it('never writes the URL path, query or credentials to the log', async () => {
    const { log, relay } = sender();
    await relay.send(
      target('https://user:pw-secret@127.0.0.1/p-secret?q=q-secret'),
      alertMessage(),
      context,
    );
    await relay.send(
      target(`https://127.0.0.1:${port}/p-secret?q=q-secret`),
      alertMessage(),
      context,
    );
    expect(log.lines).toHaveLength(2);
    expect(log.text()).not.toMatch(/secret/);
  });
});
