import { randomUUID } from 'node:crypto';

import {
  type CheckoutStarted,
  startCheckout,
} from '@tickrelay/contracts/endpoints/billing.endpoints';
import { RENEW_SUBSCRIPTION_ACTION } from '@tickrelay/contracts/recaptcha-actions';
import { PASSWORD, signUpMember, uniqueEmail } from '@tickrelay/testing/accounts/member.fixture';
import { apiGuardMatrix } from '@tickrelay/testing/guards/api-guard-matrix';
import { ApiAgent, freshAddress } from '@tickrelay/testing/http/api-agent';
import { sparePort } from '@tickrelay/testing/processes/process.helpers';
import {
  recaptchaTestToken,
  type SiteverifyStub,
  startSiteverifyStub,
} from '@tickrelay/testing/stubs/siteverify.stub';

import { type RunningApi, startApi } from './support/api-app';
import { type AuthTestApi, startAuthApi } from './support/auth-api';

let siteverify: SiteverifyStub;
let test: AuthTestApi;

beforeAll(async () => {
  siteverify = await startSiteverifyStub({ secret: 'test-secret' });
  test = await startAuthApi({
    RECAPTCHA_PROVIDER: 'google',
    RECAPTCHA_SECRET_KEY: 'test-secret',
    RECAPTCHA_VERIFY_URL: siteverify.url,
    RECAPTCHA_MIN_SCORE: '0.5',
    RECAPTCHA_EXPECTED_HOSTNAMES: 'localhost',
  });
});

afterAll(async () => {
  await test.close();
  await siteverify.stop();
});

/** The same member on another API instance (same database). */
const on = (api: RunningApi, member: ApiAgent): ApiAgent => member.clone({ baseUrl: api.url });

describe('cross-site requests', () => {
  it('refuses a state-changing request from a foreign Origin, in the caller’s language', async () => {
    const foreign = test.agent({ origin: 'https://evil.example', language: 'fr' });
    const response = await foreign.post('/api/auth/signin', {
      email: uniqueEmail('csrf'),
      password: PASSWORD,
    });
    expect(response.body).toEqual({
      statusCode: 403,
      error: 'CSRF_REJECTED',
      message: 'Cette requête ne provient pas du site TickRelay et a été refusée.',
    });
    const member = test.agent();
    await signUpMember(member, test.mail);
    const hijacked = member.clone({ origin: 'https://evil.example' });
    const patch = await hijacked.request('PATCH', '/api/account/profile', { displayName: 'Pwned' });
    expect([patch.status, patch.body.error]).toEqual([403, 'CSRF_REJECTED']);
    const signOut = await hijacked.post('/api/auth/signout');
    expect(signOut.status).toBe(403);
    expect((await member.get('/api/auth/session')).status).toBe(200);
  });

  it('accepts PUBLIC_URL’s origin and the request’s own host; falls back to Referer', async () => {
    const body = { email: uniqueEmail('origin'), password: PASSWORD };
    const publicOrigin = test.agent({ origin: 'http://localhost:8080' });
    expect((await publicOrigin.post('/api/auth/signin', body)).status).toBe(401);
    const sameHost = test.agent();
    expect((await sameHost.post('/api/auth/signin', body)).status).toBe(401);

    const viaReferer = test.agent({ origin: null });
    const goodReferer = await viaReferer.request('POST', '/api/auth/signin', body, {
      referer: 'http://localhost:8080/fr/signin',
    });
    expect(goodReferer.status).toBe(401);
    const badReferer = await viaReferer.request('POST', '/api/auth/signin', body, {
      referer: 'https://evil.example/page',
    });
    expect(badReferer.body.error).toBe('CSRF_REJECTED');

    const opaque = test.agent({ origin: 'null' });
    expect((await opaque.post('/api/auth/signin', body)).body.error).toBe('CSRF_REJECTED');
  });

  it('lets a header-less client through only while it carries no session cookie', async () => {
    const member = test.agent();
    await signUpMember(member, test.mail);
    const script = member.clone({ origin: null });
    const withCookie = await script.request('PATCH', '/api/account/profile', { locale: 'fr' });
    expect([withCookie.status, withCookie.body.error]).toEqual([403, 'CSRF_REJECTED']);
    const bare = test.agent({ origin: null });
    const noCookie = await bare.post('/api/auth/signin', {
      email: uniqueEmail('bare'),
      password: PASSWORD,
    });
    expect(noCookie.body.error).toBe('INVALID_CREDENTIALS');
    // Reads are never refused, whatever their origin.
    const read = await new ApiAgent(test.api.url, { origin: 'https://evil.example' }).get(
      '/api/auth/session',
    );
    expect(read.body.error).toBe('UNAUTHORIZED');
  });

  it('changes no state on GET', async () => {
    for (const path of ['/api/auth/signout', '/api/auth/refresh', '/api/auth/confirm']) {
      expect((await test.agent().get(path)).status).toBe(404);
    }
  });
});

describe('guard matrix: every guarded route × {visitor, member}', () => {
  const cases = apiGuardMatrix({
    recaptchaToken: () => recaptchaTestToken(RENEW_SUBSCRIPTION_ACTION, 'localhost'),
    recaptchaVerifier: true,
    // startAuthApi runs without BILLING_TEST_CLOCK.
    testClock: false,
  });
  let member: ApiAgent;

  beforeAll(async () => {
    member = test.agent();
    await signUpMember(member, test.mail);
  });

  it.each(cases.map((route) => [route.method, route.path, route] as const))(
    '%s %s',
    async (method, path, { body, visitor, member: expected }) => {
      const asVisitor = await test.agent().request(method, path, body());
      expect([asVisitor.status, asVisitor.body.error]).toEqual(visitor);
      // A fork per route: signing out in one case must not sign the member out of the next. Each
      // from an address of its own: the matrix has more 'auth'-limited routes than one address
      // may call in a window.
      const asMember = await member
        .clone({ address: freshAddress() })
        .request(method, path, body());
      expect([asMember.status, asMember.body.error]).toEqual(expected);
    },
  );
});

describe('rate limits', () => {
  it('stops sign-in guesses from one address with 429 and Retry-After', async () => {
    const attacker = test.agent();
    for (let attempt = 0; attempt < 10; attempt += 1) {
      const guess = await attacker.post('/api/auth/signin', {
        email: uniqueEmail('victim'),
        password: `guess-${attempt}`,
      });
      expect(guess.status).toBe(401);
    }
    const limited = await attacker.post('/api/auth/signin', {
      email: uniqueEmail('victim'),
      password: 'guess',
    });
    expect([limited.status, limited.body.error]).toEqual([429, 'TOO_MANY_REQUESTS']);
    const retryAfter = Number(limited.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(900);
    // The limit is shared by the auth routes of that address, not by other addresses.
    expect(
      (await attacker.post('/api/auth/password-reset', { email: uniqueEmail('x'), locale: 'en' }))
        .status,
    ).toBe(429);
    expect(
      (
        await test
          .agent()
          .post('/api/auth/password-reset', { email: uniqueEmail('x'), locale: 'en' })
      ).status,
    ).toBe(202);
  });

  it('stops guesses on one account spread over many addresses', async () => {
    const { email } = await signUpMember(test.agent(), test.mail);
    for (let attempt = 0; attempt < 10; attempt += 1) {
      const guess = await test
        .agent()
        .post('/api/auth/signin', { email, password: `guess-${attempt}` });
      expect(guess.status).toBe(401);
    }
    const limited = await test.agent({ language: 'fr' }).post('/api/auth/signin', {
      email: email.toUpperCase(),
      password: PASSWORD,
    });
    expect(limited.body).toEqual({
      statusCode: 429,
      error: 'TOO_MANY_REQUESTS',
      message: 'Trop de requêtes. Patientez un instant puis réessayez.',
    });
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(800);
    // Another account from the same fresh address is not affected.
    const other = await test.agent().post('/api/auth/signin', {
      email: uniqueEmail('other'),
      password: PASSWORD,
    });
    expect(other.status).toBe(401);
  });

  it('limits mail-sending requests per account too', async () => {
    const email = uniqueEmail('flood');
    for (let attempt = 0; attempt < 10; attempt += 1) {
      expect(
        (await test.agent().post('/api/auth/password-reset', { email, locale: 'en' })).status,
      ).toBe(202);
    }
    const limited = await test.agent().post('/api/auth/confirm/resend', { email, locale: 'en' });
    expect(limited.status).toBe(429);
  });
});

describe('reCAPTCHA on POST /api/subscription/checkout (action renew_subscription)', () => {
  let member: ApiAgent;
  let memberId: string;

  beforeAll(async () => {
    member = test.agent();
    ({ userId: memberId } = await signUpMember(member, test.mail));
  });

  /**
   * Each attempt from a fresh address: these tests count the reCAPTCHA guard's answers, not the
   * checkout rate limit (10 per address per 10 minutes), which they could otherwise reach.
   */
  const checkout = (token: unknown, client = member) =>
    client
      .clone({ address: freshAddress() })
      .post<CheckoutStarted & { error?: string }>(startCheckout.path, {
        plan: 'monthly',
        currency: 'usd',
        recaptchaToken: token,
      });

  it('starts a checkout for a verified human, and refuses the same token again', async () => {
    const token = recaptchaTestToken(RENEW_SUBSCRIPTION_ACTION, 'localhost', 0.7);
    const response = await checkout(token);
    expect(response.status).toBe(201);
    expect(response.body.checkout).toMatchObject({ status: 'pending', plan: 'monthly' });
    const { rows } = await test.db.query<{ user_id: string; status: string }>(
      'select user_id, status from checkouts where id = $1',
      [response.body.checkout.id],
    );
    expect(rows).toEqual([{ user_id: memberId, status: 'pending' }]);

    const calls = siteverify.calls();
    const replay = await checkout(token);
    expect([replay.status, replay.body.error]).toEqual([403, 'RECAPTCHA_FAILED']);
    expect(siteverify.calls()).toBe(calls);
  });

  it('lets a score at the threshold (RECAPTCHA_MIN_SCORE 0.5) through', async () => {
    const response = await checkout(
      recaptchaTestToken(RENEW_SUBSCRIPTION_ACTION, 'localhost', 0.5),
    );
    expect(response.status).toBe(201);
  });

  it.each([
    ['a wrong action', recaptchaTestToken('login', 'localhost')],
    ['a wrong hostname', recaptchaTestToken(RENEW_SUBSCRIPTION_ACTION, 'evil.example')],
    ['a low score', recaptchaTestToken(RENEW_SUBSCRIPTION_ACTION, 'localhost', 0.3)],
    ['a token siteverify rejects', `bogus-${randomUUID()}`],
    ['no token', undefined],
  ])('refuses %s with 403 RECAPTCHA_FAILED and starts no checkout', async (_label, token) => {
    const count = async () =>
      Number(
        (
          await test.db.query<{ count: string }>(
            'select count(*) from checkouts where user_id = $1',
            [memberId],
          )
        ).rows[0]?.count,
      );
    const before = await count();
    const response = await checkout(token);
    expect([response.status, response.body.error]).toEqual([403, 'RECAPTCHA_FAILED']);
    expect(await count()).toBe(before);
  });

  it('answers 503 when the verifier fails, and does not spend the token of a visitor', async () => {
    const down = await checkout(`test-unavailable-${randomUUID()}`);
    expect([down.status, down.body.error]).toEqual([503, 'RECAPTCHA_UNAVAILABLE']);

    const token = recaptchaTestToken(RENEW_SUBSCRIPTION_ACTION, 'localhost');
    const calls = siteverify.calls();
    expect((await checkout(token, test.agent())).status).toBe(401);
    expect(siteverify.calls()).toBe(calls);
    expect((await checkout(token)).status).toBe(201);
  });

  it('fails closed when the verifier is unreachable or no secret is configured', async () => {
    const closedPort = await sparePort();
    const unreachable = await startApi({
      QUEUE_PREFIX: `tickrelay-auth-${randomUUID().slice(0, 8)}`,
      RECAPTCHA_PROVIDER: 'google',
      RECAPTCHA_SECRET_KEY: 'test-secret',
      RECAPTCHA_VERIFY_URL: `http://127.0.0.1:${closedPort}/siteverify`,
    });
    const unconfigured = await startApi({
      QUEUE_PREFIX: `tickrelay-auth-${randomUUID().slice(0, 8)}`,
      RECAPTCHA_PROVIDER: 'google',
    });
    try {
      const lost = await checkout(
        recaptchaTestToken(RENEW_SUBSCRIPTION_ACTION, 'localhost'),
        on(unreachable, member),
      );
      expect([lost.status, lost.body.error]).toEqual([503, 'RECAPTCHA_UNAVAILABLE']);
      const off = await checkout(
        recaptchaTestToken(RENEW_SUBSCRIPTION_ACTION, 'localhost'),
        on(unconfigured, member),
      );
      expect([off.status, off.body.error]).toEqual([503, 'RECAPTCHA_UNAVAILABLE']);
    } finally {
      await unreachable.close();
      await unconfigured.close();
    }
  });
});
