// Issue 8: text PostgreSQL cannot store (NUL, lone UTF-16 surrogates) is refused at validation on
// every Nest route, with the field's code and a localised message, instead of failing in the
// database with a 500 (or being stored mangled).
import { PASSWORD, signUpMember, uniqueEmail } from '@tickrelay/testing/accounts/member.fixture';

import { type AuthTestApi, startAuthApi } from './support/auth-api';

let test: AuthTestApi;

beforeAll(async () => {
  test = await startAuthApi();
});

afterAll(async () => {
  await test.close();
});

const contact = (message: string) => ({
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  subject: 'A question',
  message,
  locale: 'en',
});

const MESSAGES = {
  en: /^Some fields contain characters that cannot be saved/,
  fr: /^Certains champs contiennent des caractères impossibles à enregistrer/,
};

describe('text PostgreSQL cannot store', () => {
  it('answers 400 with the field’s code for a NUL in a contact message, in English and French', async () => {
    const english = await test.agent().post('/api/contact', contact('hello\u0000world'));
    expect(english.status).toBe(400);
    expect(english.body).toMatchObject({
      statusCode: 400,
      error: 'VALIDATION_FAILED',
      details: { message: 'invalid_characters' },
    });
    expect(english.body.message).toMatch(MESSAGES.en);
    expect(english.headers.get('content-language')).toBe('en');

    const french = await test.agent({ language: 'fr' }).post('/api/contact', contact('\u0000'));
    expect([french.status, french.body.details]).toEqual([400, { message: 'invalid_characters' }]);
    expect(french.body.message).toMatch(MESSAGES.fr);

    const { rows } = await test.db.query(
      `select count(*)::int as n from contact_messages where message like 'hello%world'`,
    );
    expect(rows[0]).toEqual({ n: 0 });
  });

  it('refuses lone surrogates too, naming every offending field, on the auth routes', async () => {
    const email = uniqueEmail('surrogate');
    // JSON.stringify writes a lone surrogate as the escape \ud800, which JSON.parse turns back.
    const signUp = await test.agent().post('/api/auth/signup', {
      email,
      password: 'broken \ud83d passphrase',
      displayName: 'Ada \udc00',
      locale: 'en',
      acceptTerms: true,
    });
    expect(signUp.status).toBe(400);
    expect(signUp.body.details).toEqual({
      password: 'invalid_characters',
      displayName: 'invalid_characters',
    });
    const { rowCount } = await test.db.query('select 1 from users where email = $1', [email]);
    expect(rowCount).toBe(0);

    const signIn = await test.agent().post('/api/auth/signin', {
      email: `nul\u0000${email}`,
      password: PASSWORD,
    });
    expect([signIn.status, signIn.body.details]).toEqual([400, { email: 'invalid_characters' }]);
  });

  it('checks signed-in routes, route parameters and unknown fields alike', async () => {
    const member = test.agent();
    await signUpMember(member, test.mail, { displayName: 'Clean Name' });

    const profile = await member.request('PATCH', '/api/account/profile', {
      displayName: 'Dirty\u0000Name',
    });
    expect([profile.status, profile.body.details]).toEqual([
      400,
      { displayName: 'invalid_characters' },
    ]);
    expect(
      (await member.get<{ user: { displayName: string } }>('/api/auth/session')).body.user,
    ).toMatchObject({ displayName: 'Clean Name' });

    const param = await member.request('DELETE', '/api/account/sessions/%00');
    expect([param.status, param.body.details]).toEqual([400, { id: 'invalid_characters' }]);

    // Even a field the DTO does not know is checked first: nothing unstorable gets further.
    const unknown = await member.request('PATCH', '/api/account/profile', {
      locale: 'fr',
      extra: { 'key\u0000': 'x' },
    });
    expect([unknown.status, unknown.body.details]).toEqual([
      400,
      { 'extra.key\ufffd': 'invalid_characters' },
    ]);
  });
});
