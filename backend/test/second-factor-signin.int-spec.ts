// The second factor on the real api (Postgres, Redis, local auth adapter): enrolment, the
// sign-in's second step with a TOTP code or a recovery code (then spent), wrong codes counted by
// the re-entry limit, the pending session's 10 minutes, "remember this browser", turning it off.
import { PASSWORD } from '@tickrelay/testing/accounts/member.fixture';
import type { ApiAgent } from '@tickrelay/testing/http/api-agent';

import { DatabaseService } from '../src/database/database.service';
import { SecondFactorMemberEraser } from '../src/modules/account/second-factor-member.eraser';
import { ageProofs, enrolTotp, forgetUsedSteps, totpCode } from './second-factor-helpers';
import { startWebhooksApi, type WebhooksTestApi, WebhooksWorld } from './webhooks-helpers';

let api: WebhooksTestApi;
let world: WebhooksWorld;

beforeAll(async () => {
  api = await startWebhooksApi();
  world = new WebhooksWorld(api);
});

afterAll(async () => {
  await world?.close();
  await api?.close();
});

async function emailOf(agent: ApiAgent): Promise<string> {
  const session = await agent.get<{ user: { email: string } }>('/api/auth/session');
  return session.body.user.email;
}

/** A member with TOTP on, signed out; a fresh browser signs in with the password. */
async function enrolledMember() {
  const { agent, userId } = await world.member();
  const email = await emailOf(agent);
  const enrolled = await enrolTotp(agent);
  await agent.post('/api/auth/signout');
  const signIn = async (browser: ApiAgent = world.agent()) => {
    const answer = await browser.post('/api/auth/signin', { email, password: PASSWORD });
    return { browser, answer };
  };
  return { userId, email, ...enrolled, signIn };
}

describe('enrolling TOTP', () => {
  it('shows a secret and its QR code, turns on with a code, and answers ten recovery codes once', async () => {
    const { agent, userId } = await world.member();
    const before = await agent.get('/api/auth/second-factor');
    expect(before.body).toEqual({
      totp: { enabled: false, enabledAt: null },
      recoveryCodesLeft: 0,
    });

    const started = await agent.post<{ secret: string; otpauthUri: string; qrCode: string }>(
      '/api/auth/second-factor/totp',
    );
    expect(started.status).toBe(201);
    expect(started.body.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(started.body.otpauthUri).toMatch(/^otpauth:\/\/totp\/TickRelay:/);
    expect(started.body.qrCode).toMatch(/^data:image\/svg\+xml;base64,/);
    // Sealed at rest: the secret is nowhere in the row.
    const row = await world.db.query<{ secret_sealed: string }>(
      'select secret_sealed from second_factor_totp where member_id = $1',
      [userId],
    );
    expect(row.rows[0]?.secret_sealed).toMatch(/^v1\./);
    expect(row.rows[0]?.secret_sealed).not.toContain(started.body.secret);

    const wrong = await agent.post('/api/auth/second-factor/totp/confirm', { code: '000000' });
    expect([wrong.status, wrong.body.error, wrong.body.details]).toEqual([
      400,
      'VALIDATION_FAILED',
      { code: 'incorrect' },
    ]);
    const confirmed = await agent.post<{ recoveryCodes: string[] }>(
      '/api/auth/second-factor/totp/confirm',
      { code: totpCode(started.body.secret) },
    );
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.recoveryCodes).toHaveLength(10);
    expect(new Set(confirmed.body.recoveryCodes).size).toBe(10);
    const hashes = await world.db.query<{ code_hash: string }>(
      'select code_hash from second_factor_recovery_codes where member_id = $1',
      [userId],
    );
    expect(hashes.rows).toHaveLength(10);
    for (const code of confirmed.body.recoveryCodes) {
      expect(JSON.stringify(hashes.rows)).not.toContain(code.replace('-', ''));
    }

    const after = await agent.get<{ totp: { enabled: boolean } }>('/api/auth/second-factor');
    expect(after.body).toMatchObject({ totp: { enabled: true }, recoveryCodesLeft: 10 });
    const again = await agent.post('/api/auth/second-factor/totp');
    expect([again.status, again.body.error]).toEqual([409, 'CONFLICT']);
  });
});

describe('signing in with a second factor', () => {
  it('asks for the code after the password; the pending session opens nothing until then', async () => {
    const member = await enrolledMember();
    const { browser, answer } = await member.signIn();
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ status: 'second_factor_required', methods: ['totp'] });

    const session = await browser.get('/api/auth/session');
    expect([session.status, session.body.error]).toEqual([401, 'SECOND_FACTOR_REQUIRED']);
    const webhook = await browser.get('/api/webhook');
    expect([webhook.status, webhook.body.error]).toEqual([401, 'SECOND_FACTOR_REQUIRED']);
    const fr = await browser.clone().request('GET', '/api/auth/session', undefined, {
      'accept-language': 'fr',
    });
    expect(fr.body.message).toMatch(/application d’authentification/);

    const step = await browser.post<{ user: { id: string } }>('/api/auth/signin/second-factor', {
      code: totpCode(member.secret, 1),
    });
    expect(step.status).toBe(200);
    expect(step.body.user.id).toBe(member.userId);
    expect((await browser.get('/api/auth/session')).status).toBe(200);

    // The same code never works twice, even in another pending sign-in.
    const { browser: other } = await member.signIn();
    const replay = await other.post('/api/auth/signin/second-factor', {
      code: totpCode(member.secret, 1),
    });
    expect([replay.status, replay.body.details]).toEqual([400, { code: 'incorrect' }]);
  });

  it('takes a recovery code once, then refuses it', async () => {
    const member = await enrolledMember();
    const [code = ''] = member.recoveryCodes;
    const { browser } = await member.signIn();
    const step = await browser.post('/api/auth/signin/second-factor', {
      code: ` ${code.toUpperCase()} `,
    });
    expect(step.status).toBe(200);
    const status = await browser.get('/api/auth/second-factor');
    expect(status.body).toMatchObject({ recoveryCodesLeft: 9 });

    const { browser: again } = await member.signIn();
    const spent = await again.post('/api/auth/signin/second-factor', { code });
    expect([spent.status, spent.body.error]).toEqual([400, 'VALIDATION_FAILED']);
    expect((await again.get('/api/auth/session')).status).toBe(401);
  });

  it('counts wrong codes with the re-entry limit: 429 with Retry-After, then even the right code waits', async () => {
    const member = await enrolledMember();
    const { browser } = await member.signIn();
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const wrong = await browser.post('/api/auth/signin/second-factor', { code: '000000' });
      expect(wrong.status).toBe(400);
    }
    const limited = await browser.post('/api/auth/signin/second-factor', { code: '000000' });
    expect([limited.status, limited.body.error]).toEqual([429, 'TOO_MANY_REQUESTS']);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    const right = await browser.post('/api/auth/signin/second-factor', {
      code: totpCode(member.secret, 1),
    });
    expect(right.status).toBe(429);
    expect((await browser.get('/api/auth/session')).status).toBe(401);
  });

  it('gives the second step 10 minutes, then the sign-in starts again', async () => {
    const member = await enrolledMember();
    const { browser } = await member.signIn();
    await world.db.query(
      `update session_proofs set created_at = now() - interval '11 minutes' where member_id = $1`,
      [member.userId],
    );
    const late = await browser.post('/api/auth/signin/second-factor', {
      code: totpCode(member.secret, 1),
    });
    expect([late.status, late.body.error]).toEqual([401, 'SESSION_EXPIRED']);
  });

  it('remembers a browser for 30 days until the password changes', async () => {
    const member = await enrolledMember();
    const { browser } = await member.signIn();
    const step = await browser.post('/api/auth/signin/second-factor', {
      code: totpCode(member.secret, 1),
      rememberBrowser: true,
    });
    expect(step.status).toBe(200);
    const cookie = step.setCookies.find((line) => line.startsWith('tr_browser='));
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/Max-Age=2592000/);
    await browser.post('/api/auth/signout');

    const remembered = await member.signIn(browser);
    expect(remembered.answer.body).toHaveProperty('user');
    const elsewhere = await member.signIn();
    expect(elsewhere.answer.body).toHaveProperty('status', 'second_factor_required');

    // Signing in is a fresh proof: the password change needs no step-up here.
    const password = 'cobalt meadow lantern';
    const changed = await browser.post('/api/auth/update-password', {
      currentPassword: PASSWORD,
      password,
    });
    expect(changed.status).toBe(200);
    await browser.post('/api/auth/signout');
    const forgotten = await browser.post('/api/auth/signin', { email: member.email, password });
    expect(forgotten.body).toHaveProperty('status', 'second_factor_required');
  });

  it('turns off with a step-up and a code of the factor, and sign-in asks for it no more', async () => {
    const member = await enrolledMember();
    const { browser } = await member.signIn();
    await browser.post('/api/auth/signin/second-factor', { code: totpCode(member.secret, 1) });

    await ageProofs(world.db, member.userId);
    const stale = await browser.post('/api/auth/second-factor/disable', { code: '000000' });
    expect([stale.status, stale.body.error]).toEqual([403, 'STEP_UP_REQUIRED']);
    const proof = await browser.post('/api/auth/step-up', { password: PASSWORD });
    expect(proof.status).toBe(200);

    const wrong = await browser.post('/api/auth/second-factor/disable', { code: '000000' });
    expect([wrong.status, wrong.body.details]).toEqual([400, { code: 'incorrect' }]);
    await forgetUsedSteps(world.db, member.userId);
    const off = await browser.post('/api/auth/second-factor/disable', {
      code: totpCode(member.secret),
    });
    expect(off.status).toBe(204);
    await browser.post('/api/auth/signout');
    const plain = await member.signIn();
    expect(plain.answer.body).toHaveProperty('user');
  });
});

describe('erasing a deleted member', () => {
  it('removes the secret, the recovery codes, the proofs and the remembered browsers, twice', async () => {
    const member = await enrolledMember();
    const { browser } = await member.signIn();
    await browser.post('/api/auth/signin/second-factor', {
      code: totpCode(member.secret, 1),
      rememberBrowser: true,
    });
    const eraser = new SecondFactorMemberEraser(api.app.get(DatabaseService));
    await eraser.erase(member.userId);
    await eraser.erase(member.userId);
    for (const table of [
      'second_factor_totp',
      'second_factor_recovery_codes',
      'session_proofs',
      'remembered_browsers',
    ]) {
      const left = await world.db.query(`select 1 from ${table} where member_id = $1`, [
        member.userId,
      ]);
      expect([table, left.rowCount]).toEqual([table, 0]);
    }
  });
});
