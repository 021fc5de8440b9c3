// The API guards through nginx: @Auth / @Guest on every guarded route for a visitor and a member,
// the cross-site check on writes, and @Recaptcha('renew_subscription') on the checkout against the
// siteverify stub (scripts/e2e.ts) or the local provider (docker compose's default).
import { randomUUID } from 'node:crypto';

import { startCheckout } from '@tickrelay/contracts/endpoints/billing.endpoints';
import {
  issueLocalRecaptchaToken,
  type LocalRecaptchaToken,
} from '@tickrelay/contracts/endpoints/recaptcha.endpoints';
import { RENEW_SUBSCRIPTION_ACTION } from '@tickrelay/contracts/recaptcha-actions';
import { PASSWORD, signUpMember, uniqueEmail } from '@tickrelay/testing/accounts/member.fixture';
import { apiGuardMatrix } from '@tickrelay/testing/guards/api-guard-matrix';
import { type ApiAgent, freshAddress } from '@tickrelay/testing/http/api-agent';
import { recaptchaTestToken, siteverifyCalls } from '@tickrelay/testing/stubs/siteverify.stub';

import { baseUrl } from '../src/env';
import { agent, mailbox } from '../src/stack-clients';

/**
 * Set by scripts/e2e.ts, which runs the stub with RECAPTCHA_PROVIDER=google; without it the stack
 * is docker compose's, whose default is the local provider (the api issues its own tokens).
 */
const siteverifyUrl = process.env.SITEVERIFY_URL;
const localRecaptcha = siteverifyUrl === undefined;
const hostname = new URL(baseUrl).hostname;
const recaptchaToken = (action = RENEW_SUBSCRIPTION_ACTION, host = hostname, score = 0.9) =>
  recaptchaTestToken(action, host, score);
const stubCalls = () => siteverifyCalls(siteverifyUrl ?? '');

/** A token of the local provider, asked as its script asks (through nginx, from this site). */
async function localToken(action = RENEW_SUBSCRIPTION_ACTION): Promise<string> {
  const response = await agent().post<LocalRecaptchaToken>(issueLocalRecaptchaToken.path, {
    action,
  });
  if (response.status !== 200) throw new Error(`no local reCAPTCHA token: ${response.status}`);
  return response.body.token;
}

describe('guard matrix: every guarded API route × {visitor, member}', () => {
  /** The local provider's tokens are asked beforehand: the matrix takes one per checkout. */
  const localTokens: string[] = [];
  const cases = apiGuardMatrix({
    recaptchaToken: localRecaptcha ? () => localTokens.shift() ?? 'none left' : recaptchaToken,
    recaptchaVerifier: true,
    localRecaptcha,
    // The e2e stack runs the billing test clock (scripts/e2e.ts; the billing browser spec moves it).
    testClock: true,
    // scripts/e2e.ts runs the bot's updates route; a compose stack without the secret has none.
    telegramUpdates: Boolean(process.env.TELEGRAM_WEBHOOK_SECRET),
  });
  let member: ApiAgent;

  beforeAll(async () => {
    member = agent();
    await signUpMember(member, mailbox);
    // The checkout's row: the visitor's token (turned away before it is checked) and the member's.
    if (localRecaptcha) localTokens.push(await localToken(), await localToken());
  });

  it.each(cases.map((route) => [route.method, route.path, route] as const))(
    '%s %s',
    async (method, path, { body, visitor, member: expected }) => {
      const asVisitor = await agent().request(method, path, body());
      expect([asVisitor.status, asVisitor.body.error]).toEqual(visitor);
      const asMember = await member.clone().request(method, path, body());
      expect([asMember.status, asMember.body.error]).toEqual(expected);
    },
  );
});

describe('cross-site requests', () => {
  it('refuses a POST from a foreign Origin, even with the member’s cookie', async () => {
    const member = agent();
    await signUpMember(member, mailbox);
    const forged = member.clone({ origin: 'https://attacker.example', language: 'fr' });
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
    const viaReferer = member.clone({ origin: null });
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
    expect(session.body.user.displayName).toBe('Test Member');
  });

  it('refuses a cross-site sign-in (login CSRF)', async () => {
    const response = await agent({ origin: 'https://attacker.example' }).post('/api/auth/signin', {
      email: uniqueEmail('csrf'),
      password: PASSWORD,
    });
    expect([response.status, response.body.error]).toEqual([403, 'CSRF_REJECTED']);
  });
});

describe('reCAPTCHA on the checkout the renewal page starts (action renew_subscription)', () => {
  let member: ApiAgent;

  beforeAll(async () => {
    member = agent();
    await signUpMember(member, mailbox);
  });

  // A fresh address per attempt: the checkout rate limit (10 per address) is not what is tested.
  const renew = (token: unknown, client = member) =>
    client
      .clone({ address: freshAddress() })
      .post(startCheckout.path, { plan: 'monthly', currency: 'usd', recaptchaToken: token });

  if (localRecaptcha) {
    // docker compose: the local provider, whose tokens the guard judges by the same rules.
    it('starts a checkout for a token the api issued, and refuses the same token again', async () => {
      const token = await localToken();
      const first = await renew(token);
      expect(first.status).toBe(201);
      const replay = await renew(token);
      expect([replay.status, replay.body.error]).toEqual([403, 'RECAPTCHA_FAILED']);
    });

    it.each([
      ['a token for another action', () => localToken('login')],
      ['a token the api did not issue', () => Promise.resolve(recaptchaToken())],
    ])('refuses %s with 403 RECAPTCHA_FAILED', async (_label, token) => {
      const response = await renew(await token());
      expect([response.status, response.body.error]).toEqual([403, 'RECAPTCHA_FAILED']);
    });
    return;
  }

  it('starts a checkout for a verified token, and refuses the same token again', async () => {
    const token = recaptchaToken();
    const first = await renew(token);
    expect(first.status).toBe(201);
    expect(first.body.checkout).toMatchObject({ status: 'pending', plan: 'monthly' });
    const calls = await stubCalls();
    const replay = await renew(token);
    expect([replay.status, replay.body.error]).toEqual([403, 'RECAPTCHA_FAILED']);
    expect(await stubCalls()).toBe(calls);
  });

  it.each([
    ['a wrong action', () => recaptchaToken('login')],
    ['a wrong hostname', () => recaptchaToken(RENEW_SUBSCRIPTION_ACTION, 'attacker.example')],
    ['a low score', () => recaptchaToken(RENEW_SUBSCRIPTION_ACTION, hostname, 0.2)],
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
    expect((await renew(token, agent())).status).toBe(401);
    expect(await stubCalls()).toBe(calls);
    expect((await renew(token)).status).toBe(201);
  });
});
