// The security log's sensitive changes outside auth (issue 27), on the real api against the
// Tradovate stub: broker connected and disconnected, the execution target, the webhook URL
// rotated and revoked, destinations added and removed. Each appears once with its fields, from
// the client that made it, and the mailed kinds write one security notice with a "this wasn't
// me" link in the member's language.
import type { ApiAgent } from '@tickrelay/testing/http/api-agent';
import { startTradovateStub, type TradovateStub } from '@tickrelay/testing/stubs/tradovate.stub';

import { brokerEnv, stubMember } from './broker-helpers';
import { enrolTotp, forgetUsedSteps, totpCode } from './second-factor-helpers';
import { startWebhooksApi, type WebhooksTestApi, WebhooksWorld } from './webhooks-helpers';

const DISCORD_URL = `https://discord.com/api/webhooks/123456789012345678/${'Tk3n_'.repeat(12)}`;

interface LoggedEvent {
  kind: string;
  ip: string | null;
  details: Record<string, unknown>;
}

let stub: TradovateStub;
let api: WebhooksTestApi;
let world: WebhooksWorld;

beforeAll(async () => {
  stub = await startTradovateStub();
  api = await startWebhooksApi(brokerEnv(stub));
  world = new WebhooksWorld(api);
});

afterAll(async () => {
  await world?.close();
  await api?.close();
  await stub?.stop();
});

async function logOf(agent: ApiAgent): Promise<LoggedEvent[]> {
  const page = await agent.get<{ items: LoggedEvent[] }>('/api/account/security-log');
  expect(page.status).toBe(200);
  // Oldest first, as the changes were made.
  return [...page.body.items].reverse();
}

async function noticesTo(userId: string) {
  const { rows } = await world.db.query<{ email: string }>(
    'select email from users where id = $1',
    [userId],
  );
  const mails = await world.mail.mailsTo({ to: rows[0]!.email, kind: 'security-notice' });
  return mails.map((mail) => mail.data as unknown as Record<string, unknown>);
}

describe('sensitive changes in the security log', () => {
  it('logs the broker connected, the target changed and the broker disconnected, once each', async () => {
    const { agent, userId } = await world.member({ language: 'fr' });
    const trader = stubMember(stub);
    expect((await agent.request('PUT', '/api/broker/connection', trader.input)).status).toBe(200);
    const target = { executionTarget: 'tradovate' };
    expect((await agent.request('PATCH', '/api/broker', target)).status).toBe(200);
    // The same target again changes nothing, and logs nothing.
    expect((await agent.request('PATCH', '/api/broker', target)).status).toBe(200);
    expect((await agent.request('DELETE', '/api/broker/connection')).status).toBe(204);

    const events = await logOf(agent);
    expect(events.map((event) => [event.kind, event.details])).toEqual([
      ['broker-connected', { broker: 'tradovate', environment: trader.input.environment }],
      ['execution-target-changed', { target: 'tradovate' }],
      ['broker-disconnected', { broker: 'tradovate', environment: trader.input.environment }],
    ]);
    expect(events.every((event) => event.ip === agent.address)).toBe(true);

    const notices = await noticesTo(userId);
    expect(notices.map((notice) => notice.kind).sort()).toEqual([
      'broker-connected',
      'execution-target-changed',
    ]);
    for (const notice of notices) {
      expect(notice).toMatchObject({ locale: 'fr', timeZone: 'UTC', ip: agent.address });
      expect(String(notice.notMeLink)).toMatch(/\/fr\/not-me\?token=/);
      expect(String(notice.securityLogLink)).toMatch(/\/fr\/membership\/security-log$/);
    }
  });

  it('logs the webhook URL rotated (with a grace) and revoked (without), each mailed', async () => {
    const { agent, userId } = await world.member();
    await world.webhookOf(agent);
    expect((await agent.post('/api/webhook/rotate', { graceHours: 24 })).status).toBe(200);
    expect((await agent.post('/api/webhook/rotate', { graceHours: 0 })).status).toBe(200);
    expect((await logOf(agent)).map((event) => [event.kind, event.details])).toEqual([
      ['webhook-url-rotated', { graceHours: 24 }],
      ['webhook-url-revoked', { graceHours: 0 }],
    ]);
    const notices = await noticesTo(userId);
    expect(notices.map((notice) => notice.kind).sort()).toEqual([
      'webhook-url-revoked',
      'webhook-url-rotated',
    ]);
  });

  it('logs destinations added and removed (not mailed), and nothing for a refused one', async () => {
    const { agent, userId } = await world.member();
    const created = await agent.post<{ destination: { id: string } }>('/api/destinations', {
      kind: 'discord',
      label: 'Desk',
      url: DISCORD_URL,
    });
    expect(created.status).toBe(201);
    const refused = await agent.post('/api/destinations', { kind: 'discord', label: 'Bad' });
    expect(refused.status).toBe(400);
    const id = created.body.destination.id;
    expect((await agent.request('DELETE', `/api/destinations/${id}`)).status).toBe(204);
    expect((await logOf(agent)).map((event) => [event.kind, event.details])).toEqual([
      ['destination-added', { destination: id, kind: 'discord' }],
      ['destination-removed', { destination: id, kind: 'discord' }],
    ]);
    expect(await noticesTo(userId)).toEqual([]);
  });

  it('logs TOTP turned on and off once each with a notice, nothing for a refused code', async () => {
    const { agent, userId } = await world.member({ language: 'fr' });
    const started = await agent.post<{ secret: string }>('/api/auth/second-factor/totp');
    const wrong = await agent.post('/api/auth/second-factor/totp/confirm', { code: '000000' });
    expect(wrong.status).toBe(400);
    expect(await logOf(agent)).toEqual([]);
    // A fresh enrolment replaces the pending one; its confirmation turns the factor on.
    expect(started.status).toBe(201);
    const { secret } = await enrolTotp(agent);
    const added = await logOf(agent);
    expect(added.map((event) => [event.kind, event.details, event.ip])).toEqual([
      ['factor-added', { factor: 'totp' }, agent.address],
    ]);

    const refused = await agent.post('/api/auth/second-factor/disable', { code: '000000' });
    expect(refused.status).toBe(400);
    await forgetUsedSteps(world.db, userId);
    const off = await agent.post('/api/auth/second-factor/disable', { code: totpCode(secret) });
    expect(off.status).toBe(204);
    expect((await logOf(agent)).map((event) => [event.kind, event.details])).toEqual([
      ['factor-added', { factor: 'totp' }],
      ['factor-removed', { factor: 'totp' }],
    ]);
    const notices = await noticesTo(userId);
    expect(notices.map((notice) => notice.kind).sort()).toEqual(['factor-added', 'factor-removed']);
    expect(notices.every((notice) => notice.locale === 'fr')).toBe(true);
  });
});
