// The operator console (issue 26) against the real api, Postgres and Redis: the role is granted and
// revoked only by the CLI; an operator extends a member's trial at the payment provider and the
// member's subscription and the receiver's entitlement copy in Redis follow; a suspended member's
// alert is answered 403 WEBHOOK_MEMBER_SUSPENDED and still logged by the worker (rejected, never
// executed), without Postgres on the receiver's path; every action leaves one audit row, and the
// audit log refuses UPDATE and DELETE.
import { randomUUID } from 'node:crypto';

import type { MembershipView } from '@tickrelay/contracts/billing/billing';
import type {
  OperatorAuditPage,
  OperatorMemberDetail,
  OperatorMemberSearch,
} from '@tickrelay/contracts/endpoints/operator.endpoints';
import type { ApiAgent } from '@tickrelay/testing/http/api-agent';
import { waitFor } from '@tickrelay/testing/processes/process.helpers';

import { OperatorSuspensionsSync } from '../src/modules/operator/operator-suspensions.sync';
import { waitForDeliveries } from './deliveries-helpers';
import { operatorCli, type OperatorTestApi, startOperatorApi } from './operator-helpers';
import { enrolTotp } from './second-factor-helpers';
import { startWorker, type WorkerProcess } from './support/worker-process';
import { sendAlert, WebhooksWorld } from './webhooks-helpers';

const DAY = 24 * 3600_000;

let api: OperatorTestApi;
let world: WebhooksWorld;
let operator: { agent: ApiAgent; userId: string; email: string };

async function auditOf(memberId: string): Promise<OperatorAuditPage['entries']> {
  const response = await operator.agent.get<OperatorAuditPage>(
    `/api/operator/audit?memberId=${memberId}`,
  );
  expect(response.status).toBe(200);
  return response.body.entries;
}

async function emailOf(userId: string): Promise<string> {
  const { rows } = await world.db.query<{ email: string }>(
    'select email from users where id = $1',
    [userId],
  );
  return rows[0]!.email;
}

beforeAll(async () => {
  api = await startOperatorApi();
  world = new WebhooksWorld(api);
  const member = await world.member({ entitled: false });
  operator = { ...member, email: await emailOf(member.userId) };
  const granted = await operatorCli(api.config, ['grant', operator.email.toUpperCase()]);
  expect(granted).toMatchObject({ code: 0, stdout: `operator: granted (${operator.userId})\n` });
  // Every operator has a second factor: this one turns on TOTP after the grant (which warned).
  expect(granted.stderr).toContain('no second factor yet');
  await enrolTotp(operator.agent);
}, 60_000);

afterAll(async () => {
  await world.close();
  await api.close();
});

describe('the operator role', () => {
  it('is granted and revoked only from the command line, each change audited', async () => {
    const { agent, userId } = await world.member({ entitled: false });
    const email = await emailOf(userId);
    const refused = await agent.get('/api/operator/audit');
    expect([refused.status, refused.body.error]).toEqual([403, 'OPERATOR_REQUIRED']);

    expect((await operatorCli(api.config, ['grant', email])).stdout).toContain('granted');
    expect((await operatorCli(api.config, ['grant', email])).stdout).toContain('already-operator');
    await enrolTotp(agent);
    expect((await agent.get('/api/operator/audit')).status).toBe(200);
    expect((await operatorCli(api.config, ['list'])).stdout).toContain(`${userId}\t${email}\t`);

    expect((await operatorCli(api.config, ['revoke', userId])).stdout).toContain('revoked');
    // The same session, the role gone: refused at once.
    const after = await agent.get('/api/operator/audit');
    expect([after.status, after.body.error]).toEqual([403, 'OPERATOR_REQUIRED']);

    const rows = await auditOf(userId);
    expect(rows.map((row) => [row.action, row.actor.startsWith('cli:'), row.after])).toEqual([
      ['role.revoke', true, { operator: false }],
      ['role.grant', true, { operator: true }],
    ]);
  });

  it('refuses an operator without a second factor (403, localised), until TOTP is on', async () => {
    const { agent, userId } = await world.member({ entitled: false });
    const granted = await operatorCli(api.config, ['grant', userId]);
    // The grant warns, and does not refuse.
    expect(granted).toMatchObject({ code: 0, stdout: `operator: granted (${userId})\n` });
    expect(granted.stderr).toContain(
      'warning: this member has no second factor yet; the console answers 403',
    );
    for (const path of ['/api/operator/audit', '/api/operator/money', '/api/operator/queues']) {
      const refused = await agent.get(path);
      expect([path, refused.status, refused.body.error]).toEqual([
        path,
        403,
        'OPERATOR_SECOND_FACTOR_REQUIRED',
      ]);
    }
    const write = await agent.post(`/api/operator/members/${userId}/suspend`, { reason: 'x' });
    expect([write.status, write.body.error]).toEqual([403, 'OPERATOR_SECOND_FACTOR_REQUIRED']);
    const fr = await agent.clone({ language: 'fr' }).get('/api/operator/audit');
    expect(fr.body.message).toMatch(/Les opérateurs doivent activer un second facteur/);
    const en = await agent.get('/api/operator/audit');
    expect(en.body.message).toMatch(/Operators must turn on a second factor/);

    await enrolTotp(agent);
    expect((await agent.get('/api/operator/audit')).status).toBe(200);
    // Granted again once TOTP is on: no warning.
    await operatorCli(api.config, ['revoke', userId]);
    const again = await operatorCli(api.config, ['grant', userId]);
    expect([again.stdout, again.stderr]).toEqual([`operator: granted (${userId})\n`, '']);
    const audit = await auditOf(userId);
    expect(audit.filter((row) => row.action === 'member.suspend')).toEqual([]);
  });

  it('refuses a bad command line with its usage, and an unknown address', async () => {
    expect(await operatorCli(api.config, ['promote', 'x@example.com'])).toMatchObject({
      code: 1,
      stderr: expect.stringContaining('usage: operator grant|revoke') as unknown,
    });
    const unknown = await operatorCli(api.config, ['grant', `nobody-${randomUUID()}@example.com`]);
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain('no member with the address');
  });
});

describe('finding a member', () => {
  it('by the start of the address or by id, never showing a token or a credential', async () => {
    const { agent, userId } = await world.member();
    await world.webhookOf(agent);
    const email = await emailOf(userId);
    const byPrefix = await operator.agent.get<OperatorMemberSearch>(
      `/api/operator/members?q=${encodeURIComponent(email.slice(0, -4).toUpperCase())}`,
    );
    expect(byPrefix.body.members.map((row) => row.id)).toContain(userId);
    // LIKE's own characters are literal: "%" finds nobody.
    const wildcard = await operator.agent.get<OperatorMemberSearch>('/api/operator/members?q=%25');
    expect(wildcard.body.members).toEqual([]);
    const detail = await operator.agent.get<OperatorMemberDetail>(
      `/api/operator/members/${userId}`,
    );
    expect(detail.status).toBe(200);
    expect(detail.body.member).toMatchObject({ id: userId, email, emailConfirmed: true });
    expect(detail.body.webhook).toEqual({ state: 'active', allowlist: false });
    expect(detail.body.subscription?.status).toBe('active');
    expect(JSON.stringify(detail.body)).not.toMatch(/token|password|secret|\/api\/hooks\//i);

    const unknown = await operator.agent.get(`/api/operator/members/${randomUUID()}`);
    expect([unknown.status, unknown.body.error]).toEqual([404, 'NOT_FOUND']);
    const notAnId = await operator.agent.get('/api/operator/members/not-an-id');
    expect(notAnId.status).toBe(404);
  });
});

describe('extending a trial', () => {
  it('moves the trial end at the provider; the subscription page and the receiver’s entitlement follow', async () => {
    const { agent, userId } = await world.member({ entitled: false });
    const trialEnd = new Date(Date.now() + 2 * DAY);
    const subscriptionId = `sub_${randomUUID()}`;
    api.provider.subscriptions.set(subscriptionId, {
      id: subscriptionId,
      customerId: `cus_${userId}`,
      status: 'trialing',
      price: { plan: 'monthly', interval: 'month', currency: 'usd', amount: 4900 },
      trialEnd,
      currentPeriodEnd: trialEnd,
      cancelAtPeriodEnd: false,
      userId,
      checkoutId: null,
    });
    await world.db.query(
      `insert into subscriptions (user_id, provider, provider_subscription_id, provider_customer_id,
         status, plan, currency, amount, trial_end, current_period_end)
       values ($1, 'sandbox', $2, $3, 'trialing', 'monthly', 'usd', 4900, $4, $4)`,
      [userId, subscriptionId, `cus_${userId}`, trialEnd],
    );

    const extended = await operator.agent.post<OperatorMemberDetail>(
      `/api/operator/members/${userId}/extend`,
      { days: 10, reason: 'support ticket 42' },
    );
    expect(extended.status).toBe(200);
    const newEnd = new Date(trialEnd.getTime() + 10 * DAY).toISOString();
    expect(extended.body.subscription).toMatchObject({ status: 'trialing', trialEnd: newEnd });

    // What the member's own subscription page reads.
    const page = await agent.get<MembershipView>('/api/subscription');
    expect(page.body.subscription).toMatchObject({ trialEndsAt: newEnd, entitledUntil: newEnd });
    expect(page.body.entitled).toBe(true);
    // The receiver's copy in Redis (common/entitlement), written by billing's settlement.
    expect(await world.redis.get(`${api.prefix}:entitlement:${userId}`)).toBe(
      String(Date.parse(newEnd)),
    );

    const [row] = await auditOf(userId);
    expect(row).toMatchObject({
      actor: operator.userId,
      action: 'member.extend',
      targetId: userId,
      before: { status: 'trialing', trialEnd: trialEnd.toISOString() },
      after: { status: 'trialing', trialEnd: newEnd, days: 10, reason: 'support ticket 42' },
    });
  });

  it('refuses what it cannot do, in the operator’s language, changing nothing', async () => {
    const { userId } = await world.member({ entitled: false });
    const fr = operator.agent.clone({ language: 'fr' });
    const none = await fr.post(`/api/operator/members/${userId}/extend`, { days: 5, reason: 'x' });
    expect(none.body).toMatchObject({
      statusCode: 409,
      error: 'OPERATOR_ACTION_NOT_APPLICABLE',
      message: expect.stringContaining('ne s’applique pas') as unknown,
    });
    for (const body of [
      { days: 0, reason: 'x' },
      { days: 91, reason: 'x' },
      { days: 1.5, reason: 'x' },
      { days: 5, reason: ' ' },
      { days: 5, reason: 'x', plan: 'yearly' },
    ]) {
      const bad = await operator.agent.post(`/api/operator/members/${userId}/extend`, body);
      expect([bad.status, bad.body.error]).toEqual([400, 'VALIDATION_FAILED']);
    }
    expect(await auditOf(userId)).toEqual([]);
  });
});

describe('resending a confirmation', () => {
  it('queues a new link for an unconfirmed address only', async () => {
    const email = `pending-${randomUUID()}@example.com`;
    const signUp = await world.agent().post('/api/auth/signup', {
      email,
      password: 'amber lighthouse quartet',
      displayName: 'Pending',
      locale: 'fr',
      acceptTerms: true,
    });
    expect(signUp.status).toBe(201);
    const { rows } = await world.db.query<{ id: string }>('select id from users where email = $1', [
      email,
    ]);
    const pendingId = rows[0]!.id;
    const sent = await operator.agent.post(
      `/api/operator/members/${pendingId}/resend-confirmation`,
    );
    expect(sent.status).toBe(200);
    expect((await auditOf(pendingId)).map((row) => row.action)).toEqual([
      'member.resend-confirmation',
    ]);
    const confirmed = await operator.agent.post(
      `/api/operator/members/${operator.userId}/resend-confirmation`,
    );
    expect([confirmed.status, confirmed.body.error]).toEqual([
      409,
      'OPERATOR_ACTION_NOT_APPLICABLE',
    ]);
  });
});

describe('suspending a member', () => {
  let worker: WorkerProcess;
  let member: { agent: ApiAgent; userId: string; url: string };

  beforeAll(async () => {
    const signedUp = await world.member();
    member = { ...signedUp, url: (await world.webhookOf(signedUp.agent)).url };
    // Started after every sign-up of the file: on the api's prefix it takes the mail jobs.
    worker = await startWorker({ QUEUE_PREFIX: api.prefix });
  }, 120_000);

  afterAll(async () => {
    await worker.kill();
  });

  it('answers the member’s alerts 403 WEBHOOK_MEMBER_SUSPENDED and logs them, keeping the log', async () => {
    const before = await sendAlert(member.url, '{"action":"buy","ticker":"MNQ1!","quantity":1}');
    expect(before.status).toBe(202);
    const { id: kept } = (await before.json()) as { id: string };

    const suspended = await operator.agent.post<OperatorMemberDetail>(
      `/api/operator/members/${member.userId}/suspend`,
      { reason: 'chargeback abuse' },
    );
    expect(suspended.status).toBe(200);
    expect(suspended.body.member).toMatchObject({
      suspended: true,
      suspensionReason: 'chargeback abuse',
    });

    const refused = await sendAlert(member.url, '{"action":"buy","ticker":"MNQ1!","quantity":1}', {
      'accept-language': 'fr',
    });
    expect(refused.status).toBe(403);
    const body = (await refused.json()) as { error: string; message: string };
    expect(body.error).toBe('WEBHOOK_MEMBER_SUSPENDED');
    expect(body.message).toContain('Ce compte est suspendu');
    const logged = await waitForDeliveries(world.db, [kept]);
    expect(logged[0]!.code).not.toBe('WEBHOOK_MEMBER_SUSPENDED');
    // The refusal is logged by the worker after the answer (its job may be gone once done):
    // wait for its row rather than read the queue once.
    const rejected = await waitFor(
      async () => {
        const { rows } = await world.db.query<{ status: string; code: string }>(
          `select status, code from deliveries where member_id = $1 and code = 'WEBHOOK_MEMBER_SUSPENDED'`,
          [member.userId],
        );
        return rows.length === 1 ? rows[0] : undefined;
      },
      15_000,
      'the refused alert logged',
    );
    expect(rejected).toMatchObject({ status: 'rejected', code: 'WEBHOOK_MEMBER_SUSPENDED' });

    // Redis lost its copy: the hourly (and boot) sync writes it again from Postgres.
    await world.redis.del(`${api.prefix}:suspended:${member.userId}`);
    await api.app.get(OperatorSuspensionsSync).sync();
    expect(await world.redis.exists(`${api.prefix}:suspended:${member.userId}`)).toBe(1);

    const lifted = await operator.agent.post<OperatorMemberDetail>(
      `/api/operator/members/${member.userId}/unsuspend`,
    );
    expect(lifted.body.member.suspended).toBe(false);
    expect((await sendAlert(member.url, '{"action":"exit","ticker":"MNQ1!"}')).status).toBe(202);

    // The log lost nothing: the alert from before the suspension is still there.
    expect((await waitForDeliveries(world.db, [kept])).length).toBe(1);
    const audit = await auditOf(member.userId);
    expect(audit.map((row) => [row.action, row.before, row.after])).toEqual([
      ['member.unsuspend', { suspended: true, reason: 'chargeback abuse' }, { suspended: false }],
      ['member.suspend', { suspended: false }, { suspended: true, reason: 'chargeback abuse' }],
    ]);
  });
});

describe('the audit log', () => {
  it('refuses UPDATE and DELETE', async () => {
    await expect(
      world.db.query(`update operator_audit_log set actor = 'someone else'`),
    ).rejects.toThrow(/append-only/);
    await expect(world.db.query('delete from operator_audit_log')).rejects.toThrow(/append-only/);
  });
});
