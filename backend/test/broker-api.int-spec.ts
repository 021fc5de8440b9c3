// The member's broker endpoints on the real api (Postgres, Redis) against a Tradovate stub over
// HTTP: validation, Tradovate's refusals as 422/429/503, the connection sealed at rest, key
// rotation, account choice, test, removal, the execution target, the per-member limit,
// liquidation and the audit.
import type {
  BrokerAuditPage,
  BrokerConnectionView,
  BrokerSettingsView,
} from '@tickrelay/contracts/brokers/broker-connection';
import type { ApiAgent } from '@tickrelay/testing/http/api-agent';
import { startTradovateStub, type TradovateStub } from '@tickrelay/testing/stubs/tradovate.stub';

import { DatabaseService } from '../src/database/database.service';
import { BrokerMemberEraser } from '../src/modules/brokers/connections/broker-member.eraser';
import {
  TRADOVATE_BROKER,
  type TradovateBroker,
} from '../src/modules/brokers/tradovate/tradovate.port';
import {
  auditRows,
  brokerEnv,
  connectionRow,
  KEY_1,
  KEY_2,
  liveEvents,
  stubMember,
} from './broker-helpers';
import { startWebhooksApi, type WebhooksTestApi, WebhooksWorld } from './webhooks-helpers';

let stub: TradovateStub;
let api: WebhooksTestApi;
let world: WebhooksWorld;

beforeAll(async () => {
  stub = await startTradovateStub();
  api = await startWebhooksApi(brokerEnv(stub));
  world = new WebhooksWorld(api);
});

afterAll(async () => {
  await world?.close();
  await api?.close();
  await stub?.stop();
});

/** The view, or an error body. */
type Answer = BrokerConnectionView & { error?: string; message?: string; details?: unknown };

const save = (agent: ApiAgent, input: unknown) =>
  agent.request<Answer>('PUT', '/api/broker/connection', input);

async function connected(accounts?: string[]) {
  const member = await world.member();
  const trader = stubMember(stub, accounts);
  const saved = await save(member.agent, trader.input);
  expect(saved.status).toBe(200);
  return { ...member, trader, view: saved.body };
}

describe('the member’s broker (api, against a Tradovate stub)', () => {
  it('starts on paper with no connection and an empty audit', async () => {
    const { agent } = await world.member();
    const settings = await agent.get<BrokerSettingsView>('/api/broker');
    expect(settings.status).toBe(200);
    expect(settings.body).toEqual({ executionTarget: 'paper', connection: null });
    expect((await agent.get<BrokerAuditPage>('/api/broker/audit')).body).toEqual({
      items: [],
      nextCursor: null,
    });
  });

  it('refuses malformed credentials with 400 VALIDATION_FAILED per field, in English and French', async () => {
    const trader = stubMember(stub);
    const bad = {
      ...trader.input,
      environment: 'paper',
      username: '',
      password: 'p'.repeat(201),
      cid: 0,
      secret: 42,
      extra: true,
    };
    for (const language of ['en', 'fr'] as const) {
      const { agent } = await world.member({ language });
      const answer = await save(agent, bad);
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({
        error: 'VALIDATION_FAILED',
        message:
          language === 'en'
            ? 'Some fields are missing or invalid.'
            : 'Certains champs sont manquants ou invalides.',
        details: {
          environment: 'invalid_choice',
          username: 'too_short',
          password: 'too_long',
          cid: 'too_small',
          secret: 'invalid_type',
          extra: 'unknown_field',
        },
      });
    }
    expect(
      stub.requestsTo('/auth/accesstokenrequest').map((request) => request.body),
    ).not.toContainEqual(expect.objectContaining({ name: trader.name }));
  });

  it('refuses credentials Tradovate refuses with 422 BROKER_AUTH_FAILED, localised, and saves nothing', async () => {
    const trader = stubMember(stub);
    const en = await world.member();
    const fr = await world.member({ language: 'fr' });
    const wrong = { ...trader.input, password: 'not the password' };
    const answers = [await save(en.agent, wrong), await save(fr.agent, wrong)];
    expect(answers.map((answer) => [answer.status, answer.body])).toEqual([
      [
        422,
        expect.objectContaining({
          error: 'BROKER_AUTH_FAILED',
          message: expect.stringMatching(/^Tradovate refused these credentials/) as unknown,
        }),
      ],
      [
        422,
        expect.objectContaining({
          error: 'BROKER_AUTH_FAILED',
          message: expect.stringMatching(/^Tradovate a refusé ces identifiants/) as unknown,
        }),
      ],
    ]);
    expect(await connectionRow(world.db, en.userId)).toBeUndefined();
    expect(await auditRows(world.db, en.userId)).toEqual([]);
  });

  it('asks for the app’s approval (422 BROKER_APP_NOT_APPROVED), then saves with the same device once approved', async () => {
    const { agent, userId } = await world.member();
    const trader = stubMember(stub);
    stub.requireApproval(trader.name);
    const first = await save(agent, trader.input);
    expect([first.status, first.body.error]).toEqual([422, 'BROKER_APP_NOT_APPROVED']);
    const device = await world.db.query<{ device_id: string }>(
      'select device_id from broker_settings where member_id = $1',
      [userId],
    );
    const deviceId = device.rows[0]!.device_id;
    const asked = stub.requestsTo('/auth/accesstokenrequest').at(-1)?.body as { deviceId?: string };
    expect(asked.deviceId).toBe(deviceId);
    // The member approves this device in Tradovate, then tries again.
    stub.approveDevice(trader.name, deviceId);
    const second = await save(agent, trader.input);
    expect(second.status).toBe(200);
    expect((await connectionRow(world.db, userId))?.device_id).toBe(deviceId);
  });

  it('passes Tradovate’s rate limit on as 429 BROKER_RATE_LIMITED with its Retry-After', async () => {
    const { agent, userId } = await world.member({ language: 'fr' });
    const trader = stubMember(stub);
    stub.penalizeNext(1, { pTimeSeconds: 20, path: '/auth/accesstokenrequest' });
    const answer = await save(agent, trader.input);
    expect([answer.status, answer.body.error, answer.headers.get('retry-after')]).toEqual([
      429,
      'BROKER_RATE_LIMITED',
      '20',
    ]);
    expect(answer.body.message).toMatch(/^Tradovate nous demande/);
    expect(await connectionRow(world.db, userId)).toBeUndefined();
  });

  it('answers 503 BROKER_UNAVAILABLE when Tradovate does not answer in time, or is down', async () => {
    const { agent, userId } = await world.member();
    const trader = stubMember(stub);
    stub.hangNext({ path: '/auth/accesstokenrequest', ms: 3000 });
    const slow = await save(agent, trader.input);
    expect([slow.status, slow.body.error]).toEqual([503, 'BROKER_UNAVAILABLE']);
    const port = Number(new URL(stub.url).port);
    await stub.stop();
    try {
      const down = await save(agent, trader.input);
      expect([down.status, down.body.error]).toEqual([503, 'BROKER_UNAVAILABLE']);
    } finally {
      await stub.start({ port });
    }
    expect(await connectionRow(world.db, userId)).toBeUndefined();
  });

  it('saves a working connection sealed: no secret in the answer, the one account picked, no plaintext at rest', async () => {
    const { agent, userId, trader, view } = await connected();
    expect(view).toEqual({
      broker: 'tradovate',
      environment: 'demo',
      username: trader.name,
      appId: 'TickRelay',
      appVersion: '1.0',
      accountId: trader.accounts[0]!.id,
      accountName: trader.accounts[0]!.name,
      accounts: [{ ...trader.accounts[0], active: true }],
      status: 'connected',
      lastErrorCode: null,
      lastCheckedAt: expect.stringMatching(/Z$/) as unknown,
      createdAt: expect.any(String) as unknown,
      updatedAt: expect.any(String) as unknown,
    });
    const settings = await agent.get<BrokerSettingsView>('/api/broker');
    for (const text of [JSON.stringify(view), settings.text]) {
      expect(text).not.toContain(trader.input.password);
      expect(text).not.toContain(trader.input.secret);
      expect(text).not.toContain('4242');
    }
    const row = (await connectionRow(world.db, userId))!;
    expect(row.credentials_key_id).toBe('k1');
    for (const secret of [trader.input.password, trader.input.secret]) {
      expect(row.credentials_sealed.includes(Buffer.from(secret))).toBe(false);
    }
    expect(await auditRows(world.db, userId)).toEqual([
      expect.objectContaining({
        action: 'connection_saved',
        trigger: 'member',
        broker: 'tradovate',
        account_name: trader.accounts[0]!.name,
      }),
    ]);
    const events = await liveEvents(world.redis, api.prefix, userId, 'broker');
    expect(events.at(-1)).toEqual(settings.body);
  });

  it('opens a row sealed under an older key after a rotation, and seals it again under the new key', async () => {
    const { userId, agent } = await connected();
    const rotated = await startWebhooksApi(
      brokerEnv(stub, { CREDENTIAL_KEYS: `${KEY_2},${KEY_1}` }),
    );
    try {
      const tested = await agent
        .clone({ baseUrl: rotated.url })
        .post<BrokerConnectionView>('/api/broker/connection/test');
      expect([tested.status, tested.body.status, tested.body.lastErrorCode]).toEqual([
        200,
        'connected',
        null,
      ]);
      expect((await connectionRow(world.db, userId))?.credentials_key_id).toBe('k2');
    } finally {
      await rotated.close();
    }
  });

  it('lets the member pick among several accounts (422 BROKER_ACCOUNT_NOT_FOUND for another one)', async () => {
    const { agent, trader, view } = await connected(['ACC-A', 'ACC-B']);
    expect([view.accountId, view.accountName, view.accounts.length]).toEqual([null, null, 2]);
    const blocked = await agent.request('PATCH', '/api/broker', { executionTarget: 'tradovate' });
    expect([blocked.status, blocked.body.error]).toEqual([409, 'BROKER_NOT_CONNECTED']);
    const unknown = await agent.request('PATCH', '/api/broker/connection', { accountId: 999_999 });
    expect([unknown.status, unknown.body.error]).toEqual([422, 'BROKER_ACCOUNT_NOT_FOUND']);
    const picked = await agent.request<BrokerConnectionView>('PATCH', '/api/broker/connection', {
      accountId: trader.accounts[1]!.id,
    });
    expect([picked.status, picked.body.accountId, picked.body.accountName]).toEqual([
      200,
      trader.accounts[1]!.id,
      'ACC-B',
    ]);
    const target = await agent.request<BrokerSettingsView>('PATCH', '/api/broker', {
      executionTarget: 'tradovate',
    });
    expect([target.status, target.body.executionTarget]).toEqual([200, 'tradovate']);
  });

  it('needs a connection with an account for target tradovate (409, localised); paper and none always', async () => {
    const { agent } = await world.member({ language: 'fr' });
    const refused = await agent.request('PATCH', '/api/broker', { executionTarget: 'tradovate' });
    expect([refused.status, refused.body.error]).toEqual([409, 'BROKER_NOT_CONNECTED']);
    expect(refused.body.message).toMatch(/^Connectez d’abord un compte Tradovate/);
    for (const executionTarget of ['none', 'paper'] as const) {
      const changed = await agent.request<BrokerSettingsView>('PATCH', '/api/broker', {
        executionTarget,
      });
      expect(changed.body).toEqual({ executionTarget, connection: null });
    }
    const invalid = await agent.request('PATCH', '/api/broker', { executionTarget: 'live' });
    expect([invalid.status, invalid.body.details]).toEqual([
      400,
      { executionTarget: 'invalid_choice' },
    ]);
  });

  it('tests the connection: a vanished account, then credentials changed at Tradovate', async () => {
    const { agent, userId, trader } = await connected();
    stub.state.accounts.delete(trader.accounts[0]!.id);
    const gone = await agent.post<BrokerConnectionView>('/api/broker/connection/test');
    expect(gone.status).toBe(200);
    expect(gone.body).toMatchObject({
      status: 'error',
      lastErrorCode: 'BROKER_ACCOUNT_NOT_FOUND',
      accountId: null,
      accounts: [],
    });
    stub.user(trader.name).password = 'changed at Tradovate';
    const refused = await agent.post<BrokerConnectionView>('/api/broker/connection/test');
    expect([refused.status, refused.body.status, refused.body.lastErrorCode]).toEqual([
      200,
      'error',
      'BROKER_AUTH_FAILED',
    ]);
    expect((await auditRows(world.db, userId)).map((row) => [row.action, row.code])).toEqual([
      ['connection_saved', null],
      ['connection_tested', 'BROKER_ACCOUNT_NOT_FOUND'],
      ['connection_tested', 'BROKER_AUTH_FAILED'],
    ]);
    const none = await (await world.member()).agent.post('/api/broker/connection/test');
    expect([none.status, none.body.error]).toEqual([404, 'NOT_FOUND']);
  });

  it('removes the connection: 204, the cached token forgotten, alerts back to paper', async () => {
    const { agent, userId } = await connected();
    await agent.request('PATCH', '/api/broker', { executionTarget: 'tradovate' });
    const { connection_id: connectionId } = (await connectionRow(world.db, userId))!;
    expect(await world.redis.exists(`tradovate:token:${connectionId}`)).toBe(1);
    const removed = await agent.request('DELETE', '/api/broker/connection');
    expect(removed.status).toBe(204);
    expect(await world.redis.exists(`tradovate:token:${connectionId}`)).toBe(0);
    expect(await connectionRow(world.db, userId)).toBeUndefined();
    expect((await agent.get<BrokerSettingsView>('/api/broker')).body).toEqual({
      executionTarget: 'paper',
      connection: null,
    });
    expect((await auditRows(world.db, userId)).map((row) => row.action)).toEqual([
      'connection_saved',
      'connection_removed',
    ]);
    expect((await agent.request('DELETE', '/api/broker/connection')).status).toBe(204);
  });

  it('limits checks at Tradovate per member: the 11th in 10 minutes is 429 TOO_MANY_REQUESTS', async () => {
    const { agent } = await world.member();
    const trader = stubMember(stub);
    const wrong = { ...trader.input, password: 'wrong' };
    for (let attempt = 0; attempt < 10; attempt += 1) {
      expect((await save(agent, wrong)).status).toBe(422);
    }
    const limited = await save(agent, trader.input);
    expect([limited.status, limited.body.error]).toEqual([429, 'TOO_MANY_REQUESTS']);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another member (from the same address) is not held back.
    const other = await world.member();
    expect((await save(other.agent.clone(), stubMember(stub).input)).status).toBe(200);
  });

  it('liquidates the Tradovate account on request and answers the audit entries it wrote', async () => {
    const { agent: lone } = await world.member();
    const refused = await lone.post('/api/broker/liquidate');
    expect([refused.status, refused.body.error]).toEqual([409, 'BROKER_NOT_CONNECTED']);
    const { agent, userId, trader } = await connected();
    const answer = await agent.post<BrokerAuditPage>('/api/broker/liquidate');
    expect(answer.status).toBe(200);
    expect(answer.body.nextCursor).toBeNull();
    expect(answer.body.items[0]).toMatchObject({
      action: 'position_liquidated',
      trigger: 'member',
      broker: 'tradovate',
      environment: 'demo',
      accountName: trader.accounts[0]!.name,
      deliveryId: null,
    });
    expect((await auditRows(world.db, userId)).map((row) => row.action)).toContain(
      'position_liquidated',
    );
  });

  it("records the kill switch's flatten as such, and refuses a trigger it does not know", async () => {
    const { agent } = await connected();
    const flattened = await agent.post<BrokerAuditPage>('/api/broker/liquidate', {
      trigger: 'kill_switch',
    });
    expect(flattened.status).toBe(200);
    expect(flattened.body.items[0]).toMatchObject({
      action: 'position_liquidated',
      trigger: 'kill_switch',
    });
    for (const trigger of ['alert', 'system', 'KILL_SWITCH', 7]) {
      const refused = await agent.post('/api/broker/liquidate', { trigger });
      expect([refused.status, refused.body.error]).toEqual([400, 'VALIDATION_FAILED']);
    }
    // A body-less request, as curl would send it, is the member's.
    const bare = await agent.request<BrokerAuditPage>('POST', '/api/broker/liquidate');
    expect(bare.status).toBe(200);
    expect(bare.body.items[0]?.trigger).toBe('member');
  });

  it('pages the audit newest first with an opaque cursor, and refuses one it did not write', async () => {
    const { agent } = await connected();
    await agent.post('/api/broker/connection/test');
    await agent.request('DELETE', '/api/broker/connection');
    const first = await agent.get<BrokerAuditPage>('/api/broker/audit?limit=2');
    expect(first.body.items.map((item) => item.action)).toEqual([
      'connection_removed',
      'connection_tested',
    ]);
    expect(first.body.nextCursor).toEqual(expect.any(String));
    const second = await agent.get<BrokerAuditPage>(
      `/api/broker/audit?limit=2&cursor=${first.body.nextCursor}`,
    );
    expect(second.body).toEqual({
      items: [expect.objectContaining({ action: 'connection_saved' })],
      nextCursor: null,
    });
    const bad = await agent.get('/api/broker/audit?cursor=bm90LWEtY3Vyc29y');
    expect([bad.status, bad.body.details]).toEqual([400, { cursor: 'invalid' }]);
    const tooMany = await agent.get('/api/broker/audit?limit=101');
    expect([tooMany.status, tooMany.body.details]).toEqual([400, { limit: 'invalid_format' }]);
  });

  it('erases a deleted account’s broker: connection, settings, audit and the cached token', async () => {
    const { agent, userId } = await connected();
    await agent.request('PATCH', '/api/broker', { executionTarget: 'tradovate' });
    const { connection_id: connectionId } = (await connectionRow(world.db, userId))!;
    const eraser = new BrokerMemberEraser(
      api.app.get(DatabaseService),
      api.app.get<typeof TRADOVATE_BROKER, TradovateBroker>(TRADOVATE_BROKER, { strict: false }),
    );
    expect(eraser.stage).toBe('inflow');
    await eraser.erase(userId);
    const left = await world.db.query<{ n: string }>(
      `select (select count(*) from broker_connections where member_id = $1)
            + (select count(*) from broker_settings where member_id = $1)
            + (select count(*) from broker_audit where member_id = $1) as n`,
      [userId],
    );
    expect(left.rows[0]?.n).toBe('0');
    expect(await world.redis.exists(`tradovate:token:${connectionId}`)).toBe(0);
    // Run again (the job retries every eraser): nothing left, no error.
    await eraser.erase(userId);
  });

  it('audits a flatten of the paper account, trigger member', async () => {
    const { agent, userId } = await world.member();
    expect((await agent.post('/api/paper/flatten', {})).status).toBe(200);
    expect(await auditRows(world.db, userId)).toEqual([
      expect.objectContaining({
        action: 'position_liquidated',
        broker: 'paper',
        trigger: 'member',
        delivery_id: null,
        contract: null,
        // Nothing was open.
        code: 'NO_POSITION',
      }),
    ]);
  });
});
