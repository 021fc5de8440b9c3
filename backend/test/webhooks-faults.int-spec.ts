import { randomBytes } from 'node:crypto';

import { sparePort } from '@tickrelay/testing/processes/process.helpers';

import { type ApiProcess, startApiProcess } from './support/api-process';
import {
  onApi,
  sendAlert,
  startWebhooksApi,
  tokenOf,
  type WebhooksTestApi,
  WebhooksWorld,
} from './webhooks-helpers';

let api: WebhooksTestApi;
/** Another replica whose Postgres is unreachable (nothing listens on its port). */
let noPostgres: WebhooksTestApi;
let world: WebhooksWorld;
let url: string;

beforeAll(async () => {
  api = await startWebhooksApi();
  const deadPort = await sparePort();
  noPostgres = await startWebhooksApi(
    { DATABASE_URL: `postgres://postgres@127.0.0.1:${deadPort}/tickrelay_test` },
    api.prefix,
  );
  world = new WebhooksWorld(api);
  url = (await world.webhookOf((await world.member()).agent)).url;
});

afterAll(async () => {
  await world.close();
  await noPostgres.close();
  await api.close();
});

const wrongUrl = (base: { url: string }) =>
  `${base.url}/api/hooks/${randomBytes(32).toString('base64url')}`;

/** What Redis loses when it is flushed or restarted without its data: the token cache. */
async function loseTokenCache(): Promise<void> {
  const keys = await world.redis.keys(`${api.prefix}:webhook:*`);
  if (keys.length > 0) await world.redis.del(...keys);
}

describe('faults', () => {
  it('acknowledges alerts while Postgres is unreachable: the receiver never reads it', async () => {
    const response = await sendAlert(onApi(noPostgres, url), '{"action":"exit"}');
    expect(response.status).toBe(202);
    const { id } = (await response.json()) as { id: string };
    expect((await world.alertJob(id))?.body).toBe('{"action":"exit"}');
    expect((await sendAlert(wrongUrl(noPostgres), '{}')).status).toBe(404);
  });

  it('after Redis lost the cache, refills it from Postgres before answering: right 202, wrong 404', async () => {
    const unseen = (await world.webhookOf((await world.member()).agent)).url;
    await loseTokenCache();
    expect((await sendAlert(unseen, '{}')).status).toBe(202);
    await loseTokenCache();
    expect((await sendAlert(wrongUrl(api), '{}')).status).toBe(404);
    // Refilled in Redis: the replica without Postgres, which never saw this URL, knows it now.
    expect((await sendAlert(onApi(noPostgres, unseen), '{}')).status).toBe(202);
  });

  it('answers 503 to right and wrong tokens alike when neither Redis nor Postgres can tell', async () => {
    // A URL that replica never saw (nothing of it in its memory).
    const unseen = (await world.webhookOf((await world.member()).agent)).url;
    await loseTokenCache();
    for (const target of [onApi(noPostgres, unseen), wrongUrl(noPostgres)]) {
      const response = await sendAlert(target, '{}');
      expect(response.status).toBe(503);
      expect(response.headers.get('retry-after')).toBe('5');
      expect(await response.json()).toMatchObject({ error: 'SERVICE_UNAVAILABLE' });
    }
    // A replica with Postgres refills the cache; then the first one answers again.
    expect((await sendAlert(unseen, '{}')).status).toBe(202);
    expect((await sendAlert(onApi(noPostgres, unseen), '{}')).status).toBe(202);
  });
});

describe('logs', () => {
  let child: ApiProcess;

  beforeAll(async () => {
    child = await startApiProcess({ QUEUE_PREFIX: api.prefix, LOG_LEVEL: 'info' });
  });

  afterAll(async () => {
    await child.kill('SIGTERM');
  });

  it('never hold a webhook token, right or wrong', async () => {
    const wrong = randomBytes(32).toString('base64url');
    expect((await sendAlert(onApi(child, url), '{}')).status).toBe(202);
    expect((await sendAlert(`${child.url}/api/hooks/${wrong}?lang=fr`, '{}')).status).toBe(404);
    // The request lines are written when each answer finishes.
    await new Promise((resolve) => setTimeout(resolve, 200));
    const logs = child.logs();
    expect(logs).toContain('"url":"/api/hooks/redacted"');
    expect(logs).toContain('"url":"/api/hooks/redacted?lang=fr"');
    expect(logs).not.toContain(tokenOf(url));
    expect(logs).not.toContain(wrong);
  });
});
