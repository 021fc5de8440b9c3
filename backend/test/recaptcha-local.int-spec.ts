// The local reCAPTCHA provider (RECAPTCHA_PROVIDER=local, the default) end to end on the real api,
// Postgres and Redis: its script, its tokens, and the checkout of the renewal page behind
// @Recaptcha('renew_subscription') refusing every token Google's path would refuse.
import { randomBytes, randomUUID } from 'node:crypto';
import { runInNewContext } from 'node:vm';

import {
  type CheckoutStarted,
  startCheckout,
} from '@tickrelay/contracts/endpoints/billing.endpoints';
import {
  issueLocalRecaptchaToken,
  type LocalRecaptchaToken,
  localRecaptchaScript,
} from '@tickrelay/contracts/endpoints/recaptcha.endpoints';
import { RENEW_SUBSCRIPTION_ACTION } from '@tickrelay/contracts/recaptcha-actions';
import { signUpMember } from '@tickrelay/testing/accounts/member.fixture';
import { apiGuardMatrix } from '@tickrelay/testing/guards/api-guard-matrix';
import { ApiAgent, freshAddress } from '@tickrelay/testing/http/api-agent';
import { sparePort, waitFor } from '@tickrelay/testing/processes/process.helpers';
import { ThrowawayRedis } from '@tickrelay/testing/servers/throwaway-redis';
import { recaptchaTestToken } from '@tickrelay/testing/stubs/siteverify.stub';
import { Redis } from 'ioredis';

import { AppException } from '../src/common/errors/app.exception';
import { RecaptchaVerifier } from '../src/common/guards/recaptcha-verifier';
import { localRecaptchaKeyName } from '../src/modules/recaptcha/local/local-recaptcha-keys';
import {
  LOCAL_TOKEN_TTL_MS,
  signLocalToken,
} from '../src/modules/recaptcha/local/local-recaptcha-token';
import { startApi } from './support/api-app';
import { type AuthTestApi, startAuthApi } from './support/auth-api';

/** The site as the browser sees it: PUBLIC_URL's default, whose host the guard expects. */
const SITE = 'http://localhost:8080';

let test: AuthTestApi;
let redis: Redis;
let member: ApiAgent;
let memberId: string;

beforeAll(async () => {
  test = await startAuthApi({ RECAPTCHA_PROVIDER: 'local' });
  redis = new Redis(test.api.config.redisUrl);
  member = test.agent({ origin: SITE });
  ({ userId: memberId } = await signUpMember(member, test.mail));
});

afterAll(async () => {
  await redis.quit();
  await test.close();
});

/** A token as the local script gets one, from a page on `site` (nginx's X-Forwarded-Host). */
async function issue(action = RENEW_SUBSCRIPTION_ACTION, site = SITE): Promise<string> {
  const response = await test
    .agent({ origin: site })
    .request<LocalRecaptchaToken>(
      'POST',
      issueLocalRecaptchaToken.path,
      { action },
      { 'x-forwarded-host': new URL(site).host },
    );
  expect(response.status).toBe(200);
  return response.body.token;
}

/** A fresh address per checkout: the checkout rate limit (10 per address) is not under test. */
const checkout = (token: unknown, client = member) =>
  client
    .clone({ address: freshAddress() })
    .request<CheckoutStarted & { error?: string }>(
      'POST',
      startCheckout.path,
      { plan: 'monthly', currency: 'usd', recaptchaToken: token },
      { 'x-forwarded-host': new URL(SITE).host },
    );

const checkoutsOfMember = async (): Promise<number> =>
  Number(
    (
      await test.db.query<{ count: string }>('select count(*) from checkouts where user_id = $1', [
        memberId,
      ])
    ).rows[0]?.count,
  );

const signingKey = async (): Promise<Buffer> =>
  Buffer.from(
    (await redis.get(localRecaptchaKeyName(test.api.config.queuePrefix))) ?? '',
    'base64',
  );

describe('the local script: what the renewal page loads instead of Google’s', () => {
  it('is JavaScript, cacheable for a few minutes, and its execute() yields a token the checkout takes', async () => {
    const response = await test.agent().get(localRecaptchaScript.path);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('public, max-age=300');

    // Run it as the page does: same-origin fetches through "nginx" at localhost:8080.
    const window: {
      grecaptcha?: {
        ready: (done: () => void) => void;
        execute: (siteKey: string, options: { action: string }) => Promise<string>;
      };
    } = {};
    const address = freshAddress();
    const pageFetch = (path: string, init: RequestInit) =>
      fetch(`${test.api.url}${path}`, {
        ...init,
        headers: {
          ...(init.headers as Record<string, string>),
          origin: SITE,
          'x-forwarded-host': new URL(SITE).host,
          'x-forwarded-for': address,
        },
      });
    runInNewContext(response.text, { window, fetch: pageFetch, Promise, JSON });
    const grecaptcha = window.grecaptcha;
    if (!grecaptcha) throw new Error('the script defined no grecaptcha');
    await new Promise<void>((resolve) => grecaptcha.ready(resolve));
    const token = await grecaptcha.execute('any site key', { action: RENEW_SUBSCRIPTION_ACTION });

    const started = await checkout(token);
    expect(started.status).toBe(201);
    expect(started.body.checkout).toMatchObject({ status: 'pending', plan: 'monthly' });
  });
});

describe('the checkout behind @Recaptcha(renew_subscription) with local tokens', () => {
  it('opens a checkout for a fresh token, and refuses the same token again', async () => {
    const token = await issue();
    const before = await checkoutsOfMember();
    const first = await checkout(token);
    expect(first.status).toBe(201);
    const { rows } = await test.db.query<{ user_id: string; status: string }>(
      'select user_id, status from checkouts where id = $1',
      [first.body.checkout.id],
    );
    expect(rows).toEqual([{ user_id: memberId, status: 'pending' }]);

    const replay = await checkout(token);
    expect([replay.status, replay.body.error]).toEqual([403, 'RECAPTCHA_FAILED']);
    expect(await checkoutsOfMember()).toBe(before + 1);
  });

  it.each<[string, () => Promise<unknown>]>([
    ['a token for another action', () => issue('login')],
    ['a token issued on another host name', () => issue(undefined, 'http://evil.example')],
    [
      'a forged token (signed with another key)',
      () =>
        Promise.resolve(
          signLocalToken(
            { action: RENEW_SUBSCRIPTION_ACTION, hostname: 'localhost' },
            randomBytes(32),
            Date.now(),
          ),
        ),
    ],
    [
      'a tampered token (one issued for another action, its action rewritten)',
      async () => {
        const [prefix, payload, signature] = (await issue('login')).split('.');
        const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString()) as object;
        const rewritten = { ...claims, a: RENEW_SUBSCRIPTION_ACTION };
        return `${prefix}.${Buffer.from(JSON.stringify(rewritten)).toString('base64url')}.${signature}`;
      },
    ],
    [
      'an expired token (signed with the real key, over two minutes ago)',
      async () => {
        await issue(); // the key exists
        return signLocalToken(
          { action: RENEW_SUBSCRIPTION_ACTION, hostname: 'localhost' },
          await signingKey(),
          Date.now() - LOCAL_TOKEN_TTL_MS - 1000,
        );
      },
    ],
    [
      'a token for Google’s siteverify stub',
      () => Promise.resolve(recaptchaTestToken(RENEW_SUBSCRIPTION_ACTION, 'localhost')),
    ],
    ['no token', () => Promise.resolve(undefined)],
  ])('refuses %s with 403 RECAPTCHA_FAILED and opens no checkout', async (_label, make) => {
    const token = await make();
    const before = await checkoutsOfMember();
    const response = await checkout(token);
    expect([response.status, response.body.error]).toEqual([403, 'RECAPTCHA_FAILED']);
    expect(await checkoutsOfMember()).toBe(before);
  });

  it('the real key with fresh claims passes: the refusals above are the rules, not the test', async () => {
    const token = signLocalToken(
      { action: RENEW_SUBSCRIPTION_ACTION, hostname: 'localhost' },
      await signingKey(),
      Date.now(),
    );
    expect((await checkout(token)).status).toBe(201);
  });

  it('turns a visitor away before spending the token', async () => {
    const token = await issue();
    const visitor = test.agent({ origin: SITE });
    expect((await checkout(token, visitor)).status).toBe(401);
    expect((await checkout(token)).status).toBe(201);
  });
});

describe('host names (RECAPTCHA_EXPECTED_HOSTNAMES empty: PUBLIC_URL’s, or the request’s own)', () => {
  /** Straight to the api: the page's host is 127.0.0.1, not PUBLIC_URL's localhost. */
  const direct = (api = test.api.url) => ({ origin: api });
  const checkoutAt = (token: string, api = test.api.url) =>
    member
      .clone({ baseUrl: api, address: freshAddress(), ...direct(api) })
      .post<CheckoutStarted & { error?: string }>(startCheckout.path, {
        plan: 'monthly',
        currency: 'usd',
        recaptchaToken: token,
      });
  const issueAt = async (api = test.api.url) =>
    (
      await new ApiAgent(api, direct(api)).post<LocalRecaptchaToken>(
        issueLocalRecaptchaToken.path,
        { action: RENEW_SUBSCRIPTION_ACTION },
      )
    ).body.token;

  it('takes a token from a page on the api’s own host, used on that host', async () => {
    expect((await checkoutAt(await issueAt())).status).toBe(201);
  });

  it('refuses a token made on one host and used on another', async () => {
    const response = await checkout(await issueAt());
    expect([response.status, response.body.error]).toEqual([403, 'RECAPTCHA_FAILED']);
  });

  it('with an explicit list, only the list counts', async () => {
    const listed = await startApi({
      QUEUE_PREFIX: `tickrelay-recaptcha-${randomUUID().slice(0, 8)}`,
      RECAPTCHA_PROVIDER: 'local',
      RECAPTCHA_EXPECTED_HOSTNAMES: 'localhost',
    });
    try {
      const refused = await checkoutAt(await issueAt(listed.url), listed.url);
      expect([refused.status, refused.body.error]).toEqual([403, 'RECAPTCHA_FAILED']);
    } finally {
      await listed.close();
    }
  });
});

describe('the token route', () => {
  it('takes only an action name as Google allows one, and no other field', async () => {
    const agent = test.agent({ origin: SITE });
    const bad = await agent.post(issueLocalRecaptchaToken.path, { action: 'renew subscription!' });
    expect([bad.status, bad.body.error, bad.body.details]).toEqual([
      400,
      'VALIDATION_FAILED',
      { action: 'invalid_format' },
    ]);
    const extra = await agent.post(issueLocalRecaptchaToken.path, {
      action: RENEW_SUBSCRIPTION_ACTION,
      hostname: 'localhost',
    });
    expect([extra.status, extra.body.details]).toEqual([400, { hostname: 'unknown_field' }]);
  });

  it('refuses a page on another site (the cross-site check on writes)', async () => {
    const foreign = test.agent({ origin: 'https://evil.example' });
    const response = await foreign.post(issueLocalRecaptchaToken.path, {
      action: RENEW_SUBSCRIPTION_ACTION,
    });
    expect([response.status, response.body.error]).toEqual([403, 'CSRF_REJECTED']);
  });

  it('is rate limited per client address: 30 a minute, then 429 with Retry-After', async () => {
    const client = test.agent({ origin: SITE });
    for (let i = 0; i < 30; i += 1) {
      const ok = await client.post(issueLocalRecaptchaToken.path, {
        action: RENEW_SUBSCRIPTION_ACTION,
      });
      expect(ok.status).toBe(200);
    }
    const limited = await client.post(issueLocalRecaptchaToken.path, {
      action: RENEW_SUBSCRIPTION_ACTION,
    });
    expect([limited.status, limited.body.error]).toEqual([429, 'TOO_MANY_REQUESTS']);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another address is not affected.
    expect((await issue()).length).toBeGreaterThan(0);
  });
});

describe('guard matrix: the reCAPTCHA rows and the checkout on a local stack', () => {
  const tokens: string[] = [];
  const cases = apiGuardMatrix({
    recaptchaToken: () => tokens.shift() ?? 'no token left',
    recaptchaVerifier: true,
    testClock: false,
    localRecaptcha: true,
  }).filter(
    (route) => route.path.startsWith('/api/recaptcha/') || route.endpoint === startCheckout,
  );

  beforeAll(async () => {
    // Visitor and member each send one (the visitor's is turned away before it is checked).
    for (let i = 0; i < 2; i += 1) tokens.push(await issue());
  });

  it.each(cases.map((route) => [route.method, route.path, route] as const))(
    '%s %s',
    async (method, path, { body, visitor, member: expected }) => {
      const asVisitor = await test.agent().request(method, path, body());
      expect([asVisitor.status, asVisitor.body.error]).toEqual(visitor);
      const asMember = await member
        .clone({ address: freshAddress() })
        .request(method, path, body());
      expect([asMember.status, asMember.body.error]).toEqual(expected);
    },
  );
});

describe('RECAPTCHA_PROVIDER=google', () => {
  it('has no local routes, and refuses a local token (no secret here: 503, as before)', async () => {
    const google = await startApi({
      QUEUE_PREFIX: `tickrelay-recaptcha-${randomUUID().slice(0, 8)}`,
      RECAPTCHA_PROVIDER: 'google',
    });
    try {
      const agent = new ApiAgent(google.url);
      const script = await agent.get(localRecaptchaScript.path);
      expect([script.status, script.body.error]).toEqual([404, 'NOT_FOUND']);
      expect(script.headers.get('cache-control')).not.toBe('public, max-age=300');
      const token = await agent.post(issueLocalRecaptchaToken.path, {
        action: RENEW_SUBSCRIPTION_ACTION,
      });
      expect([token.status, token.body.error]).toEqual([404, 'NOT_FOUND']);
      const localToken = await issue();
      const refused = await checkout(localToken, member.clone({ baseUrl: google.url }));
      expect([refused.status, refused.body.error]).toEqual([503, 'RECAPTCHA_UNAVAILABLE']);
    } finally {
      await google.close();
    }
  });
});

describe('Redis away (throwaway redis-server)', () => {
  it('the verifier answers 503 RECAPTCHA_UNAVAILABLE, never a pass', async () => {
    const throwaway = new ThrowawayRedis(await sparePort());
    await throwaway.start();
    const api = await startApi({ REDIS_URL: throwaway.url, RECAPTCHA_PROVIDER: 'local' });
    try {
      const response = await new ApiAgent(api.url).post<LocalRecaptchaToken>(
        issueLocalRecaptchaToken.path,
        { action: RENEW_SUBSCRIPTION_ACTION },
      );
      expect(response.status).toBe(200);
      await throwaway.stop();
      const verifier = api.app.get(RecaptchaVerifier, { strict: false });
      const outcome = await verifier
        .verify(response.body.token, RENEW_SUBSCRIPTION_ACTION, { ip: null, hostname: null })
        .then(
          () => 'passed',
          (error: unknown) =>
            error instanceof AppException ? [error.getStatus(), error.code] : error,
        );
      expect(outcome).toEqual([503, 'RECAPTCHA_UNAVAILABLE']);
      // Over HTTP the token route fails closed too (503, whichever check meets Redis first).
      const down = await new ApiAgent(api.url).post(issueLocalRecaptchaToken.path, {
        action: RENEW_SUBSCRIPTION_ACTION,
      });
      expect(down.status).toBe(503);
      // Back, and the api on it again, before it closes: its connections then close cleanly
      // instead of retrying.
      await throwaway.start();
      await waitFor(
        async () => ((await fetch(`${api.url}/api/health/ready`)).ok ? true : undefined),
        10000,
        'the api ready again',
      );
      const again = await new ApiAgent(api.url).post(issueLocalRecaptchaToken.path, {
        action: RENEW_SUBSCRIPTION_ACTION,
      });
      expect(again.status).toBe(200);
    } finally {
      await api.close();
      await throwaway.stop();
    }
  });
});
