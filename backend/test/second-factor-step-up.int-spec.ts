// Step-up on the real api: a signed-in member whose session has no proof from the last 10
// minutes (a stolen cookie) gets 403 STEP_UP_REQUIRED on every @StepUp() route of the guard
// matrix; a proof (password or second-factor code) on that session lets it through, and only it.
import { PASSWORD } from '@tickrelay/testing/accounts/member.fixture';
import { apiGuardMatrix } from '@tickrelay/testing/guards/api-guard-matrix';

import { ageProofs, enrolTotp, totpCode } from './second-factor-helpers';
import { startWebhooksApi, type WebhooksTestApi, WebhooksWorld } from './webhooks-helpers';

let api: WebhooksTestApi;
let world: WebhooksWorld;

beforeAll(async () => {
  api = await startWebhooksApi();
  world = new WebhooksWorld(api);
});

afterAll(async () => {
  await world?.close();
  await api?.close();
});

const stepUpRoutes = apiGuardMatrix({
  recaptchaToken: () => 'unused',
  recaptchaVerifier: true,
  testClock: true,
}).filter((route) => route.stepUp);

describe('a session without a recent proof (guard matrix, step-up rows)', () => {
  it.each(stepUpRoutes.map((route) => [route.method, route.path, route] as const))(
    '%s %s answers 403 STEP_UP_REQUIRED to an entitled member, in their language',
    async (method, path, { body }) => {
      const { agent, userId } = await world.member({ language: 'fr' });
      await ageProofs(world.db, userId);
      const stolen = agent.clone();
      const refused = await stolen.request(method, path, body());
      expect([refused.status, refused.body.error]).toEqual([403, 'STEP_UP_REQUIRED']);
      expect(refused.body.message).toMatch(/Confirmez que c’est vous/);
    },
  );

  it('covers the step-up routes the issue names', () => {
    expect(stepUpRoutes.map((route) => `${route.method} ${route.path}`).sort()).toEqual(
      [
        'DELETE /api/account',
        'POST /api/auth/second-factor/disable',
        'POST /api/auth/second-factor/totp',
        'POST /api/auth/update-password',
        'PATCH /api/broker',
        'PUT /api/broker/connection',
        'PATCH /api/broker/connection',
        'POST /api/webhook/rotate',
      ].sort(),
    );
  });
});

describe('POST /api/auth/step-up', () => {
  it('takes the password: the route then goes through on this session only', async () => {
    const { agent, userId } = await world.member();
    await world.webhookOf(agent);
    const other = world.agent();
    const email = (await agent.get<{ user: { email: string } }>('/api/auth/session')).body.user
      .email;
    await other.post('/api/auth/signin', { email, password: PASSWORD });
    await ageProofs(world.db, userId);

    const refused = await agent.post('/api/webhook/rotate', { graceHours: 0 });
    expect(refused.status).toBe(403);
    const wrong = await agent.post('/api/auth/step-up', { password: 'not the password' });
    expect([wrong.status, wrong.body.details]).toEqual([400, { password: 'incorrect' }]);
    const neither = await agent.post('/api/auth/step-up', {});
    expect([neither.status, neither.body.details]).toEqual([
      400,
      { password: 'required', code: 'required' },
    ]);
    const proven = await agent.post<{ provenUntil: string }>('/api/auth/step-up', {
      password: PASSWORD,
    });
    expect(proven.status).toBe(200);
    expect(Date.parse(proven.body.provenUntil)).not.toBeNaN();

    const rotated = await agent.post('/api/webhook/rotate', { graceHours: 0 });
    expect(rotated.status).toBe(200);
    // The proof is this session's: the member's other session still has none.
    const elsewhere = await other.post('/api/webhook/rotate', { graceHours: 0 });
    expect([elsewhere.status, elsewhere.body.error]).toEqual([403, 'STEP_UP_REQUIRED']);
  });

  it('takes a code of the second factor instead, and counts wrong ones (429 past the limit)', async () => {
    const { agent, userId } = await world.member();
    const { secret } = await enrolTotp(agent);
    await ageProofs(world.db, userId);
    const proven = await agent.post('/api/auth/step-up', { code: totpCode(secret, 1) });
    expect(proven.status).toBe(200);
    const settings = await agent.request('PATCH', '/api/broker', {
      executionTarget: 'paper',
    });
    expect(settings.status).toBe(200);

    await ageProofs(world.db, userId);
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await agent.post('/api/auth/step-up', { code: '123456' })).status).toBe(400);
    }
    const limited = await agent.post('/api/auth/step-up', { code: '123456' });
    expect([limited.status, limited.body.error]).toEqual([429, 'TOO_MANY_REQUESTS']);
  });

  it('is refused to a visitor, and to a session still waiting for its second step', async () => {
    const visitor = await world.agent().post('/api/auth/step-up', { password: PASSWORD });
    expect([visitor.status, visitor.body.error]).toEqual([401, 'UNAUTHORIZED']);

    const { agent } = await world.member();
    const email = (await agent.get<{ user: { email: string } }>('/api/auth/session')).body.user
      .email;
    await enrolTotp(agent);
    const pending = world.agent();
    await pending.post('/api/auth/signin', { email, password: PASSWORD });
    const refused = await pending.post('/api/auth/step-up', { password: PASSWORD });
    expect([refused.status, refused.body.error]).toEqual([401, 'SECOND_FACTOR_REQUIRED']);
  });
});
