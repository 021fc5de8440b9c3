// A webhook URL's life past its use (issue 21): rotations limited per member, an ended URL's Redis
// entry expiring with its grace and its row pruned by the maintenance job, a lapsed member's URL
// refused after WEBHOOK_LIMITS.lapsedGraceDays (nothing queued, so nothing logged), and rotation
// and revocation still open to that lapsed member. The real api, Postgres and Redis; time moves
// with the billing test clock (this file's own prefix), never by sleeping.
import { randomUUID } from 'node:crypto';

import { WEBHOOK_LIMITS, type WebhookView } from '@tickrelay/contracts/webhooks/deliveries';
import type { PinoLogger } from 'nestjs-pino';

import { Clock, RedisOffsetClock, testClockKey } from '../src/common/clock/clock';
import { DatabaseService } from '../src/database/database.service';
import { BillingSettlement } from '../src/modules/billing/billing-settlement.service';
import { WebhooksMaintenanceTasks } from '../src/modules/webhooks/webhooks-maintenance.tasks';
import { WebhooksRepository } from '../src/modules/webhooks/webhooks.repository';
import {
  sendAlert,
  startWebhooksApi,
  tokenHashHex,
  tokenOf,
  type WebhooksTestApi,
  WebhooksWorld,
} from './webhooks-helpers';

let api: WebhooksTestApi;
let world: WebhooksWorld;
let clock: RedisOffsetClock;

beforeAll(async () => {
  api = await startWebhooksApi();
  world = new WebhooksWorld(api);
  clock = new RedisOffsetClock(world.redis, testClockKey(api.prefix));
});

afterAll(async () => {
  await world.close();
  await api.close();
});

const HOUR = 3600_000;
const DAY = 24 * HOUR;
const alert = (url: string) => sendAlert(url, '{"action":"exit"}');
type Rotated = WebhookView & { error?: string };
const rotate = (agent: Awaited<ReturnType<WebhooksWorld['member']>>['agent'], graceHours = 1) =>
  agent.post<Rotated>('/api/webhook/rotate', { graceHours });
const entryKey = (url: string) => `${api.prefix}:webhook:token:${tokenHashHex(tokenOf(url))}`;

function maintenance(): WebhooksMaintenanceTasks {
  const logger = { setContext: () => undefined, info: () => undefined } as unknown as PinoLogger;
  return new WebhooksMaintenanceTasks(api.app.get(WebhooksRepository), api.app.get(Clock), logger);
}

async function rowsOf(userId: string): Promise<{ revoked: boolean }[]> {
  const { rows } = await world.db.query<{ revoked: boolean }>(
    'select revoked_at is not null as revoked from webhooks where member_id = $1 order by created_at',
    [userId],
  );
  return rows;
}

describe('rotating a webhook URL', () => {
  it('is limited per member: 429 WEBHOOK_ROTATION_LIMITED with Retry-After, another member unaffected', async () => {
    const { agent } = await world.member({ language: 'fr' });
    const other = await world.member();
    await world.webhookOf(agent);
    await world.webhookOf(other.agent);
    for (let i = 0; i < WEBHOOK_LIMITS.rotationsPerHour; i += 1) {
      expect((await rotate(agent, i % 2 === 0 ? 1 : 0)).status).toBe(200);
    }
    const before = (await world.webhookOf(agent)).url;
    const refused = await rotate(agent, 0);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(refused.body).toEqual({
      statusCode: 429,
      error: 'WEBHOOK_ROTATION_LIMITED',
      message:
        'Trop de nouvelles URL de webhook : vous pouvez renouveler ou révoquer la vôtre 5 fois par heure et 20 fois par jour. Réessayez plus tard.',
    });
    // Nothing changed: the URL still works and no row was added.
    expect((await world.webhookOf(agent)).url).toBe(before);
    expect((await alert(before)).status).toBe(202);
    expect((await rotate(other.agent)).status).toBe(200);
  });

  it('counts a daily cap too', async () => {
    const { agent, userId } = await world.member();
    await world.webhookOf(agent);
    // Fifteen rotations earlier today, in hours gone by (the hour's window has passed).
    await world.redis.set(
      `${api.prefix}:webhook-rotations:day:${userId}`,
      String(WEBHOOK_LIMITS.rotationsPerDay),
      'PX',
      10 * HOUR,
    );
    const refused = await rotate(agent);
    expect([refused.status, refused.body.error]).toEqual([429, 'WEBHOOK_ROTATION_LIMITED']);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(9 * 3600);
    // The hour's count was given back: only the day's limit stands in the way.
    expect(await world.redis.get(`${api.prefix}:webhook-rotations:hour:${userId}`)).toBe('0');
  });

  it('leaves the old URL’s Redis entry to expire with its grace, not a day later', async () => {
    const { agent } = await world.member();
    const old = (await world.webhookOf(agent)).url;
    const rotated = await rotate(agent, 2);
    expect(rotated.status).toBe(200);
    const validUntil = Date.parse(rotated.body.previousValidUntil ?? '');
    const offset = Number((await world.redis.get(testClockKey(api.prefix))) ?? 0);
    const expiresAt = await world.redis.pexpiretime(entryKey(old));
    // On the machine's clock; the grace is on the business clock (offset by the test clock).
    expect(Math.abs(expiresAt - (validUntil - offset))).toBeLessThan(5000);
    expect((await alert(old)).status).toBe(202);
    // Revoked at once: kept only the few minutes that stop a stale writer reviving it.
    const revoked = rotated.body.url;
    expect((await rotate(agent, 0)).status).toBe(200);
    const revokedExpiry = (await world.redis.pexpiretime(entryKey(revoked))) - Date.now();
    expect(revokedExpiry).toBeGreaterThan(0);
    expect(revokedExpiry).toBeLessThanOrEqual(10 * 60_000);
    expect((await alert(revoked)).status).toBe(404);
  });
});

// These move the shared test clock forward: they come after the tests above.
describe('as time passes', () => {
  it('prunes ended URLs’ rows with the maintenance job once their grace is over', async () => {
    const { agent, userId } = await world.member();
    await world.webhookOf(agent);
    expect((await rotate(agent, 0)).status).toBe(200);
    const { body } = await rotate(agent, 3);
    const inGrace = await world.member();
    await world.webhookOf(inGrace.agent);
    expect((await rotate(inGrace.agent, 24)).status).toBe(200);
    expect(await rowsOf(userId)).toHaveLength(3);

    await maintenance().maintain();
    // The revoked one goes at once; the one in its grace stays.
    expect(await rowsOf(userId)).toEqual([{ revoked: true }, { revoked: false }]);

    await clock.advance(3 * HOUR + 1000);
    const { ended } = await maintenance().maintain();
    expect(ended).toBeGreaterThanOrEqual(1);
    expect(await rowsOf(userId)).toEqual([{ revoked: false }]);
    expect((await alert(body.url)).status).toBe(202);
    // Another member's URL still in its grace is kept.
    expect(await rowsOf(inGrace.userId)).toHaveLength(2);
  });

  it('answers 403 WEBHOOK_SUBSCRIPTION_LAPSED to a lapsed member past the grace, queuing nothing', async () => {
    const { agent, userId } = await world.member({ language: 'fr' });
    const now = await clock.now();
    await world.db.query(
      `update subscriptions set status = 'canceled', cancel_at_period_end = true,
         current_period_end = $2 where user_id = $1`,
      [userId, new Date(now.getTime() + DAY)],
    );
    const { url } = await world.webhookOf(agent);
    expect((await alert(url)).status).toBe(202);

    // Lapsed, within the grace: still acknowledged and queued (the worker logs SUBSCRIPTION_REQUIRED).
    await clock.advance(2 * DAY);
    const within = await alert(url);
    expect(within.status).toBe(202);
    const { id } = (await within.json()) as { id: string };
    expect(await world.alertJob(id)).toMatchObject({ memberId: userId });

    await clock.advance(WEBHOOK_LIMITS.lapsedGraceDays * DAY);
    const queued = (await world.alertJobs()).length;
    const refused = await sendAlert(url, '{"action":"exit"}', { 'accept-language': 'fr' });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({
      statusCode: 403,
      error: 'WEBHOOK_SUBSCRIPTION_LAPSED',
      message:
        'Votre adhésion a pris fin il y a plus de 7 jours : cette URL de webhook n’accepte plus d’alertes. Renouvelez votre abonnement pour l’utiliser de nouveau.',
    });
    // Nothing queued, so no delivery row can follow (the worker writes one per queued alert).
    expect((await world.alertJobs()).length).toBe(queued);
    const { rows } = await world.db.query('select 1 from deliveries where member_id = $1', [
      userId,
    ]);
    expect(rows).toHaveLength(0);

    // A renewal (billing's settlement rewrites the receiver's copy): the same URL works at once.
    const { rows: subscriptions } = await world.db.query<{
      provider_subscription_id: string;
      provider_customer_id: string;
    }>('select * from subscriptions where user_id = $1', [userId]);
    const [subscription] = subscriptions;
    const renewedUntil = new Date((await clock.now()).getTime() + 30 * DAY);
    await api.app
      .get(DatabaseService)
      .db.transaction()
      .execute((trx) =>
        api.app.get(BillingSettlement).apply(
          {
            id: subscription?.provider_subscription_id ?? '',
            customerId: subscription?.provider_customer_id ?? '',
            status: 'active',
            price: { plan: 'monthly', interval: 'month', currency: 'usd', amount: 4900 },
            trialEnd: null,
            currentPeriodEnd: renewedUntil,
            cancelAtPeriodEnd: false,
            userId,
            checkoutId: null,
          },
          { id: `test-renewal-${randomUUID()}`, type: null },
          trx,
          userId,
        ),
      );
    expect((await alert(url)).status).toBe(202);
  });

  it('lets a lapsed member read, rotate and revoke their URL, but not change settings or test', async () => {
    const { agent, userId } = await world.member();
    const { url: first } = await world.webhookOf(agent);
    await world.db.query(
      `update subscriptions set status = 'expired', ended_at = $2 where user_id = $1`,
      [userId, new Date((await clock.now()).getTime() - DAY)],
    );
    const read = await agent.get<WebhookView>('/api/webhook');
    expect([read.status, read.body.url]).toEqual([200, first]);

    const rotated = await rotate(agent, 1);
    expect(rotated.status).toBe(200);
    expect(rotated.body.url).not.toBe(first);
    expect((await alert(first)).status).toBe(202);
    const revoked = await rotate(agent, 0);
    expect(revoked.status).toBe(200);
    expect(revoked.body.previousValidUntil).toBeNull();
    expect((await alert(first)).status).toBe(404);
    expect((await alert(rotated.body.url)).status).toBe(404);

    const patch = await agent.request('PATCH', '/api/webhook', { paused: true });
    expect([patch.status, patch.body.error]).toEqual([403, 'SUBSCRIPTION_REQUIRED']);
    const test = await agent.post('/api/webhook/test');
    expect([test.status, test.body.error]).toEqual([403, 'SUBSCRIPTION_REQUIRED']);
  });

  it('gives no URL to a member who never subscribed, nor lets them rotate one into being', async () => {
    const { agent, userId } = await world.member({ entitled: false });
    expect((await agent.get('/api/webhook')).status).toBe(403);
    const rotated = await rotate(agent);
    expect([rotated.status, rotated.body.error]).toEqual([403, 'SUBSCRIPTION_REQUIRED']);
    expect(await rowsOf(userId)).toHaveLength(0);
  });
});
