import { PASSWORD, signUpMember, uniqueEmail } from '@tickrelay/testing/accounts/member.fixture';
import { ApiAgent } from '@tickrelay/testing/http/api-agent';
import { tokenOf } from '@tickrelay/testing/mail/mailbox';

import { type AuthTestApi, startAuthApi } from './support/auth-api';

interface UserBody {
  user: {
    id: string;
    email: string;
    displayName: string;
    locale: string;
    emailConfirmed: boolean;
    createdAt: string;
  };
  expiresAt: string;
}

let test: AuthTestApi;

beforeAll(async () => {
  test = await startAuthApi();
});

afterAll(async () => {
  await test.close();
});

const signUpBody = (email: string, locale: 'en' | 'fr' = 'en') => ({
  email,
  password: PASSWORD,
  displayName: 'Ada Lovelace',
  locale,
  acceptTerms: true,
});

describe('sign-up, confirmation and sign-in (local adapter)', () => {
  it('signs up, mails a confirmation link, and confirming signs the member in', async () => {
    const browser = test.agent();
    const email = uniqueEmail('signup');
    const signUp = await browser.post('/api/auth/signup', {
      ...signUpBody(email),
      email: ` ${email.toUpperCase()} `,
    });
    expect(signUp.status).toBe(201);
    expect(signUp.body).toEqual({ status: 'confirmation_sent' });
    expect(signUp.setCookies).toEqual([]);

    const mail = await test.mail.waitFor({ to: email, kind: 'account-confirmation' });
    expect(mail.data).toMatchObject({ to: email, displayName: 'Ada Lovelace', locale: 'en' });
    expect(mail.links[0]).toMatch(/^http:\/\/localhost:8080\/confirm\?token=[\w-]{43}$/);

    // Not confirmed yet: the right password gets EMAIL_NOT_CONFIRMED, a wrong one does not.
    const early = await test.agent().post('/api/auth/signin', { email, password: PASSWORD });
    expect(early.status).toBe(403);
    expect(early.body.error).toBe('EMAIL_NOT_CONFIRMED');
    const wrong = await test.agent().post('/api/auth/signin', { email, password: 'nope-nope' });
    expect(wrong.status).toBe(401);
    expect(wrong.body.error).toBe('INVALID_CREDENTIALS');

    const confirm = await browser.post<UserBody>('/api/auth/confirm', {
      token: tokenOf(mail.links[0] ?? ''),
      password: PASSWORD,
    });
    expect(confirm.status).toBe(200);
    expect(confirm.body.user).toMatchObject({
      email,
      displayName: 'Ada Lovelace',
      locale: 'en',
      emailConfirmed: true,
    });
    const cookie = confirm.setCookies.find((line) => line.startsWith('tr_session='));
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).toMatch(/Path=\//);
    expect(cookie).toMatch(/Max-Age=34560000/);
    expect(cookie).not.toMatch(/Secure/);

    const session = await browser.get<UserBody>('/api/auth/session');
    expect(session.status).toBe(200);
    expect(session.headers.get('cache-control')).toBe('no-store');
    expect(session.body.user.id).toBe(confirm.body.user.id);
    expect(Date.parse(session.body.expiresAt)).toBeGreaterThan(Date.now());

    // The link is single use.
    const again = await test
      .agent()
      .post('/api/auth/confirm', { token: tokenOf(mail.links[0] ?? ''), password: PASSWORD });
    expect(again.status).toBe(400);
    expect(again.body.error).toBe('TOKEN_INVALID');
  });

  it('answers a sign-up for an existing address exactly like a new one, and mails the owner', async () => {
    const owner = test.agent();
    const { email } = await signUpMember(owner, test.mail, { locale: 'fr', displayName: 'Owner' });
    const attempt = await test.agent().post('/api/auth/signup', signUpBody(email));
    expect(attempt.status).toBe(201);
    expect(attempt.body).toEqual({ status: 'confirmation_sent' });
    const warning = await test.mail.waitFor({ to: email, kind: 'signup-attempt' });
    expect(warning.data).toMatchObject({
      locale: 'fr',
      displayName: 'Owner',
      signInLink: 'http://localhost:8080/fr/signin',
      resetLink: 'http://localhost:8080/fr/passwordreset',
    });
  });

  it('resends the confirmation (202 always) with a French link when asked in French', async () => {
    const email = uniqueEmail('resend');
    await test.agent().post('/api/auth/signup', signUpBody(email));
    await test.mail.waitFor({ to: email, kind: 'account-confirmation' });
    const resend = await test.agent().post('/api/auth/confirm/resend', { email, locale: 'fr' });
    expect(resend.status).toBe(202);
    const second = await test.mail.waitFor(
      { to: email, kind: 'account-confirmation' },
      { count: 2 },
    );
    expect(second.links[0]).toMatch(/^http:\/\/localhost:8080\/fr\/confirm\?token=/);
    expect(second.data?.locale).toBe('fr');

    const unknown = await test.agent().post('/api/auth/confirm/resend', {
      email: uniqueEmail('nobody'),
      locale: 'en',
    });
    expect(unknown.status).toBe(202);
  });

  it('gives a wrong email and a wrong password the same answer', async () => {
    const { email } = await signUpMember(test.agent(), test.mail);
    const wrongPassword = await test.agent().post('/api/auth/signin', {
      email,
      password: 'not the password',
    });
    const wrongEmail = await test.agent().post('/api/auth/signin', {
      email: uniqueEmail('ghost'),
      password: PASSWORD,
    });
    expect(wrongPassword.status).toBe(401);
    expect(wrongEmail.status).toBe(401);
    expect(wrongPassword.body).toEqual(wrongEmail.body);
    expect(wrongPassword.body.error).toBe('INVALID_CREDENTIALS');

    const browser = test.agent();
    const ok = await browser.post<UserBody>('/api/auth/signin', { email, password: PASSWORD });
    expect(ok.status).toBe(200);
    expect(ok.body.user.email).toBe(email);
    expect((await browser.get('/api/auth/session')).status).toBe(200);
  });

  it('signs out: the server revokes the session and the cookies are cleared', async () => {
    const browser = test.agent();
    await signUpMember(browser, test.mail);
    const stolen = browser.clone();
    const signOut = await browser.post('/api/auth/signout');
    expect(signOut.status).toBe(204);
    expect(signOut.setCookies.some((line) => /^tr_session=;/.test(line))).toBe(true);
    expect(browser.cookies.size).toBe(0);
    // A copy of the old cookie is worthless now: access and refresh token alike.
    expect((await stolen.get('/api/auth/session')).status).toBe(401);
    const refresh = await stolen.post('/api/auth/refresh');
    expect(refresh.status).toBe(401);
    expect(refresh.body.error).toBe('SESSION_REVOKED');
  });
});

describe('validation and localised errors', () => {
  it.each([
    ['en', 'Some fields are missing or invalid.'],
    ['fr', 'Certains champs sont manquants ou invalides.'],
  ])('reports each field with a stable code (%s)', async (language, message) => {
    const agent = new ApiAgent(test.api.url, { language });
    const bad = await agent.post('/api/auth/signup', {
      email: 'not-an-email',
      password: 'short',
      displayName: '',
      locale: 'de',
      acceptTerms: false,
    });
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({
      statusCode: 400,
      error: 'VALIDATION_FAILED',
      message,
      details: {
        email: 'invalid_email',
        password: 'too_short',
        displayName: 'required',
        locale: 'invalid_choice',
        acceptTerms: 'must_accept',
      },
    });
  });

  it('refuses common and overlong passwords, and requires every field', async () => {
    const email = uniqueEmail('weak');
    const common = await test.agent().post('/api/auth/signup', {
      ...signUpBody(email),
      password: 'Password1',
    });
    expect(common.body.details).toEqual({ password: 'common_password' });
    const long = await test.agent().post('/api/auth/signup', {
      ...signUpBody(email),
      password: 'x'.repeat(129),
    });
    expect(long.body.details).toEqual({ password: 'too_long' });
    const empty = await test.agent().post('/api/auth/signup', {});
    expect(empty.body.details).toEqual({
      email: 'required',
      password: 'required',
      displayName: 'required',
      locale: 'required',
      acceptTerms: 'required',
    });
  });

  it('localises auth errors in French', async () => {
    const french = new ApiAgent(test.api.url, { language: 'fr-FR,fr;q=0.9' });
    const signIn = await french.post('/api/auth/signin', {
      email: uniqueEmail('fr'),
      password: 'whatever-123',
    });
    expect(signIn.body).toEqual({
      statusCode: 401,
      error: 'INVALID_CREDENTIALS',
      message: 'L’adresse e-mail ou le mot de passe est incorrect.',
    });
    const session = await french.get('/api/auth/session');
    expect(session.body.message).toBe('Vous devez vous connecter pour effectuer cette action.');
    const link = await french.post('/api/auth/confirm', { token: 'tampered', password: PASSWORD });
    expect(link.body).toMatchObject({
      error: 'TOKEN_INVALID',
      message: 'Ce lien est invalide ou a déjà été utilisé.',
    });
  });
});
