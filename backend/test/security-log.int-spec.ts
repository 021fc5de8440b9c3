// The security log (issue 27) against the real api, Postgres and Redis: each event once with its
// fields, newest first in pages and only the member's own; the password mail's "this wasn't me"
// link ends every session and mails a reset link; the time zone in the profile.
import { PASSWORD, signUpMember } from '@tickrelay/testing/accounts/member.fixture';
import type { ApiAgent } from '@tickrelay/testing/http/api-agent';
import { tokenOf } from '@tickrelay/testing/mail/mailbox';

import { type AuthTestApi, startAuthApi } from './support/auth-api';

const FIREFOX = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0';

interface LoggedEvent {
  id: string;
  kind: string;
  at: string;
  ip: string | null;
  browser: string | null;
  details: Record<string, unknown>;
}

interface LogPage {
  items: LoggedEvent[];
  nextCursor: string | null;
}

let test: AuthTestApi;

beforeAll(async () => {
  test = await startAuthApi();
});

afterAll(async () => {
  await test.close();
});

async function logOf(agent: ApiAgent, query = ''): Promise<LoggedEvent[]> {
  const page = await agent.get<LogPage>(`/api/account/security-log${query}`);
  expect(page.status).toBe(200);
  return page.body.items;
}

function kinds(events: LoggedEvent[]): string[] {
  return events.map((event) => event.kind);
}

async function signIn(agent: ApiAgent, email: string, password = PASSWORD) {
  return agent.request('POST', '/api/auth/signin', { email, password }, { 'user-agent': FIREFOX });
}

describe('security log', () => {
  it('logs a sign-in and a failed attempt once each, with the browser and the address', async () => {
    const setup = test.agent();
    const member = await signUpMember(setup, test.mail);
    const laptop = test.agent();
    expect((await signIn(laptop, member.email, 'not the password at all')).status).toBe(401);
    expect((await signIn(laptop, member.email)).status).toBe(200);

    const events = await logOf(laptop);
    expect(kinds(events)).toEqual(['sign-in', 'sign-in-failed']);
    for (const event of events) {
      expect(event).toMatchObject({
        ip: laptop.address,
        browser: 'Firefox · Windows',
        details: {},
      });
      expect(Number.isNaN(Date.parse(event.at))).toBe(false);
    }
    // Only the member's own: a stranger's log has none of it.
    const stranger = test.agent();
    await signUpMember(stranger, test.mail);
    expect(await logOf(stranger)).toEqual([]);
    // And an unknown address logs nothing anywhere (no member to log it for).
    expect((await signIn(test.agent(), 'nobody-here@example.com')).status).toBe(401);
  });

  it('pages newest first with a cursor, and refuses a bad one in the member’s language', async () => {
    const browser = test.agent();
    const member = await signUpMember(browser, test.mail);
    for (let i = 0; i < 3; i += 1)
      expect((await signIn(test.agent(), member.email)).status).toBe(200);
    const first = await browser.get<LogPage>('/api/account/security-log?limit=2');
    expect(first.body.items).toHaveLength(2);
    expect(first.body.nextCursor).not.toBeNull();
    const rest = await logOf(browser, `?limit=2&cursor=${first.body.nextCursor}`);
    expect(rest).toHaveLength(1);
    const ids = [...first.body.items, ...rest].map((event) => Number(event.id));
    expect(ids).toEqual([...ids].sort((a, b) => b - a));

    const bad = await browser.get('/api/account/security-log?cursor=abc&lang=fr');
    expect([bad.status, bad.body.error, bad.body.details]).toEqual([
      400,
      'VALIDATION_FAILED',
      { cursor: 'invalid_format' },
    ]);
    expect(bad.body.message).not.toEqual(
      (await browser.get('/api/account/security-log?cursor=abc')).body.message,
    );
    expect((await test.agent().get('/api/account/security-log')).status).toBe(401);
  });

  it('logs a password change and ending another session, once each', async () => {
    const browser = test.agent();
    const member = await signUpMember(browser, test.mail);
    const phone = test.agent();
    expect((await signIn(phone, member.email)).status).toBe(200);
    const sessions = await browser.get<{ sessions: { id: string; current: boolean }[] }>(
      '/api/account/sessions',
    );
    const other = sessions.body.sessions.find((session) => !session.current);
    expect(
      (await browser.request('DELETE', `/api/account/sessions/${other?.id ?? ''}`)).status,
    ).toBe(204);
    const changed = await browser.post('/api/auth/update-password', {
      currentPassword: PASSWORD,
      password: 'a brand new passphrase',
    });
    expect(changed.status).toBe(200);

    expect(kinds(await logOf(browser))).toEqual(['password-changed', 'session-ended', 'sign-in']);
    const ended = (await logOf(browser)).find((event) => event.kind === 'session-ended');
    expect(ended?.details).toEqual({ current: false });
  });
});

describe('"this wasn\'t me"', () => {
  it('from the password mail: ends every session, mails a reset link, works once', async () => {
    const browser = test.agent();
    const member = await signUpMember(browser, test.mail);
    const thief = test.agent();
    expect((await signIn(thief, member.email)).status).toBe(200);
    const changed = await thief.post('/api/auth/update-password', {
      currentPassword: PASSWORD,
      password: 'the thief chose this one',
    });
    expect(changed.status).toBe(200);
    const mail = await test.mail.waitFor({ to: member.email, kind: 'password-changed' });
    const notMeLink = mail.data?.notMeLink ?? '';
    expect(notMeLink).toContain('/not-me?token=');
    expect(mail.data?.timeZone).toBe('UTC');

    const owner = test.agent();
    const reported = await owner.post('/api/security/not-me', { token: tokenOf(notMeLink) });
    expect([reported.status, reported.body]).toEqual([200, { status: 'secured' }]);
    // The thief's session (kept by the password change) is over.
    expect((await thief.get('/api/auth/session')).status).toBe(401);
    await test.mail.waitFor({ to: member.email, kind: 'password-recovery' });

    const again = await owner.post('/api/security/not-me?lang=fr', { token: tokenOf(notMeLink) });
    expect([again.status, again.body.error]).toEqual([400, 'TOKEN_INVALID']);
    expect(again.body.message).toMatch(/lien/i);

    const rows = await test.db.query<{ kind: string }>(
      'select kind from security_log where member_id = $1 order by seq',
      [member.userId],
    );
    expect(rows.rows.map((row) => row.kind)).toEqual([
      'sign-in',
      'password-changed',
      'not-me-reported',
      'sessions-ended',
    ]);
  });

  it('answers TOKEN_EXPIRED for an old link and TOKEN_INVALID for an unknown one', async () => {
    const browser = test.agent();
    const member = await signUpMember(browser, test.mail);
    await browser.post('/api/auth/update-password', {
      currentPassword: PASSWORD,
      password: 'another fine passphrase',
    });
    const mail = await test.mail.waitFor({ to: member.email, kind: 'password-changed' });
    await test.db.query(
      `update security_not_me_links set expires_at = now() - interval '1 second' where member_id = $1`,
      [member.userId],
    );
    const old = await test.agent().post('/api/security/not-me', {
      token: tokenOf(mail.data?.notMeLink ?? ''),
    });
    expect([old.status, old.body.error]).toEqual([400, 'TOKEN_EXPIRED']);
    expect((await browser.get('/api/auth/session')).status).toBe(200);
    const unknown = await test.agent().post('/api/security/not-me', { token: 'x'.repeat(43) });
    expect([unknown.status, unknown.body.error]).toEqual([400, 'TOKEN_INVALID']);
    const empty = await test.agent().post('/api/security/not-me', {});
    expect([empty.status, empty.body.details]).toEqual([400, { token: 'required' }]);
  });
});

describe('time zone', () => {
  it('is null until chosen, takes an IANA name, refuses anything else (en and fr)', async () => {
    const browser = test.agent();
    const member = await signUpMember(browser, test.mail);
    expect((await browser.get('/api/account/preferences')).body).toEqual({ timeZone: null });

    const saved = await browser.request('PATCH', '/api/account/profile', {
      timeZone: 'Europe/Paris',
    });
    expect([saved.status, saved.body.timeZone]).toEqual([200, 'Europe/Paris']);
    expect((await browser.get('/api/account/preferences')).body).toEqual({
      timeZone: 'Europe/Paris',
    });

    for (const lang of ['en', 'fr']) {
      const bad = await browser.request('PATCH', `/api/account/profile?lang=${lang}`, {
        timeZone: 'Mars/Olympus',
      });
      expect([bad.status, bad.body.error, bad.body.details]).toEqual([
        400,
        'VALIDATION_FAILED',
        { timeZone: 'invalid' },
      ]);
    }
    // The password mail now speaks the member's zone.
    await browser.post('/api/auth/update-password', {
      currentPassword: PASSWORD,
      password: 'zoned passphrase here',
    });
    const mail = await test.mail.waitFor({ to: member.email, kind: 'password-changed' });
    expect(mail.data?.timeZone).toBe('Europe/Paris');
  });
});
