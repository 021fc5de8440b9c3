// Issue 8: sessions end (idle timeout and absolute lifetime, both configurable); behind https the
// session cookie is `__Host-` prefixed; the Origin check compares scheme, host and port.
import { PASSWORD, signUpMember, uniqueEmail } from '@tickrelay/testing/accounts/member.fixture';
import type { ApiAgent } from '@tickrelay/testing/http/api-agent';

import { type AuthTestApi, startAuthApi } from './support/auth-api';

async function sessionAged(
  test: AuthTestApi,
  agent: ApiAgent,
  ages: { openedHoursAgo: number; seenHoursAgo: number },
): Promise<void> {
  const { userId } = await signUpMember(agent, test.mail);
  await test.db.query(
    `update auth_sessions
        set created_at = now() - make_interval(hours => $2),
            last_seen_at = now() - make_interval(hours => $3)
      where user_id = $1`,
    [userId, ages.openedHoursAgo, ages.seenHoursAgo],
  );
}

describe('session lifetime, defaults (7 days idle, 30 days absolute)', () => {
  let test: AuthTestApi;

  beforeAll(async () => {
    test = await startAuthApi();
  });

  afterAll(async () => {
    await test.close();
  });

  it('keeps a session used within 7 days and opened within 30', async () => {
    const browser = test.agent();
    await sessionAged(test, browser, { openedHoursAgo: 29 * 24, seenHoursAgo: 6 * 24 });
    expect((await browser.get('/api/auth/session')).status).toBe(200);
    expect((await browser.post('/api/auth/refresh')).status).toBe(200);
  });

  it('ends a session unused for more than 7 days', async () => {
    const browser = test.agent();
    await sessionAged(test, browser, { openedHoursAgo: 8 * 24, seenHoursAgo: 7 * 24 + 1 });
    const session = await browser.get('/api/auth/session');
    expect([session.status, session.body.error]).toEqual([401, 'UNAUTHORIZED']);
    const refresh = await browser.post('/api/auth/refresh');
    expect([refresh.status, refresh.body.error]).toEqual([401, 'SESSION_EXPIRED']);
  });

  it('ends a session 30 days after sign-in however active it is', async () => {
    const browser = test.agent();
    await sessionAged(test, browser, { openedHoursAgo: 30 * 24 + 1, seenHoursAgo: 0 });
    expect((await browser.get('/api/auth/session')).status).toBe(401);
    const refresh = await browser.post('/api/auth/refresh');
    expect([refresh.status, refresh.body.error]).toEqual([401, 'SESSION_EXPIRED']);
  });

  it('lists only live sessions', async () => {
    const desktop = test.agent();
    const { email, userId } = await signUpMember(desktop, test.mail);
    const phone = test.agent();
    expect((await phone.post('/api/auth/signin', { email, password: PASSWORD })).status).toBe(200);
    await test.db.query(
      `update auth_sessions set last_seen_at = now() - interval '8 days'
        where user_id = $1 and id <> (select id from auth_sessions where user_id = $1
                                       order by created_at limit 1)`,
      [userId],
    );
    const list = await desktop.get<{ sessions: { current: boolean }[] }>('/api/account/sessions');
    expect(list.body.sessions).toEqual([expect.objectContaining({ current: true })]);
  });
});

describe('session lifetime, configured', () => {
  let test: AuthTestApi;

  beforeAll(async () => {
    test = await startAuthApi({
      AUTH_SESSION_IDLE_TIMEOUT_HOURS: '2',
      AUTH_SESSION_ABSOLUTE_TIMEOUT_HOURS: '5',
    });
  });

  afterAll(async () => {
    await test.close();
  });

  it('follows AUTH_SESSION_IDLE_TIMEOUT_HOURS and AUTH_SESSION_ABSOLUTE_TIMEOUT_HOURS', async () => {
    const fresh = test.agent();
    await sessionAged(test, fresh, { openedHoursAgo: 4, seenHoursAgo: 1 });
    expect((await fresh.get('/api/auth/session')).status).toBe(200);
    const idle = test.agent();
    await sessionAged(test, idle, { openedHoursAgo: 4, seenHoursAgo: 3 });
    expect((await idle.get('/api/auth/session')).status).toBe(401);
    const old = test.agent();
    await sessionAged(test, old, { openedHoursAgo: 6, seenHoursAgo: 0 });
    expect((await old.post('/api/auth/refresh')).status).toBe(401);
  });
});

describe('behind https', () => {
  let test: AuthTestApi;

  beforeAll(async () => {
    test = await startAuthApi({ PUBLIC_URL: 'https://tickrelay.example' });
  });

  afterAll(async () => {
    await test.close();
  });

  it('names the session cookie __Host-tr_session: Secure, Path=/, no Domain', async () => {
    const browser = test.agent();
    await signUpMember(browser, test.mail);
    expect([...browser.cookies.keys()]).toEqual(['__Host-tr_session']);
    const session = await browser.get('/api/auth/session');
    expect(session.status).toBe(200);

    const refreshed = await browser.post('/api/auth/refresh');
    const line = refreshed.setCookies.find((cookie) => cookie.startsWith('__Host-tr_session='));
    expect(line).toMatch(/; Path=\/(;|$)/);
    expect(line).toMatch(/; Secure(;|$)/);
    expect(line).toMatch(/; HttpOnly(;|$)/);
    expect(line).not.toMatch(/Domain=/i);

    // A cookie without the prefix, which any subdomain or plain-http page could plant, is ignored.
    const planted = test.agent();
    planted.cookies.set('tr_session', browser.cookies.get('__Host-tr_session') ?? '');
    expect((await planted.get('/api/auth/session')).status).toBe(401);

    const signOut = await browser.post('/api/auth/signout');
    expect(signOut.setCookies.some((cookie) => cookie.startsWith('__Host-tr_session=;'))).toBe(
      true,
    );
    expect(browser.cookies.size).toBe(0);
  });
});

describe('the Origin check', () => {
  let test: AuthTestApi;

  beforeAll(async () => {
    test = await startAuthApi();
  });

  afterAll(async () => {
    await test.close();
  });

  /** A sign-in sent through a (trusted, loopback) proxy that forwards host and scheme. */
  function viaProxy(origin: string, host: string, proto: string) {
    return test
      .agent({ origin })
      .request(
        'POST',
        '/api/auth/signin',
        { email: uniqueEmail('origin'), password: PASSWORD },
        { 'x-forwarded-host': host, 'x-forwarded-proto': proto },
      );
  }

  it('compares scheme, host and port with the request’s own origin', async () => {
    expect((await viaProxy('https://app.example', 'app.example', 'https')).status).toBe(401);
    expect((await viaProxy('http://app.example:8080', 'app.example:8080', 'http')).status).toBe(
      401,
    );
    for (const [origin, host, proto] of [
      ['http://app.example', 'app.example', 'https'],
      ['https://app.example:8443', 'app.example', 'https'],
      ['http://app.example:9999', 'app.example', 'http'],
      ['http://app.example:9999', 'app.example:8080', 'http'],
    ] as const) {
      const refused = await viaProxy(origin, host, proto);
      expect([origin, host, proto, refused.status, refused.body.error]).toEqual([
        origin,
        host,
        proto,
        403,
        'CSRF_REJECTED',
      ]);
    }
  });
});
