import { Redis } from 'ioredis';
import request from 'supertest';

import { sampleBatch } from '@/modules/telemetry/telemetry-sample';

import { type RunningApi, startApi } from './support/api-app';

// The tests reach the api from 127.0.0.1: a proxy list without loopback makes them an untrusted
// peer whose X-Forwarded-For must be ignored, on Nest routes and on the hot-route kit alike.
describe('trusted proxies (TRUSTED_PROXY_CIDRS)', () => {
  const prefix = `tickrelay-proxy-trust-${process.pid}`;
  let redis: Redis;
  let untrusted: RunningApi;
  let trusted: RunningApi;

  /** The client addresses the rate limits counted, per limit name. */
  async function countedAddresses(): Promise<string[]> {
    const keys = await redis.keys(`{${prefix}:throttle:*`);
    return keys
      .map((key) => /^\{[^:]+:throttle:(.+):(\w+)\}:hits$/.exec(key))
      .filter((match): match is RegExpExecArray => match !== null)
      .map((match) => `${match[1]} ${match[2]}`)
      .sort();
  }

  async function sendAsClient(api: RunningApi, claimed: string): Promise<void> {
    await request(api.url).get('/api/auth/session').set('X-Forwarded-For', claimed).expect(401);
    await request(api.url)
      .post('/api/telemetry/batch')
      .set('X-Forwarded-For', claimed)
      .send(sampleBatch(1))
      .expect(202);
  }

  beforeAll(async () => {
    redis = new Redis(process.env.REDIS_URL ?? '');
    untrusted = await startApi({ QUEUE_PREFIX: prefix, TRUSTED_PROXY_CIDRS: '10.0.0.0/8' });
    trusted = await startApi({ QUEUE_PREFIX: prefix, TRUSTED_PROXY_CIDRS: '127.0.0.1/32' });
  });

  beforeEach(async () => {
    const keys = await redis.keys(`{${prefix}:*`);
    if (keys.length > 0) await redis.del(...keys);
  });

  afterAll(async () => {
    await untrusted.close();
    await trusted.close();
    const keys = await redis.keys(`{${prefix}:*`);
    if (keys.length > 0) await redis.del(...keys);
    redis.disconnect();
  });

  it('counts a peer outside the list by its socket address, whatever it claims', async () => {
    await sendAsClient(untrusted, '198.51.100.9');
    const counted = await countedAddresses();
    expect(counted).toEqual(expect.arrayContaining(['127.0.0.1 default', '127.0.0.1 telemetry']));
    expect(counted.filter((entry) => entry.startsWith('198.51.100.9'))).toEqual([]);
  });

  it('believes X-Forwarded-For from a listed proxy on both kinds of route', async () => {
    await sendAsClient(trusted, '198.51.100.9');
    const counted = await countedAddresses();
    expect(counted).toEqual(
      expect.arrayContaining(['198.51.100.9 default', '198.51.100.9 telemetry']),
    );
    expect(counted.filter((entry) => entry.startsWith('127.0.0.1'))).toEqual([]);
  });
});
