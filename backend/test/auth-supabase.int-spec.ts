import { PASSWORD, uniqueEmail } from '@tickrelay/testing/accounts/member.fixture';
import type { ApiAgent } from '@tickrelay/testing/http/api-agent';

import { decodeSession, SESSION_COOKIE } from '../src/modules/auth/session/session-cookie';
import { GoTrueStub } from './auth-gotrue.stub';
import { type AuthTestApi, startAuthApi } from './support/auth-api';

interface UserBody {
  user: { id: string; email: string; displayName: string; locale: string; emailConfirmed: boolean };
  expiresAt: string;
}

/**
 * Contract tests of the Supabase adapter: the same API, AUTH_PROVIDER=supabase, against a stub
 * of the GoTrue HTTP API driven through the real @supabase/supabase-js and @supabase/ssr.
 */
describe('Supabase auth adapter', () => {
  const gotrue = new GoTrueStub();
  let test: AuthTestApi;

  beforeAll(async () => {
    await gotrue.start();
    test = await startAuthApi({
      AUTH_PROVIDER: 'supabase',
      SUPABASE_URL: gotrue.url,
      SUPABASE_ANON_KEY: gotrue.anonKey,
      SUPABASE_SERVICE_ROLE_KEY: gotrue.serviceRoleKey,
    });
  });

  afterAll(async () => {
    await test.close();
    await gotrue.stop();
  });

  afterEach(() => {
    gotrue.down = false;
    gotrue.accessTtlSeconds = 3600;
  });

  async function member(
    locale: 'en' | 'fr' = 'en',
  ): Promise<{ agent: ApiAgent; email: string; id: string }> {
    const agent = test.agent();
    const email = uniqueEmail('sb');
    const signUp = await agent.post('/api/auth/signup', {
      email,
      password: PASSWORD,
      displayName: 'Grace Hopper',
      locale,
      acceptTerms: true,
    });
    expect(signUp.status).toBe(201);
    const mail = gotrue.lastMail(email, 'signup');
    expect(mail?.redirectTo).toBe(
      locale === 'fr' ? 'http://localhost:8080/fr/confirm' : 'http://localhost:8080/confirm',
    );
    const confirm = await agent.post<UserBody>('/api/auth/confirm', {
      token: mail?.tokenHash,
      password: PASSWORD,
    });
    expect(confirm.status).toBe(200);
    return { agent, email, id: confirm.body.user.id };
  }

  it('signs up through GoTrue and confirms with the token hash, writing the ssr session cookie', async () => {
    const { agent, email, id } = await member('fr');
    const cookie = agent.cookies.get(SESSION_COOKIE);
    const stored = decodeSession(cookie);
    expect(stored?.access_token.split('.')).toHaveLength(3);
    expect(stored?.refresh_token).toBeTruthy();
    const session = await agent.get<UserBody>('/api/auth/session');
    expect(session.status).toBe(200);
    expect(session.body.user).toEqual(
      expect.objectContaining({
        id,
        email,
        displayName: 'Grace Hopper',
        locale: 'fr',
        emailConfirmed: true,
      }),
    );
    expect(gotrue.requests).toContain('GET /auth/v1/user');
  });

  it('runs the PKCE flow: the code from the default link is exchanged with the verifier cookie', async () => {
    const browser = test.agent();
    const email = uniqueEmail('sb-pkce');
    await browser.post('/api/auth/signup', {
      email,
      password: PASSWORD,
      displayName: 'Pkce',
      locale: 'en',
      acceptTerms: true,
    });
    expect([...browser.cookies.keys()].some((name) => name.endsWith('code-verifier'))).toBe(true);
    const code = gotrue.lastMail(email, 'signup')?.authCode;
    expect(code).toMatch(/^[0-9a-f-]{36}$/);
    // Another browser lacks the verifier: the code alone is worthless.
    const elsewhere = await test
      .agent()
      .post('/api/auth/confirm', { token: code, password: PASSWORD });
    expect([elsewhere.status, elsewhere.body.error]).toEqual([400, 'TOKEN_INVALID']);
    const confirmed = await browser.post<UserBody>('/api/auth/confirm', {
      token: code,
      password: PASSWORD,
    });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.user).toMatchObject({ email, emailConfirmed: true });
    expect((await browser.get('/api/auth/session')).status).toBe(200);
  });

  it('answers an existing address like a new one and mails the owner itself', async () => {
    const { email } = await member();
    const again = await test.agent().post('/api/auth/signup', {
      email,
      password: PASSWORD,
      displayName: 'Mallory',
      locale: 'en',
      acceptTerms: true,
    });
    expect(again.status).toBe(201);
    expect(again.body).toEqual({ status: 'confirmation_sent' });
    await test.mail.waitFor({ to: email, kind: 'signup-attempt' });
  });

  it('maps sign-in failures to the contract codes', async () => {
    const { email } = await member();
    const wrong = await test
      .agent()
      .post('/api/auth/signin', { email, password: 'wrong-password' });
    expect([wrong.status, wrong.body.error]).toEqual([401, 'INVALID_CREDENTIALS']);

    const unconfirmed = uniqueEmail('sb-new');
    await test.agent().post('/api/auth/signup', {
      email: unconfirmed,
      password: PASSWORD,
      displayName: 'New',
      locale: 'en',
      acceptTerms: true,
    });
    const early = await test
      .agent()
      .post('/api/auth/signin', { email: unconfirmed, password: PASSWORD });
    expect([early.status, early.body.error]).toEqual([403, 'EMAIL_NOT_CONFIRMED']);

    const tab = test.agent();
    const ok = await tab.post<UserBody>('/api/auth/signin', { email, password: PASSWORD });
    expect(ok.status).toBe(200);
    expect((await tab.get('/api/auth/session')).status).toBe(200);
  });

  it('answers 503 when GoTrue is down', async () => {
    gotrue.down = true;
    const response = await test.agent().post('/api/auth/signin', {
      email: uniqueEmail('down'),
      password: PASSWORD,
    });
    expect([response.status, response.body.error]).toEqual([503, 'SERVICE_UNAVAILABLE']);
  });

  it('reports TOKEN_EXPIRED, refreshes with rotation, and revokes on reuse', async () => {
    gotrue.accessTtlSeconds = 1;
    const { agent } = await member();
    await new Promise((resolve) => setTimeout(resolve, 1200));
    const expired = await agent.get('/api/auth/session');
    expect([expired.status, expired.body.error]).toEqual([401, 'TOKEN_EXPIRED']);

    gotrue.accessTtlSeconds = 3600;
    const before = decodeSession(agent.cookies.get(SESSION_COOKIE));
    const stale = agent.clone();
    const refreshed = await agent.post<UserBody>('/api/auth/refresh');
    expect(refreshed.status).toBe(200);
    expect(Date.parse(refreshed.body.expiresAt)).toBeGreaterThan(Date.now() + 3000_000);
    expect(decodeSession(agent.cookies.get(SESSION_COOKIE))?.refresh_token).not.toBe(
      before?.refresh_token,
    );
    expect((await agent.get('/api/auth/session')).status).toBe(200);

    gotrue.ageRefreshTokens(60_000);
    const reuse = await stale.post('/api/auth/refresh');
    expect([reuse.status, reuse.body.error]).toEqual([401, 'SESSION_REVOKED']);
    expect((await agent.get('/api/auth/session')).status).toBe(401);
  });

  it('signs out at GoTrue and in the registry', async () => {
    const { agent, id } = await member();
    const copy = agent.clone();
    expect(gotrue.activeSessionsOf(id)).toHaveLength(1);
    expect((await agent.post('/api/auth/signout')).status).toBe(204);
    expect(agent.cookies.size).toBe(0);
    expect(gotrue.activeSessionsOf(id)).toHaveLength(0);
    expect((await copy.get('/api/auth/session')).status).toBe(401);
  });

  it('recovers a password: token hash link, other sessions ended, mail queued', async () => {
    const { agent: other, email } = await member();
    const reset = await test.agent().post('/api/auth/password-reset', { email, locale: 'fr' });
    expect(reset.status).toBe(202);
    const mail = gotrue.lastMail(email, 'recovery');
    expect(mail?.redirectTo).toBe('http://localhost:8080/fr/update-password');
    const browser = test.agent();
    const updated = await browser.post<UserBody>('/api/auth/update-password', {
      token: mail?.tokenHash,
      password: 'a brand new passphrase',
    });
    expect(updated.status).toBe(200);
    expect((await browser.get('/api/auth/session')).status).toBe(200);
    expect((await other.get('/api/auth/session')).status).toBe(401);
    await test.mail.waitFor({ to: email, kind: 'password-changed' });
    const reused = await test.agent().post('/api/auth/update-password', {
      token: mail?.tokenHash,
      password: 'yet another passphrase',
    });
    expect(reused.status).toBe(400);
    const signIn = await test.agent().post('/api/auth/signin', {
      email,
      password: 'a brand new passphrase',
    });
    expect(signIn.status).toBe(200);
  });

  it('changes the password, profile and sessions of a signed-in member', async () => {
    const { agent, email } = await member();
    const laptop = test.agent();
    expect((await laptop.post('/api/auth/signin', { email, password: PASSWORD })).status).toBe(200);

    const sessions = await agent.get<{ sessions: { id: string; current: boolean }[] }>(
      '/api/account/sessions',
    );
    expect(sessions.body.sessions).toHaveLength(2);
    const laptopSession = sessions.body.sessions.find((session) => !session.current);
    const end = await agent.request('DELETE', `/api/account/sessions/${laptopSession?.id}`);
    expect(end.status).toBe(204);
    expect((await laptop.get('/api/auth/session')).status).toBe(401);
    expect((await laptop.post('/api/auth/refresh')).status).toBe(401);

    const profile = await agent.request<UserBody>('PATCH', '/api/account/profile', {
      displayName: 'Rear Admiral',
      locale: 'fr',
    });
    expect(profile.body.user).toMatchObject({ displayName: 'Rear Admiral', locale: 'fr' });

    const phone = test.agent();
    await phone.post('/api/auth/signin', { email, password: PASSWORD });
    const badCurrent = await agent.post('/api/auth/update-password', {
      currentPassword: 'not it',
      password: 'another fine passphrase',
    });
    expect(badCurrent.body).toMatchObject({
      error: 'VALIDATION_FAILED',
      details: { currentPassword: 'incorrect' },
    });
    const changed = await agent.post('/api/auth/update-password', {
      currentPassword: PASSWORD,
      password: 'another fine passphrase',
    });
    expect(changed.status).toBe(200);
    expect((await agent.get('/api/auth/session')).status).toBe(200);
    expect((await phone.get('/api/auth/session')).status).toBe(401);
  });

  it('deletes the account with the service-role key', async () => {
    const { agent, id } = await member();
    const wrong = await agent.request('DELETE', '/api/account', { password: 'nope' });
    expect(wrong.status).toBe(400);
    const deleted = await agent.request('DELETE', '/api/account', { password: PASSWORD });
    expect(deleted.status).toBe(204);
    expect(gotrue.users.has(id)).toBe(false);
    expect([...agent.cookies.keys()]).toEqual([]);
  });
});
