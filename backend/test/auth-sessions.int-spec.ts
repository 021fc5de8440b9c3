import { PASSWORD, signUpMember } from '@tickrelay/testing/accounts/member.fixture';
import { ApiAgent } from '@tickrelay/testing/http/api-agent';
import { tokenOf } from '@tickrelay/testing/mail/mailbox';

import {
  decodeSession,
  encodeSession,
  SESSION_COOKIE,
} from '../src/modules/auth/session/session-cookie';
import { hashToken } from '../src/modules/auth/session/tokens';
import { type AuthTestApi, startAuthApi } from './support/auth-api';

let test: AuthTestApi;

beforeAll(async () => {
  test = await startAuthApi();
});

afterAll(async () => {
  await test.close();
});

function storedOf(agent: ApiAgent) {
  const stored = decodeSession(agent.cookies.get(SESSION_COOKIE));
  if (!stored) throw new Error('no session cookie');
  return stored;
}

/** Rewrites the agent's cookie, as an attacker or a clock would. */
function rewrite(agent: ApiAgent, patch: Record<string, unknown>): void {
  agent.cookies.set(SESSION_COOKIE, encodeSession({ ...storedOf(agent), ...patch }));
}

async function expireAccessToken(agent: ApiAgent): Promise<void> {
  await test.db.query(
    `update auth_tokens set access_expires_at = now() - interval '1 second' where access_hash = $1`,
    [hashToken(storedOf(agent).access_token)],
  );
}

describe('refresh tokens', () => {
  it('rotates: a refresh gives new tokens and the old access token keeps its own expiry', async () => {
    const browser = test.agent();
    await signUpMember(browser, test.mail);
    const before = storedOf(browser);
    const refreshed = await browser.post<{ user: { email: string }; expiresAt: string }>(
      '/api/auth/refresh',
    );
    expect(refreshed.status).toBe(200);
    expect(Date.parse(refreshed.body.expiresAt)).toBeGreaterThan(Date.now() + 500_000);
    const after = storedOf(browser);
    expect(after.refresh_token).not.toBe(before.refresh_token);
    expect(after.access_token).not.toBe(before.access_token);
    expect((await browser.get('/api/auth/session')).status).toBe(200);
  });

  it('answers TOKEN_EXPIRED for an expired access token, and a refresh fixes it', async () => {
    const browser = test.agent();
    await signUpMember(browser, test.mail);
    await expireAccessToken(browser);
    // The cookie still claims a valid token: the server's own expiry is what counts.
    const expired = await browser.get('/api/auth/session');
    expect([expired.status, expired.body.error]).toEqual([401, 'TOKEN_EXPIRED']);
    // And a cookie whose expiry has passed is answered without asking the store.
    rewrite(browser, { expires_at: Math.floor(Date.now() / 1000) - 5 });
    const claimed = await browser.get('/api/auth/session');
    expect([claimed.status, claimed.body.error]).toEqual([401, 'TOKEN_EXPIRED']);

    expect((await browser.post('/api/auth/refresh')).status).toBe(200);
    expect((await browser.get('/api/auth/session')).status).toBe(200);
  });

  it('revokes the whole family when a spent refresh token comes back after the grace', async () => {
    const victim = test.agent();
    await signUpMember(victim, test.mail);
    const thief = victim.clone();
    const stolenHash = hashToken(storedOf(thief).refresh_token);
    expect((await victim.post('/api/auth/refresh')).status).toBe(200);
    await test.db.query(
      `update auth_tokens set used_at = now() - interval '1 minute' where refresh_hash = $1`,
      [stolenHash],
    );
    const replay = await thief.post('/api/auth/refresh');
    expect([replay.status, replay.body.error]).toEqual([401, 'SESSION_REVOKED']);
    expect(replay.setCookies.some((line) => line.startsWith(`${SESSION_COOKIE}=;`))).toBe(true);
    // The legitimate holder is out too: the family is revoked, not just the replayed token.
    expect((await victim.get('/api/auth/session')).status).toBe(401);
    const again = await victim.post('/api/auth/refresh');
    expect(again.body.error).toBe('SESSION_REVOKED');
    const { rows } = await test.db.query<{ revoked_reason: string }>(
      `select s.revoked_reason from auth_sessions s join auth_tokens t on t.session_id = s.id
        where t.refresh_hash = $1`,
      [stolenHash],
    );
    expect(rows[0]?.revoked_reason).toBe('refresh_token_reuse');
  });

  it('lets two tabs refresh with the same token at once; both stay signed in', async () => {
    const tabA = test.agent();
    await signUpMember(tabA, test.mail);
    const tabB = tabA.clone();
    const [a, b] = await Promise.all([
      tabA.post('/api/auth/refresh'),
      tabB.post('/api/auth/refresh'),
    ]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(storedOf(tabA).refresh_token).not.toBe(storedOf(tabB).refresh_token);
    expect((await tabA.get('/api/auth/session')).status).toBe(200);
    expect((await tabB.get('/api/auth/session')).status).toBe(200);
    // Each tab's new refresh token keeps working on its own.
    expect((await tabA.post('/api/auth/refresh')).status).toBe(200);
    expect((await tabB.post('/api/auth/refresh')).status).toBe(200);
  });
});

describe('tampered and missing tokens', () => {
  it('gives 401 for a tampered access token, refresh token or cookie', async () => {
    const browser = test.agent();
    await signUpMember(browser, test.mail);
    const original = storedOf(browser);

    const forged = browser.clone();
    rewrite(forged, { access_token: `${original.access_token.slice(0, -2)}xx` });
    const session = await forged.get('/api/auth/session');
    expect([session.status, session.body.error]).toEqual([401, 'UNAUTHORIZED']);

    const badRefresh = browser.clone();
    rewrite(badRefresh, { refresh_token: 'not-a-real-refresh-token' });
    const refresh = await badRefresh.post('/api/auth/refresh');
    expect([refresh.status, refresh.body.error]).toEqual([401, 'SESSION_EXPIRED']);

    const garbage = browser.clone();
    garbage.cookies.set(SESSION_COOKIE, 'base64-not!json');
    expect((await garbage.get('/api/auth/session')).status).toBe(401);
    expect((await garbage.post('/api/auth/refresh')).body.error).toBe('UNAUTHORIZED');

    // The genuine cookie is untouched by all of this.
    expect((await browser.get('/api/auth/session')).status).toBe(200);
  });

  it('answers a visitor without any cookie with 401 UNAUTHORIZED', async () => {
    const visitor = test.agent();
    const session = await visitor.get('/api/auth/session');
    expect(session.body).toMatchObject({ statusCode: 401, error: 'UNAUTHORIZED' });
    expect((await visitor.post('/api/auth/refresh')).status).toBe(401);
    // Signing out without a session is harmless.
    expect((await visitor.post('/api/auth/signout')).status).toBe(204);
  });
});

describe('password recovery', () => {
  it('mails a single-use link that signs in and ends every other session', async () => {
    const laptop = test.agent();
    const { email } = await signUpMember(laptop, test.mail, { locale: 'fr' });
    const reset = await test.agent().post('/api/auth/password-reset', { email, locale: 'fr' });
    expect([reset.status, reset.body]).toEqual([202, { status: 'accepted' }]);
    const mail = await test.mail.waitFor({ to: email, kind: 'password-recovery' });
    expect(mail.links[0]).toMatch(/^http:\/\/localhost:8080\/fr\/update-password\?token=/);
    expect(Date.parse(mail.data?.expiresAt ?? '') - Date.now()).toBeLessThanOrEqual(3600_000);

    const phone = test.agent();
    const recovered = await phone.post('/api/auth/update-password', {
      token: tokenOf(mail.links[0] ?? ''),
      password: 'a fresh new passphrase',
    });
    expect(recovered.status).toBe(200);
    expect((await phone.get('/api/auth/session')).status).toBe(200);
    expect((await laptop.get('/api/auth/session')).status).toBe(401);
    await test.mail.waitFor({ to: email, kind: 'password-changed' });

    const reused = await test.agent().post('/api/auth/update-password', {
      token: tokenOf(mail.links[0] ?? ''),
      password: 'another new passphrase',
    });
    expect([reused.status, reused.body.error]).toEqual([400, 'TOKEN_INVALID']);
    const oldPassword = await test.agent().post('/api/auth/signin', { email, password: PASSWORD });
    expect(oldPassword.status).toBe(401);
  });

  it('refuses an expired link, and never reveals whether an account exists', async () => {
    const { email } = await signUpMember(test.agent(), test.mail);
    await test.agent().post('/api/auth/password-reset', { email, locale: 'en' });
    const mail = await test.mail.waitFor({ to: email, kind: 'password-recovery' });
    const token = tokenOf(mail.links[0] ?? '');
    await test.db.query(
      `update auth_one_time_tokens set expires_at = now() - interval '1 second' where token_hash = $1`,
      [hashToken(token)],
    );
    const expired = await test.agent().post('/api/auth/update-password', {
      token,
      password: 'a fresh new passphrase',
    });
    expect([expired.status, expired.body.error]).toEqual([400, 'TOKEN_EXPIRED']);

    const unknown = await test.agent().post('/api/auth/password-reset', {
      email: 'nobody-at-all@example.com',
      locale: 'en',
    });
    expect([unknown.status, unknown.body]).toEqual([202, { status: 'accepted' }]);
    expect(await test.mail.mailsTo({ to: 'nobody-at-all@example.com' })).toEqual([]);
  });
});

describe('signed-in account management', () => {
  it('changes the password with the current one and ends the other sessions', async () => {
    const desktop = test.agent();
    const { email } = await signUpMember(desktop, test.mail);
    const phone = test.agent();
    expect((await phone.post('/api/auth/signin', { email, password: PASSWORD })).status).toBe(200);

    const visitor = await test.agent().post('/api/auth/update-password', {
      currentPassword: PASSWORD,
      password: 'a much better passphrase',
    });
    expect(visitor.status).toBe(401);
    const wrong = await desktop.post('/api/auth/update-password', {
      currentPassword: 'wrong password',
      password: 'a much better passphrase',
    });
    expect(wrong.body).toMatchObject({
      error: 'VALIDATION_FAILED',
      details: { currentPassword: 'incorrect' },
    });
    const both = await desktop.post('/api/auth/update-password', {
      password: 'a much better passphrase',
    });
    expect(both.body.details).toEqual({ token: 'required', currentPassword: 'required' });

    const changed = await desktop.post('/api/auth/update-password', {
      currentPassword: PASSWORD,
      password: 'a much better passphrase',
    });
    expect(changed.status).toBe(200);
    expect((await desktop.get('/api/auth/session')).status).toBe(200);
    expect((await phone.get('/api/auth/session')).status).toBe(401);
    await test.mail.waitFor({ to: email, kind: 'password-changed' });
  });

  it('updates the profile', async () => {
    const browser = test.agent();
    await signUpMember(browser, test.mail);
    const updated = await browser.request<{ user: { displayName: string; locale: string } }>(
      'PATCH',
      '/api/account/profile',
      { displayName: '  Grace  ', locale: 'fr' },
    );
    expect(updated.status).toBe(200);
    expect(updated.body.user).toMatchObject({ displayName: 'Grace', locale: 'fr' });
    const session = await browser.get<{ user: { displayName: string } }>('/api/auth/session');
    expect(session.body.user.displayName).toBe('Grace');
    const bad = await browser.request('PATCH', '/api/account/profile', { locale: 'de', role: 'x' });
    expect(bad.body.details).toEqual({ locale: 'invalid_choice', role: 'unknown_field' });
  });

  it('lists the sessions and ends one, including the current one', async () => {
    const desktop = test.agent();
    const { email } = await signUpMember(desktop, test.mail);
    const phone = new ApiAgent(test.api.url);
    await phone.request(
      'POST',
      '/api/auth/signin',
      { email, password: PASSWORD },
      {
        'user-agent': 'PhoneBrowser/1.0',
      },
    );
    const list = await desktop.get<{
      sessions: { id: string; current: boolean; userAgent: string | null; ip: string | null }[];
    }>('/api/account/sessions');
    expect(list.body.sessions).toHaveLength(2);
    const other = list.body.sessions.find((session) => !session.current);
    expect(other?.userAgent).toBe('PhoneBrowser/1.0');
    expect(other?.ip).toBe(phone.address);

    expect((await desktop.request('DELETE', `/api/account/sessions/${other?.id}`)).status).toBe(
      204,
    );
    expect((await phone.get('/api/auth/session')).status).toBe(401);
    expect((await desktop.request('DELETE', `/api/account/sessions/${other?.id}`)).status).toBe(
      404,
    );
    expect((await desktop.request('DELETE', '/api/account/sessions/not-a-uuid')).status).toBe(404);

    const current = list.body.sessions.find((session) => session.current);
    const end = await desktop.request('DELETE', `/api/account/sessions/${current?.id}`);
    expect(end.status).toBe(204);
    expect(desktop.cookies.size).toBe(0);
  });

  it('deletes the account with the password, and the member cannot sign in again', async () => {
    const browser = test.agent();
    const { email, userId } = await signUpMember(browser, test.mail);
    const other = browser.clone();
    const wrong = await browser.request('DELETE', '/api/account', { password: 'wrong' });
    expect(wrong.body).toMatchObject({
      error: 'VALIDATION_FAILED',
      details: { password: 'incorrect' },
    });
    const deleted = await browser.request('DELETE', '/api/account', { password: PASSWORD });
    expect(deleted.status).toBe(204);
    expect(browser.cookies.size).toBe(0);
    const { rowCount } = await test.db.query('select 1 from users where id = $1', [userId]);
    expect(rowCount).toBe(0);
    expect((await other.get('/api/auth/session')).status).toBe(401);
    expect(
      (await test.agent().post('/api/auth/signin', { email, password: PASSWORD })).status,
    ).toBe(401);
  });
});
