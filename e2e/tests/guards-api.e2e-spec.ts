// The API guards through nginx: @Auth / @Guest on every guarded route for a visitor and a member,
// the cross-site check on writes, and @Recaptcha('renew_subscription') against the siteverify stub.
import { randomUUID } from 'node:crypto';

import { ApiAgent, PASSWORD, signUpMember, uniqueEmail } from '../src/api-agent';
import { baseUrl } from '../src/env';

const RENEW = '/api/subscription/renew';
const ACTION = 'renew_subscription';
/** Set by scripts/e2e.ts, which runs the stub; without it the stack has no verifier configured. */
const siteverifyUrl = process.env.SITEVERIFY_URL;
const hostname = new URL(baseUrl).hostname;

/** A token the siteverify stub accepts (see scripts/lib/siteverify-stub.ts). */
const recaptchaToken = (action = ACTION, host = hostname, score = 0.9) =>
  `test-ok:${action}:${host}:${score}:${randomUUID()}`;

async function stubCalls(): Promise<number> {
  const response = await fetch(new URL('/stats', siteverifyUrl));
  return ((await response.json()) as { calls: number }).calls;
}

describe('guard matrix: every guarded API route × {visitor, member}', () => {
  type Expected = [status: number, error?: string];
  type Case = [string, string, () => unknown, Expected, Expected];
  const renewAsMember: Expected = siteverifyUrl ? [201] : [503, 'RECAPTCHA_UNAVAILABLE'];
  const cases: Case[] = [
    ['GET', '/api/auth/session', () => undefined, [401, 'UNAUTHORIZED'], [200]],
    ['POST', '/api/auth/refresh', () => ({}), [401, 'UNAUTHORIZED'], [200]],
    [
      'POST',
      '/api/auth/signup',
      () => ({
        email: uniqueEmail('matrix'),
        password: PASSWORD,
        displayName: 'Matrix',
        locale: 'en',
        acceptTerms: true,
      }),
      [201],
      [403, 'ALREADY_SIGNED_IN'],
    ],
    [
      'POST',
      '/api/auth/signin',
      () => ({ email: uniqueEmail('matrix'), password: PASSWORD }),
      [401, 'INVALID_CREDENTIALS'],
      [403, 'ALREADY_SIGNED_IN'],
    ],
    [
      'POST',
      '/api/auth/update-password',
      () => ({ currentPassword: 'wrong one', password: 'emerald harbor violin' }),
      [401, 'UNAUTHORIZED'],
      [400, 'VALIDATION_FAILED'],
    ],
    [
      'PATCH',
      '/api/account/profile',
      () => ({ displayName: 'Matrix' }),
      [401, 'UNAUTHORIZED'],
      [200],
    ],
    ['GET', '/api/account/sessions', () => undefined, [401, 'UNAUTHORIZED'], [200]],
    [
      'DELETE',
      `/api/account/sessions/${randomUUID()}`,
      () => undefined,
      [401, 'UNAUTHORIZED'],
      [404, 'NOT_FOUND'],
    ],
    [
      'DELETE',
      '/api/account',
      () => ({ password: 'wrong' }),
      [401, 'UNAUTHORIZED'],
      [400, 'VALIDATION_FAILED'],
    ],
    [
      'POST',
      RENEW,
      () => ({ recaptchaToken: recaptchaToken() }),
      [401, 'UNAUTHORIZED'],
      renewAsMember,
    ],
    [
      'POST',
      '/api/auth/password-reset',
      () => ({ email: uniqueEmail('m'), locale: 'fr' }),
      [202],
      [202],
    ],
    [
      'POST',
      '/api/auth/confirm/resend',
      () => ({ email: uniqueEmail('m'), locale: 'fr' }),
      [202],
      [202],
    ],
    [
      'POST',
      '/api/auth/confirm',
      () => ({ token: 'no-such-token' }),
      [400, 'TOKEN_INVALID'],
      [400, 'TOKEN_INVALID'],
    ],
    ['POST', '/api/auth/signout', () => ({}), [204], [204]],
  ];
  let member: ApiAgent;

  beforeAll(async () => {
    member = new ApiAgent();
    await signUpMember(member);
  });

  it.each(cases)(
    '%s %s',
    async (method, path, body, [visitorStatus, visitorError], [memberStatus, memberError]) => {
      const visitor = await new ApiAgent().request(method, path, body());
      expect([visitor.status, visitor.body.error]).toEqual([visitorStatus, visitorError]);
      const signedIn = await member.fork().request(method, path, body());
      expect([signedIn.status, signedIn.body.error]).toEqual([memberStatus, memberError]);
    },
  );
});

describe('cross-site requests', () => {
  it('refuses a POST from a foreign Origin, even with the member’s cookie', async () => {
    const member = new ApiAgent();
    await signUpMember(member);
    const forged = new ApiAgent({ origin: 'https://attacker.example', language: 'fr' });
    for (const [name, value] of member.cookies) forged.cookies.set(name, value);
    const response = await forged.request('PATCH', '/api/account/profile', {
      displayName: 'Pwned',
    });
    expect(response.body).toEqual({
      statusCode: 403,
      error: 'CSRF_REJECTED',
      message: 'Cette requête ne provient pas du site TickRelay et a été refusée.',
    });
    const signOut = await forged.post('/api/auth/signout');
    expect([signOut.status, signOut.body.error]).toEqual([403, 'CSRF_REJECTED']);
    const viaReferer = new ApiAgent({ origin: null });
    for (const [name, value] of member.cookies) viaReferer.cookies.set(name, value);
    const refused = await viaReferer.request(
      'PATCH',
      '/api/account/profile',
      { locale: 'fr' },
      {
        referer: 'https://attacker.example/page',
      },
    );
    expect(refused.body.error).toBe('CSRF_REJECTED');
    const session = await member.get<{ user: { displayName: string } }>('/api/auth/session');
    expect(session.body.user.displayName).toBe('E2E Member');
  });

  it('refuses a cross-site sign-in (login CSRF)', async () => {
    const response = await new ApiAgent({ origin: 'https://attacker.example' }).post(
      '/api/auth/signin',
      { email: uniqueEmail('csrf'), password: PASSWORD },
    );
    expect([response.status, response.body.error]).toEqual([403, 'CSRF_REJECTED']);
  });
});

describe('reCAPTCHA on the renewal request', () => {
  let member: ApiAgent;

  beforeAll(async () => {
    member = new ApiAgent();
    await signUpMember(member);
  });

  const renew = (token: unknown, agent = member) => agent.post(RENEW, { recaptchaToken: token });

  if (!siteverifyUrl) {
    // docker compose without a verifier: the guard must fail closed.
    it('fails closed with 503 RECAPTCHA_UNAVAILABLE when no verifier is configured', async () => {
      const response = await renew(recaptchaToken());
      expect([response.status, response.body.error]).toEqual([503, 'RECAPTCHA_UNAVAILABLE']);
    });
    return;
  }

  it('records the renewal for a verified token, and refuses the same token again', async () => {
    const token = recaptchaToken();
    const first = await renew(token);
    expect(first.status).toBe(201);
    expect(first.body).toEqual({
      renewalId: expect.any(String) as string,
      status: 'pending_payment',
    });
    const calls = await stubCalls();
    const replay = await renew(token);
    expect([replay.status, replay.body.error]).toEqual([403, 'RECAPTCHA_FAILED']);
    expect(await stubCalls()).toBe(calls);
  });

  it.each([
    ['a wrong action', () => recaptchaToken('login')],
    ['a wrong hostname', () => recaptchaToken(ACTION, 'attacker.example')],
    ['a low score', () => recaptchaToken(ACTION, hostname, 0.2)],
    ['a token the verifier rejects', () => `forged-${randomUUID()}`],
  ])('refuses %s with 403 RECAPTCHA_FAILED', async (_label, token) => {
    const response = await renew(token());
    expect([response.status, response.body.error]).toEqual([403, 'RECAPTCHA_FAILED']);
  });

  it('answers 503 RECAPTCHA_UNAVAILABLE when the verifier cannot answer', async () => {
    const down = await renew(`test-unavailable-${randomUUID()}`);
    expect([down.status, down.body.error]).toEqual([503, 'RECAPTCHA_UNAVAILABLE']);
  });

  it('turns a visitor away before spending the token', async () => {
    const token = recaptchaToken();
    const calls = await stubCalls();
    expect((await renew(token, new ApiAgent())).status).toBe(401);
    expect(await stubCalls()).toBe(calls);
    expect((await renew(token)).status).toBe(201);
  });
});
