// Issue 21: a live stream (SSE) ends with the session that opened it. Before, a stream opened
// before a sign-out, a revocation or a password change kept receiving events (a newly rotated
// webhook URL among them) for up to an hour. Each stream here is served by one api instance and
// the session is ended through another (same database, Redis and queue prefix): the end travels
// over Redis pub/sub, so it holds across replicas. The last case ends a session with no message at
// all (a row revoked by hand): the stream's periodic check (SESSION_CHECK_MS) ends it.
import type { CheckoutView } from '@tickrelay/contracts/billing/billing';
import { RENEW_SUBSCRIPTION_ACTION } from '@tickrelay/contracts/recaptcha-actions';
import { PASSWORD, signUpMember } from '@tickrelay/testing/accounts/member.fixture';
import type { ApiAgent } from '@tickrelay/testing/http/api-agent';
import {
  recaptchaTestToken,
  type SiteverifyStub,
  startSiteverifyStub,
} from '@tickrelay/testing/stubs/siteverify.stub';

import { type BillingTestApi, startBillingApi } from './billing-helpers';

/** Generous for the periodic check (10 s); the test polls, it never times the end. */
const STREAM_END_TIMEOUT_MS = 20_000;

let siteverify: SiteverifyStub;
let test: BillingTestApi;
let other: BillingTestApi;

beforeAll(async () => {
  siteverify = await startSiteverifyStub({ secret: 'test-secret' });
  const env = {
    RECAPTCHA_PROVIDER: 'google',
    RECAPTCHA_SECRET_KEY: 'test-secret',
    RECAPTCHA_VERIFY_URL: siteverify.url,
    RECAPTCHA_EXPECTED_HOSTNAMES: 'localhost',
  };
  test = await startBillingApi(env);
  other = await startBillingApi(env, { provider: test.provider, prefix: test.prefix });
});

afterAll(async () => {
  await other.close();
  await test.close();
  await siteverify.stop();
});

interface Stream {
  status: number;
  /** Whether the server has ended the response (polled, never timed). */
  ended(): boolean;
  close(): void;
}

const streams: Stream[] = [];
afterEach(() => {
  for (const stream of streams.splice(0)) stream.close();
});

/** Opens a text/event-stream with the agent's cookies and reads it until the server ends it. */
async function open(url: string, agent: ApiAgent): Promise<Stream> {
  const abort = new AbortController();
  const cookie = [...agent.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  const response = await fetch(url, {
    headers: { cookie, 'x-forwarded-for': agent.address },
    signal: abort.signal,
  });
  let ended = response.status !== 200 || !response.body;
  if (!ended) {
    void (async () => {
      try {
        for await (const _chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
          // Only the end matters here.
        }
      } catch {
        // Aborted by close().
      }
      ended = true;
    })();
  }
  const stream = { status: response.status, ended: () => ended, close: () => abort.abort() };
  streams.push(stream);
  return stream;
}

async function untilEnded(stream: Stream): Promise<void> {
  const deadline = Date.now() + STREAM_END_TIMEOUT_MS;
  while (!stream.ended()) {
    if (Date.now() > deadline) throw new Error('the stream is still open');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function member() {
  const agent = test.agent();
  const { email, userId } = await signUpMember(agent, test.mail);
  return { agent, email, userId };
}

/** A second session of the same member (another browser). */
async function secondSession(email: string): Promise<ApiAgent> {
  const agent = test.agent();
  const signedIn = await agent.post('/api/auth/signin', { email, password: PASSWORD });
  expect(signedIn.status).toBe(200);
  return agent;
}

const eventsOf = (api: BillingTestApi) => `${api.url}/api/webhook/events`;

describe('live streams end with their session', () => {
  it(
    'sign-out ends the member’s event stream served by another replica; other sessions’ stay',
    async () => {
      const { agent, email } = await member();
      const laptop = await secondSession(email);
      const stream = await open(eventsOf(other), agent);
      const laptops = await open(eventsOf(other), laptop);
      expect([stream.status, laptops.status]).toEqual([200, 200]);

      const oldCookie = agent.clone();
      expect((await agent.post('/api/auth/signout')).status).toBe(204);
      await untilEnded(stream);
      expect(laptops.ended()).toBe(false);
      // Reconnecting with a copy of the old cookie gets nothing.
      expect((await open(eventsOf(other), oldCookie)).status).toBe(401);
    },
    STREAM_END_TIMEOUT_MS + 10_000,
  );

  it(
    'a password change ends the other sessions’ streams, the checkout stream included',
    async () => {
      const { agent, email } = await member();
      const phone = await secondSession(email);
      const started = await phone.post<{ checkout: CheckoutView }>('/api/subscription/checkout', {
        plan: 'monthly',
        currency: 'usd',
        recaptchaToken: recaptchaTestToken(RENEW_SUBSCRIPTION_ACTION, 'localhost'),
      });
      expect(started.status).toBe(201);
      const checkoutStream = await open(
        `${other.url}/api/subscription/checkouts/${started.body.checkout.id}/events`,
        phone,
      );
      const phoneEvents = await open(eventsOf(other), phone);
      const ownEvents = await open(eventsOf(other), agent);
      expect([checkoutStream.status, phoneEvents.status, ownEvents.status]).toEqual([
        200, 200, 200,
      ]);

      const changed = await agent.post('/api/auth/update-password', {
        currentPassword: PASSWORD,
        password: 'a brand new passphrase',
      });
      expect(changed.status).toBe(200);
      await untilEnded(checkoutStream);
      await untilEnded(phoneEvents);
      // The session that changed the password goes on.
      expect(ownEvents.ended()).toBe(false);
    },
    STREAM_END_TIMEOUT_MS + 10_000,
  );

  it(
    'account deletion ends every stream of the member',
    async () => {
      const { agent } = await member();
      const stream = await open(eventsOf(other), agent);
      expect(stream.status).toBe(200);
      const deleted = await agent.request('DELETE', '/api/account', { password: PASSWORD });
      expect(deleted.status).toBe(204);
      await untilEnded(stream);
    },
    STREAM_END_TIMEOUT_MS + 10_000,
  );

  it(
    'a session ended without any message (revoked in the database) ends at the next check',
    async () => {
      const { agent, userId } = await member();
      const stream = await open(eventsOf(other), agent);
      expect(stream.status).toBe(200);
      await test.db.query(
        `update auth_sessions set revoked_at = now(), revoked_reason = 'sign_out'
          where user_id = $1`,
        [userId],
      );
      await untilEnded(stream);
    },
    STREAM_END_TIMEOUT_MS + 10_000,
  );
});
