// The alert builder's saved templates through the real api (Postgres, Redis): every answer and
// error path in English and French (400 unknown field, bad name, a message the webhook would
// refuse with its field; 401; 403 without a membership; 404 for another member's; 409 for a
// duplicate name and past the limit; 429 past the write limit), and account deletion erasing
// them through the worker's member-erasure job (worker host in process).
import { randomUUID } from 'node:crypto';

import { type INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import {
  formatAlert,
  SAMPLE_ALERT,
} from '@tickrelay/contracts/alert-payload/alert-payload.samples';
import {
  ALERT_TEMPLATE_LIMITS,
  type AlertTemplateView,
} from '@tickrelay/contracts/alert-templates/alert-templates';
import type { AlertTemplateList } from '@tickrelay/contracts/endpoints/alert-templates.endpoints';
import { PASSWORD } from '@tickrelay/testing/accounts/member.fixture';
import type { ApiAgent } from '@tickrelay/testing/http/api-agent';
import { sparePort, waitFor } from '@tickrelay/testing/processes/process.helpers';

import enErrors from '../src/i18n/en/alert-templates.json';
import frErrors from '../src/i18n/fr/alert-templates.json';
import { ALERT_TEMPLATE_WRITES } from '../src/modules/alert-templates/alert-templates-rate-limits';
import { WorkerModule } from '../src/worker/worker.module';
import { startWebhooksApi, type WebhooksTestApi, WebhooksWorld } from './webhooks-helpers';

const MESSAGE = formatAlert(SAMPLE_ALERT);
const EXIT = '{"ticker":"MES1!","action":"exit"}';

let api: WebhooksTestApi;
let world: WebhooksWorld;
let worker: INestApplicationContext;
let ada: ApiAgent;
let bea: ApiAgent;
let lapsed: ApiAgent;
let busy: ApiAgent;
let full: { agent: ApiAgent; userId: string };
let doomed: { agent: ApiAgent; userId: string };

beforeAll(async () => {
  api = await startWebhooksApi({
    WORKER_PORT: String(await sparePort()),
    RATE_LIMIT_DEFAULT_PER_MINUTE: '100000',
  });
  world = new WebhooksWorld(api);
  // Every member is signed up before the worker starts: it would send the confirmation mails
  // and take the links the sign-up reads from the mail jobs.
  ada = (await world.member()).agent;
  bea = (await world.member({ language: 'fr' })).agent;
  lapsed = (await world.member({ entitled: false })).agent;
  full = await world.member({ language: 'fr' });
  busy = (await world.member()).agent;
  doomed = await world.member();
  // The worker host, in process: its member-erasure job runs every eraser it discovers.
  worker = await NestFactory.createApplicationContext(WorkerModule.forRoot(api.config), {
    logger: false,
    abortOnError: false,
  });
  await worker.init();
}, 120_000);

afterAll(async () => {
  await worker?.close();
  await world?.close();
  await api?.close();
});

async function list(agent: ApiAgent): Promise<AlertTemplateView[]> {
  const response = await agent.get<AlertTemplateList>('/api/alert-templates');
  expect(response.status).toBe(200);
  expect(response.headers.get('cache-control')).toBe('no-store');
  return response.body.items;
}

async function create(agent: ApiAgent, name: string, message = MESSAGE) {
  return agent.post<AlertTemplateView & { details?: Record<string, string> }>(
    '/api/alert-templates',
    { name, message },
  );
}

async function clear(agent: ApiAgent): Promise<void> {
  for (const item of await list(agent)) {
    expect((await agent.request('DELETE', `/api/alert-templates/${item.id}`)).status).toBe(204);
  }
}

describe('alert templates API', () => {
  afterEach(async () => {
    await clear(ada);
    await clear(bea);
  });

  it('creates, lists by name, renames, replaces the message and deletes', async () => {
    expect(await list(ada)).toEqual([]);
    const created = await create(ada, '  Strategy, all sides  ');
    expect(created.status).toBe(201);
    expect(created.body).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/) as unknown,
      name: 'Strategy, all sides',
      message: MESSAGE,
      createdAt: expect.any(String) as unknown,
      updatedAt: expect.any(String) as unknown,
    });
    expect((await create(ada, 'another exit', EXIT)).status).toBe(201);
    expect((await list(ada)).map((item) => item.name)).toEqual([
      'another exit',
      'Strategy, all sides',
    ]);

    const renamed = await ada.request<AlertTemplateView>(
      'PATCH',
      `/api/alert-templates/${created.body.id}`,
      { name: 'Renamed', message: EXIT },
    );
    expect(renamed.status).toBe(200);
    expect(renamed.body).toMatchObject({ id: created.body.id, name: 'Renamed', message: EXIT });

    expect((await ada.request('DELETE', `/api/alert-templates/${created.body.id}`)).status).toBe(
      204,
    );
    expect((await list(ada)).map((item) => item.name)).toEqual(['another exit']);
  });

  it('400: an unknown field, a bad name', async () => {
    const unknown = await ada.post('/api/alert-templates', {
      name: 'x',
      message: EXIT,
      shared: true,
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body).toMatchObject({
      error: 'VALIDATION_FAILED',
      details: { shared: 'unknown_field' },
    });
    for (const [name, code] of [
      ['   ', 'too_short'],
      ['n'.repeat(81), 'too_long'],
      [42, 'invalid_type'],
    ] as const) {
      const response = await ada.post('/api/alert-templates', { name, message: EXIT });
      expect([name, response.status, response.body.details]).toEqual([name, 400, { name: code }]);
    }
    const patch = await ada.request('PATCH', `/api/alert-templates/${randomUUID()}`, {
      colour: 'red',
    });
    expect(patch.body).toMatchObject({ details: { colour: 'unknown_field' } });
  });

  it('400: a message the webhook would refuse names its field, in English and French', async () => {
    const message = JSON.stringify({ ticker: 'MES1!', action: 'buy', takeProfit: { ticks: 0 } });
    const en = await create(ada, 'bad', message);
    expect(en.status).toBe(400);
    expect(en.body).toMatchObject({
      error: 'VALIDATION_FAILED',
      message: enErrors.messageInvalid,
      details: { 'message.quantity': 'required', 'message.takeProfit.ticks': 'too_small' },
    });
    const fr = await create(
      bea,
      'mauvais',
      '{"ticker": "MES1!", "action": "buy", "quantity": 1, "price": {{close}}}',
    );
    expect(fr.status).toBe(400);
    expect(fr.body).toMatchObject({
      message: frErrors.messageInvalid,
      details: { 'message.price': 'invalid_format' },
    });
    expect((await create(ada, 'not json', 'hello')).body).toMatchObject({
      details: { message: 'invalid_format' },
    });
    // Over the receiver's limit in bytes though not in characters (é is two bytes in UTF-8):
    // the byte check answers before the schema's comment length.
    const over = JSON.stringify({ ticker: 'MES1!', action: 'exit', comment: 'é'.repeat(8200) });
    expect(over.length).toBeLessThan(ALERT_TEMPLATE_LIMITS.messageMaxBytes);
    const tooBig = await create(ada, 'big', over);
    expect(tooBig.status).toBe(400);
    expect(tooBig.body).toMatchObject({ details: { message: 'too_long' } });
    expect(await list(ada)).toEqual([]);
  });

  it('401 for a visitor, 403 without a membership', async () => {
    const visitor = world.agent();
    expect((await visitor.get('/api/alert-templates')).body).toMatchObject({
      statusCode: 401,
      error: 'UNAUTHORIZED',
    });
    expect((await visitor.post('/api/alert-templates', { name: 'x', message: EXIT })).status).toBe(
      401,
    );
    for (const response of [
      await lapsed.get('/api/alert-templates'),
      await lapsed.post('/api/alert-templates', { name: 'x', message: EXIT }),
      await lapsed.request('DELETE', `/api/alert-templates/${randomUUID()}`),
    ]) {
      expect(response.body).toMatchObject({ statusCode: 403, error: 'SUBSCRIPTION_REQUIRED' });
    }
  });

  it('404 for another member’s template, an unknown id or not an id, in French too', async () => {
    const mine = await create(ada, 'Mine');
    for (const id of [mine.body.id, randomUUID(), 'not-an-id']) {
      const patch = await bea.request('PATCH', `/api/alert-templates/${id}`, { name: 'Taken' });
      expect([id, patch.status, patch.body.error]).toEqual([id, 404, 'NOT_FOUND']);
      expect(patch.body.message).toBe(frErrors.notFound);
      expect((await bea.request('DELETE', `/api/alert-templates/${id}`)).status).toBe(404);
    }
    expect((await list(ada)).map((item) => item.name)).toEqual(['Mine']);
    const enNotFound = await ada.request('DELETE', `/api/alert-templates/${randomUUID()}`);
    expect(enNotFound.body).toMatchObject({ error: 'NOT_FOUND', message: enErrors.notFound });
  });

  it('409 for a name the member already uses, whatever its case; another member may use it', async () => {
    expect((await create(ada, 'Breakout')).status).toBe(201);
    const again = await create(ada, 'BREAKOUT ');
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({
      error: 'CONFLICT',
      message: enErrors.nameTaken,
      details: { name: 'duplicate' },
    });
    expect((await create(bea, 'breakout')).status).toBe(201);
    const other = await create(ada, 'Other', EXIT);
    const rename = await ada.request('PATCH', `/api/alert-templates/${other.body.id}`, {
      name: 'breakout',
    });
    expect(rename.status).toBe(409);
    expect(rename.body).toMatchObject({ details: { name: 'duplicate' } });
  });

  it('409 once the member keeps the most templates', async () => {
    const { agent, userId } = full;
    for (let index = 1; index < ALERT_TEMPLATE_LIMITS.perMember; index += 1) {
      await world.db.query(
        `insert into alert_templates (id, member_id, name, message) values ($1, $2, $3, $4)`,
        [randomUUID(), userId, `t${index}`, EXIT],
      );
    }
    expect((await create(agent, 'last one')).status).toBe(201);
    const over = await create(agent, 'one too many');
    expect(over.status).toBe(409);
    expect(over.body).toMatchObject({
      error: 'CONFLICT',
      message: frErrors.limitReached,
      details: { _body: 'too_many' },
    });
    expect(await list(agent)).toHaveLength(ALERT_TEMPLATE_LIMITS.perMember);
  });

  it('429 with Retry-After past the member’s write limit', async () => {
    const agent = busy;
    const id = randomUUID();
    for (let index = 0; index < ALERT_TEMPLATE_WRITES.limit; index += 1) {
      expect((await agent.request('DELETE', `/api/alert-templates/${id}`)).status).toBe(404);
    }
    const limited = await agent.request('DELETE', `/api/alert-templates/${id}`);
    expect(limited.status).toBe(429);
    expect(limited.body).toMatchObject({ error: 'TOO_MANY_REQUESTS' });
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    // Reads are not counted against it.
    expect((await agent.get('/api/alert-templates')).status).toBe(200);
  });
});

describe('account deletion', () => {
  it('erases the member’s templates, and only theirs', async () => {
    const { agent, userId } = doomed;
    expect((await create(agent, 'Doomed')).status).toBe(201);
    expect((await create(ada, 'Kept')).status).toBe(201);
    const deleted = await agent.request('DELETE', '/api/account', { password: PASSWORD });
    expect(deleted.status).toBe(204);
    const rowsOf = async (memberId: string) =>
      (await world.db.query('select 1 from alert_templates where member_id = $1', [memberId]))
        .rowCount;
    await waitFor(async () => ((await rowsOf(userId)) === 0 ? true : undefined), 30_000, 'erased');
    expect((await list(ada)).map((item) => item.name)).toEqual(['Kept']);
    await clear(ada);
  });
});
