// Accounts through nginx, with every mail captured by the SMTP sink (or mailpit) and its link
// followed: sign-up, confirmation, resend, sign-in, sign-out, recovery, password change, profile,
// sessions and deletion, in English and French; refresh-token rotation, reuse and two tabs;
// expired and tampered tokens; brute-force limits.
import { createHash } from 'node:crypto';

import { LOCALES } from '@tickrelay/contracts/locales';
import { PASSWORD, signUpMember, uniqueEmail } from '@tickrelay/testing/accounts/member.fixture';
import type { ApiAgent } from '@tickrelay/testing/http/api-agent';
import { tokenOf } from '@tickrelay/testing/mail/mailbox';
import { Pool } from 'pg';

import { databaseUrl } from '../src/env';
import { agent, mailbox } from '../src/stack-clients';

interface UserBody {
  user: { id: string; email: string; displayName: string; locale: string; emailConfirmed: boolean };
  expiresAt: string;
}

const pool = new Pool({ connectionString: databaseUrl, max: 2 });
afterAll(() => pool.end());

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

function sessionTokens(client: ApiAgent): { access_token: string; refresh_token: string } {
  const raw = client.cookies.get('tr_session') ?? '';
  return JSON.parse(Buffer.from(raw.replace(/^base64-/, ''), 'base64url').toString()) as {
    access_token: string;
    refresh_token: string;
  };
}

const copy = {
  en: {
    subject: 'Confirm your TickRelay email address',
    prefix: '',
    invalid: 'The email address or password is incorrect.',
    recovery: 'Reset your TickRelay password',
    changed: 'Your TickRelay password was changed',
  },
  fr: {
    subject: 'Confirmez votre adresse e-mail TickRelay',
    prefix: '/fr',
    invalid: 'L’adresse e-mail ou le mot de passe est incorrect.',
    recovery: 'Réinitialisez votre mot de passe TickRelay',
    changed: 'Votre mot de passe TickRelay a été modifié',
  },
} as const;

describe.each(LOCALES)('accounts in %s', (locale) => {
  const text = copy[locale];
  const language = locale === 'fr' ? 'fr-FR,fr;q=0.9' : 'en-GB,en;q=0.9';

  it('sign up → mail → confirm link → signed in → sign out → sign in', async () => {
    const browser = agent({ language });
    const email = uniqueEmail(`flow-${locale}`);
    const signUp = await browser.post('/api/auth/signup', {
      email,
      password: PASSWORD,
      displayName: 'Ada Lovelace',
      locale,
      acceptTerms: true,
    });
    expect([signUp.status, signUp.body]).toEqual([201, { status: 'confirmation_sent' }]);

    const mail = await mailbox.waitFor({ to: email, subjectIncludes: text.subject });
    const link = mail.links.find((candidate) => candidate.includes('/confirm?token='));
    expect(new URL(link ?? '').pathname).toBe(`${text.prefix}/confirm`);
    expect(mail.text).toContain(locale === 'fr' ? 'Bonjour Ada Lovelace' : 'Hello Ada Lovelace');

    const early = await agent({ language }).post('/api/auth/signin', {
      email,
      password: PASSWORD,
    });
    expect([early.status, early.body.error]).toEqual([403, 'EMAIL_NOT_CONFIRMED']);

    const confirm = await browser.post<UserBody>('/api/auth/confirm', {
      token: tokenOf(link ?? ''),
      password: PASSWORD,
    });
    expect(confirm.status).toBe(200);
    expect(confirm.body.user).toMatchObject({ email, locale, emailConfirmed: true });
    const cookie = confirm.setCookies.find((line) => line.startsWith('tr_session='));
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).toMatch(/Max-Age=34560000/);
    expect((await browser.get('/api/auth/session')).status).toBe(200);

    const reused = await agent({ language }).post('/api/auth/confirm', {
      token: tokenOf(link ?? ''),
      password: PASSWORD,
    });
    expect([reused.status, reused.body.error]).toEqual([400, 'TOKEN_INVALID']);

    const signOut = await browser.post('/api/auth/signout');
    expect(signOut.status).toBe(204);
    const after = await browser.get('/api/auth/session');
    expect([after.status, after.body.error]).toEqual([401, 'UNAUTHORIZED']);

    const wrong = await browser.post('/api/auth/signin', { email, password: 'not the password' });
    expect(wrong.body).toEqual({
      statusCode: 401,
      error: 'INVALID_CREDENTIALS',
      message: text.invalid,
    });
    const unknown = await browser.post('/api/auth/signin', {
      email: uniqueEmail('ghost'),
      password: PASSWORD,
    });
    expect(unknown.body).toEqual(wrong.body);
    const signIn = await browser.post<UserBody>('/api/auth/signin', { email, password: PASSWORD });
    expect(signIn.status).toBe(200);
    expect((await browser.get<UserBody>('/api/auth/session')).body.user.email).toBe(email);
  });

  it('resends the confirmation, localised, and always answers 202', async () => {
    const email = uniqueEmail(`resend-${locale}`);
    await agent().post('/api/auth/signup', {
      email,
      password: PASSWORD,
      displayName: 'Resend',
      locale: 'en',
      acceptTerms: true,
    });
    await mailbox.waitFor({ to: email });
    const since = Date.now();
    const resend = await agent().post('/api/auth/confirm/resend', { email, locale });
    expect(resend.status).toBe(202);
    const second = await mailbox.waitFor({ to: email, since, subjectIncludes: text.subject });
    const link = second.links.find((candidate) => candidate.includes('/confirm?token=')) ?? '';
    expect(new URL(link).pathname).toBe(`${text.prefix}/confirm`);
    const confirmed = await agent().post('/api/auth/confirm', {
      token: tokenOf(link),
      password: PASSWORD,
    });
    expect(confirmed.status).toBe(200);
    const nobody = await agent().post('/api/auth/confirm/resend', {
      email: uniqueEmail('nobody'),
      locale,
    });
    expect(nobody.status).toBe(202);
  });

  it('recovers a password with a single-use link that ends every other session', async () => {
    const laptop = agent();
    const { email } = await signUpMember(laptop, mailbox, { locale });
    const since = Date.now();
    const reset = await agent().post('/api/auth/password-reset', { email, locale });
    expect(reset.status).toBe(202);
    const mail = await mailbox.waitFor({ to: email, since, subjectIncludes: text.recovery });
    const link =
      mail.links.find((candidate) => candidate.includes('/update-password?token=')) ?? '';
    expect(new URL(link).pathname).toBe(`${text.prefix}/update-password`);

    const phone = agent();
    const recovered = await phone.post<UserBody>('/api/auth/update-password', {
      token: tokenOf(link),
      password: 'violet canyon orchestra',
    });
    expect(recovered.status).toBe(200);
    expect((await phone.get('/api/auth/session')).status).toBe(200);
    expect((await laptop.get('/api/auth/session')).status).toBe(401);
    await mailbox.waitFor({ to: email, since, subjectIncludes: text.changed });

    const again = await agent().post('/api/auth/update-password', {
      token: tokenOf(link),
      password: 'another violet canyon',
    });
    expect([again.status, again.body.error]).toEqual([400, 'TOKEN_INVALID']);
    const signIn = await agent().post('/api/auth/signin', {
      email,
      password: 'violet canyon orchestra',
    });
    expect(signIn.status).toBe(200);
  });
});

describe('recovery links expire', () => {
  it('refuses a recovery link after its hour, and never reveals unknown addresses', async () => {
    const { email } = await signUpMember(agent(), mailbox);
    const since = Date.now();
    await agent().post('/api/auth/password-reset', { email, locale: 'en' });
    const token = tokenOf(
      await mailbox.link({ to: email, linkIncludes: '/update-password?token=', since }),
    );
    await pool.query(
      `update auth_one_time_tokens set expires_at = now() - interval '1 second' where token_hash = $1`,
      [sha256(token)],
    );
    const expired = await agent().post('/api/auth/update-password', {
      token,
      password: 'violet canyon orchestra',
    });
    expect([expired.status, expired.body.error]).toEqual([400, 'TOKEN_EXPIRED']);
    const unknown = await agent().post('/api/auth/password-reset', {
      email: uniqueEmail('unknown'),
      locale: 'en',
    });
    expect([unknown.status, unknown.body]).toEqual([202, { status: 'accepted' }]);
  });
});

describe('a signed-in member', () => {
  it('changes the password: other sessions end, this one stays, a mail says so', async () => {
    const desktop = agent();
    const { email } = await signUpMember(desktop, mailbox);
    const phone = agent();
    expect((await phone.post('/api/auth/signin', { email, password: PASSWORD })).status).toBe(200);
    const since = Date.now();
    const changed = await desktop.post('/api/auth/update-password', {
      currentPassword: PASSWORD,
      password: 'saffron glacier piano',
    });
    expect(changed.status).toBe(200);
    expect((await desktop.get('/api/auth/session')).status).toBe(200);
    expect((await phone.get('/api/auth/session')).status).toBe(401);
    await mailbox.waitFor({ to: email, since, subjectIncludes: copy.en.changed });
  });

  it('updates the profile', async () => {
    const browser = agent();
    await signUpMember(browser, mailbox);
    const updated = await browser.request<UserBody>('PATCH', '/api/account/profile', {
      displayName: 'Grace Hopper',
      locale: 'fr',
    });
    expect(updated.body.user).toMatchObject({ displayName: 'Grace Hopper', locale: 'fr' });
    const session = await browser.get<UserBody>('/api/auth/session');
    expect(session.body.user).toMatchObject({ displayName: 'Grace Hopper', locale: 'fr' });
  });

  it('lists its sessions and ends another one, then the current one', async () => {
    const desktop = agent();
    const { email } = await signUpMember(desktop, mailbox);
    const phone = agent();
    await phone.request(
      'POST',
      '/api/auth/signin',
      { email, password: PASSWORD },
      {
        'user-agent': 'E2E-Phone/1.0',
      },
    );
    const list = await desktop.get<{
      sessions: { id: string; current: boolean; userAgent: string | null; ip: string | null }[];
    }>('/api/account/sessions');
    expect(list.body.sessions).toHaveLength(2);
    const other = list.body.sessions.find((session) => !session.current);
    expect(other).toMatchObject({ userAgent: 'E2E-Phone/1.0', ip: phone.address });
    expect((await desktop.request('DELETE', `/api/account/sessions/${other?.id}`)).status).toBe(
      204,
    );
    expect((await phone.get('/api/auth/session')).status).toBe(401);
    const current = list.body.sessions.find((session) => session.current);
    expect((await desktop.request('DELETE', `/api/account/sessions/${current?.id}`)).status).toBe(
      204,
    );
    expect((await desktop.get('/api/auth/session')).status).toBe(401);
  });

  it('deletes the account', async () => {
    const browser = agent();
    const { email, userId } = await signUpMember(browser, mailbox);
    const wrong = await browser.request('DELETE', '/api/account', { password: 'wrong' });
    expect(wrong.body).toMatchObject({
      error: 'VALIDATION_FAILED',
      details: { password: 'incorrect' },
    });
    expect((await browser.request('DELETE', '/api/account', { password: PASSWORD })).status).toBe(
      204,
    );
    expect(browser.cookies.size).toBe(0);
    expect((await pool.query('select 1 from users where id = $1', [userId])).rowCount).toBe(0);
    expect((await agent().post('/api/auth/signin', { email, password: PASSWORD })).status).toBe(
      401,
    );
  });
});

describe('sessions and tokens', () => {
  it('rotates refresh tokens; a reused one revokes the family', async () => {
    const victim = agent();
    await signUpMember(victim, mailbox);
    const thief = victim.clone();
    const stolen = sessionTokens(thief).refresh_token;
    const refreshed = await victim.post<UserBody>('/api/auth/refresh');
    expect(refreshed.status).toBe(200);
    expect(sessionTokens(victim).refresh_token).not.toBe(stolen);
    // Outside the grace of a few seconds, as a token stolen earlier would be.
    await pool.query(
      `update auth_tokens set used_at = now() - interval '1 minute' where refresh_hash = $1`,
      [sha256(stolen)],
    );
    const replay = await thief.post('/api/auth/refresh');
    expect([replay.status, replay.body.error]).toEqual([401, 'SESSION_REVOKED']);
    expect((await victim.get('/api/auth/session')).status).toBe(401);
    expect((await victim.post('/api/auth/refresh')).body.error).toBe('SESSION_REVOKED');
  });

  it('keeps two tabs signed in when they refresh with the same token at once', async () => {
    const tabA = agent();
    await signUpMember(tabA, mailbox);
    const tabB = tabA.clone();
    const [a, b] = await Promise.all([
      tabA.post('/api/auth/refresh'),
      tabB.post('/api/auth/refresh'),
    ]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect((await tabA.get('/api/auth/session')).status).toBe(200);
    expect((await tabB.get('/api/auth/session')).status).toBe(200);
    expect((await tabA.post('/api/auth/refresh')).status).toBe(200);
    expect((await tabB.post('/api/auth/refresh')).status).toBe(200);
  });

  it('answers 401 TOKEN_EXPIRED for an expired access token, 401 for a tampered one', async () => {
    const browser = agent();
    await signUpMember(browser, mailbox);
    await pool.query(
      `update auth_tokens set access_expires_at = now() - interval '1 second' where access_hash = $1`,
      [sha256(sessionTokens(browser).access_token)],
    );
    const expired = await browser.get('/api/auth/session');
    expect([expired.status, expired.body.error]).toEqual([401, 'TOKEN_EXPIRED']);
    expect((await browser.post('/api/auth/refresh')).status).toBe(200);
    expect((await browser.get('/api/auth/session')).status).toBe(200);

    const forged = browser.clone();
    const tokens = sessionTokens(forged);
    const tampered = {
      ...tokens,
      access_token: `${tokens.access_token.slice(0, -3)}abc`,
      expires_at: 4102444800,
    };
    forged.cookies.set(
      'tr_session',
      `base64-${Buffer.from(JSON.stringify(tampered)).toString('base64url')}`,
    );
    const response = await forged.get('/api/auth/session');
    expect([response.status, response.body.error]).toEqual([401, 'UNAUTHORIZED']);
  });
});

describe('brute force', () => {
  const perAddress = Number(process.env.AUTH_RATE_LIMIT_PER_ADDRESS ?? 10);

  it('answers 429 with Retry-After once one address has used its sign-in budget', async () => {
    const attacker = agent();
    let sent = 0;
    while (sent < perAddress) {
      const batch = Math.min(25, perAddress - sent);
      const answers = await Promise.all(
        Array.from({ length: batch }, () => attacker.post('/api/auth/signin', {})),
      );
      expect(answers.every((answer) => answer.status === 400)).toBe(true);
      sent += batch;
    }
    const limited = await attacker.post('/api/auth/signin', {
      email: uniqueEmail('victim'),
      password: PASSWORD,
    });
    expect([limited.status, limited.body.error]).toEqual([429, 'TOO_MANY_REQUESTS']);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('answers 429 once one account has had too many attempts, from any address', async () => {
    const { email } = await signUpMember(agent(), mailbox);
    for (let attempt = 0; attempt < 10; attempt += 1) {
      const guess = await agent().post('/api/auth/signin', {
        email,
        password: `guess number ${attempt}`,
      });
      expect(guess.status).toBe(401);
    }
    const limited = await agent({ language: 'fr' }).post('/api/auth/signin', {
      email,
      password: PASSWORD,
    });
    expect(limited.body).toEqual({
      statusCode: 429,
      error: 'TOO_MANY_REQUESTS',
      message: 'Trop de requêtes. Patientez un instant puis réessayez.',
    });
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});

describe('localised validation errors', () => {
  it.each([
    ['en', 'Some fields are missing or invalid.'],
    ['fr', 'Certains champs sont manquants ou invalides.'],
  ])('%s', async (language, message) => {
    const response = await agent({ language }).post('/api/auth/signup', {
      email: 'nope',
      password: 'password',
      displayName: 'X',
      locale: 'en',
      acceptTerms: false,
    });
    expect(response.body).toEqual({
      statusCode: 400,
      error: 'VALIDATION_FAILED',
      message,
      details: { email: 'invalid_email', password: 'common_password', acceptTerms: 'must_accept' },
    });
  });
});
