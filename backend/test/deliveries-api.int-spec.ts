// The deliveries log, the live stream and the paper account end to end: alerts sent to members'
// real webhook URLs (the receiver), executed by the compiled worker on the same queue prefix, read
// back through the api as each member (and never as another).
import { randomUUID } from 'node:crypto';

import type {
  DeliveryPage,
  DeliveryView,
  PaperAccountView,
  WebhookSummary,
} from '@tickrelay/contracts/webhooks/deliveries';
import type { ApiAgent } from '@tickrelay/testing/http/api-agent';

import {
  type OpenStream,
  openStream as openRawStream,
  waitForDeliveries,
} from './deliveries-helpers';
import { startWorker, type WorkerProcess } from './support/worker-process';
import {
  sendAlert,
  startWebhooksApi,
  type WebhooksTestApi,
  WebhooksWorld,
} from './webhooks-helpers';

/** Every stream a test opened, closed at the end whatever failed. */
const streams: OpenStream[] = [];
async function openStream(...args: Parameters<typeof openRawStream>): Promise<OpenStream> {
  const stream = await openRawStream(...args);
  streams.push(stream);
  return stream;
}

interface Who {
  agent: ApiAgent;
  userId: string;
  url: string;
}

let api: WebhooksTestApi;
let world: WebhooksWorld;
let worker: WorkerProcess;
let alice: Who;
let bob: Who;
let lapsed: Who;
let carol: Who;
let dave: Who;
let erin: Who;
let frank: Who;
let grace: Who;

async function who(entitled = true, language: 'en' | 'fr' = 'en'): Promise<Who> {
  const member = await world.member({ entitled: true, language });
  const { url } = await world.webhookOf(member.agent);
  if (!entitled) {
    await world.db.query(
      `update subscriptions set status = 'expired', current_period_end = now() - interval '1 day',
         ended_at = now() - interval '1 day' where user_id = $1`,
      [member.userId],
    );
  }
  return { ...member, url };
}

/** Sends a body to the member's URL and waits for its delivery row; returns the delivery id. */
async function deliver(
  member: Who,
  body: unknown,
  contentType = 'application/json',
): Promise<string> {
  const response = await sendAlert(
    member.url,
    typeof body === 'string' ? body : JSON.stringify(body),
    {
      'content-type': contentType,
    },
  );
  expect(response.status).toBe(202);
  const { id } = (await response.json()) as { id: string };
  await waitForDeliveries(world.db, [id]);
  return id;
}

/** A stored row written directly (for pages and CSV cases the receiver would refuse to make). */
async function plantDelivery(
  memberId: string,
  values: { receivedAt: Date; status?: string; ticker?: string; rawBody?: string; code?: string },
): Promise<string> {
  const id = randomUUID();
  await world.db.query(
    `insert into deliveries (delivery_id, received_at, member_id, webhook_id, source_address,
       content_type, status, code, field, action, ticker, quantity, alert_id, body_hash, claimed,
       ack_latency_ms, executed_latency_ms, raw_body, raw_body_truncated, broker_result, test)
     values ($1, $2, $3, 'planted', '192.0.2.1', 'text/plain', $4, $5, null, 'buy', $6, 1, null,
       '\\x00', false, 1.5, 9.25, $7, false, null, false)`,
    [
      id,
      values.receivedAt,
      memberId,
      values.status ?? 'rejected',
      values.code ?? (values.status === 'executed' ? null : 'ALERT_INVALID'),
      values.ticker ?? 'MES1!',
      values.rawBody ?? '{}',
    ],
  );
  return id;
}

beforeAll(async () => {
  api = await startWebhooksApi({ WEBHOOK_RATE_LIMIT_PER_MINUTE: '10000' });
  world = new WebhooksWorld(api);
  // Members first: the worker would take their confirmation mails off the queue.
  alice = await who();
  bob = await who();
  lapsed = await who(false, 'fr');
  [carol, dave, erin, frank, grace] = [
    await who(),
    await who(),
    await who(),
    await who(),
    await who(),
  ];
  worker = await startWorker({ QUEUE_PREFIX: api.prefix });
}, 90000);

afterAll(async () => {
  for (const stream of streams) stream.close();
  await worker?.kill();
  await world?.close();
  await api?.close();
});

describe('an alert through the member’s URL', () => {
  it('is executed on paper and logged with its latencies, the position visible', async () => {
    const id = await deliver(alice, {
      ticker: 'MNQ1!',
      action: 'buy',
      quantity: 1,
      price: 21000.25,
    });
    const one = await alice.agent.get<DeliveryView>(`/api/webhook/deliveries/${id}`);
    expect(one.status).toBe(200);
    expect(one.body).toMatchObject({
      id,
      status: 'executed',
      code: null,
      action: 'buy',
      ticker: 'MNQ1!',
      quantity: 1,
      contentType: 'application/json',
      test: false,
      brokerResult: { broker: 'paper', positionAfter: 1 },
    });
    expect(one.body.executedLatencyMs).toBeGreaterThan(0);
    // The receiver records the ack latency once the job is queued; the row has it, now or soon.
    const withAck = await waitForAck(alice.agent, id);
    expect(withAck.ackLatencyMs).toBeGreaterThan(0);
    expect(withAck.ackLatencyMs!).toBeLessThanOrEqual(withAck.executedLatencyMs! + 1000);

    const account = await alice.agent.get<PaperAccountView>('/api/paper/account');
    expect(account.status).toBe(200);
    expect(account.body.positions).toEqual([
      expect.objectContaining({ root: 'MNQ', quantity: 1, averagePrice: '21000.25' }),
    ]);
  });

  it('is rejected with its code when malformed, NUL-bearing or for a lapsed membership', async () => {
    const malformed = await deliver(alice, '{"ticker":"MES1!","action":', 'text/plain');
    const nul = await deliver(alice, '{"ticker":"MES1!\u0000","action":"exit"}', 'text/plain');
    const refused = await deliver(lapsed, {
      ticker: 'MES1!',
      action: 'buy',
      quantity: 1,
      price: 6000,
    });
    const views = await Promise.all(
      [
        [alice, malformed],
        [alice, nul],
        [lapsed, refused],
      ].map(
        async ([member, id]) =>
          (await (member as Who).agent.get<DeliveryView>(`/api/webhook/deliveries/${id as string}`))
            .body,
      ),
    );
    expect(views.map((view) => [view.status, view.code])).toEqual([
      ['rejected', 'ALERT_NOT_JSON'],
      ['rejected', 'ALERT_INVALID_TEXT'],
      ['rejected', 'SUBSCRIPTION_REQUIRED'],
    ]);
    expect(views[1]!.rawBody).toBe('{"ticker":"MES1!\ufffd","action":"exit"}');
    // The lapsed member still reads the log and the account, but cannot change the account.
    expect((await lapsed.agent.get('/api/webhook/deliveries')).status).toBe(200);
    expect((await lapsed.agent.get('/api/paper/account')).status).toBe(200);
    const flatten = await lapsed.agent.post('/api/paper/flatten', {});
    expect([flatten.status, flatten.body.error]).toEqual([403, 'SUBSCRIPTION_REQUIRED']);
    expect(flatten.body.message).toMatch(/abonnement/i);
    const reset = await lapsed.agent.post('/api/paper/reset');
    expect([reset.status, reset.body.error]).toEqual([403, 'SUBSCRIPTION_REQUIRED']);
  });
});

describe('the member’s settings and repeats', () => {
  it('logs alerts as paused while the kill switch is on, and a repeated id as a duplicate', async () => {
    const paused = await dave.agent.request('PATCH', '/api/webhook', { paused: true });
    expect(paused.status).toBe(200);
    const alert = { ticker: 'MES1!', action: 'buy', quantity: 1, price: 6000, id: 'kill-switch-1' };
    const held = await deliver(dave, alert);
    expect((await dave.agent.request('PATCH', '/api/webhook', { paused: false })).status).toBe(200);
    // The id was spent by the paused delivery: sent again, it is a duplicate, not an order.
    const again = await deliver(dave, alert);
    const fresh = await deliver(dave, { ...alert, id: 'kill-switch-2' });
    const views = await Promise.all(
      [held, again, fresh].map(
        async (id) => (await dave.agent.get<DeliveryView>(`/api/webhook/deliveries/${id}`)).body,
      ),
    );
    expect(views.map((view) => [view.status, view.code])).toEqual([
      ['paused', 'EXECUTION_PAUSED'],
      ['duplicate', 'ALERT_DUPLICATE'],
      ['executed', null],
    ]);
    const account = await dave.agent.get<PaperAccountView>('/api/paper/account');
    expect(account.body.positions.map((position) => position.quantity)).toEqual([1]);
    await dave.agent.post('/api/paper/reset');
  });
});

async function waitForAck(agent: ApiAgent, id: string): Promise<DeliveryView> {
  const deadline = Date.now() + 10000;
  for (;;) {
    const { body } = await agent.get<DeliveryView>(`/api/webhook/deliveries/${id}`);
    if (body.ackLatencyMs !== null || Date.now() > deadline) return body;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('the deliveries log', () => {
  const base = Date.parse('2026-01-05T10:00:00.000Z');
  const planted: string[] = [];

  beforeAll(async () => {
    // Seven deliveries a minute apart, newest last; two share an instant (the cursor's tie-break).
    for (let index = 0; index < 7; index++) {
      planted.push(
        await plantDelivery(carol.userId, {
          receivedAt: new Date(base + Math.min(index, 5) * 60_000),
          status: index % 2 === 0 ? 'executed' : 'rejected',
          ticker: index < 4 ? 'MES1!' : 'CME_MINI:MNQ1!',
        }),
      );
    }
  });

  it('pages newest first with an opaque cursor, without gaps or repeats', async () => {
    const seen: DeliveryView[] = [];
    let cursor: string | null = null;
    do {
      const query: string = cursor ? `?limit=3&cursor=${cursor}` : '?limit=3';
      const page = await carol.agent.get<DeliveryPage>(`/api/webhook/deliveries${query}`);
      expect(page.status).toBe(200);
      expect(page.body.items.length).toBeLessThanOrEqual(3);
      seen.push(...page.body.items);
      cursor = page.body.nextCursor;
    } while (cursor);
    expect(seen).toHaveLength(7);
    expect(new Set(seen.map((view) => view.id)).size).toBe(7);
    const order = seen.map((view) => [view.receivedAt, view.id]);
    const sorted = [...order].sort((a, b) =>
      a[0] === b[0] ? (a[1]! < b[1]! ? 1 : -1) : a[0]! < b[0]! ? 1 : -1,
    );
    expect(order).toEqual(sorted);
  });

  it('filters by status, ticker prefix and dates', async () => {
    const list = async (query: string) =>
      (await carol.agent.get<DeliveryPage>(`/api/webhook/deliveries?${query}`)).body.items;
    expect((await list('status=executed')).every((view) => view.status === 'executed')).toBe(true);
    expect(await list('status=executed')).toHaveLength(4);
    expect(await list('ticker=mes')).toHaveLength(4);
    expect(await list('ticker=CME_MINI:')).toHaveLength(3);
    // LIKE's wildcards are literal.
    expect(await list('ticker=M_S')).toHaveLength(0);
    const from = new Date(base + 60_000).toISOString();
    const to = new Date(base + 3 * 60_000).toISOString();
    expect(await list(`from=${from}&to=${to}`)).toHaveLength(2);
    expect(await list('status=received')).toHaveLength(0);
  });

  it.each([
    ['status=lost', 'status', 'invalid_choice'],
    ['limit=0', 'limit', 'invalid_format'],
    ['limit=101', 'limit', 'invalid_format'],
    ['from=yesterday', 'from', 'invalid'],
    ['from=2026-01-02T00:00:00Z&to=2026-01-01T00:00:00Z', 'to', 'too_small'],
    ['cursor=bm90LWEtY3Vyc29y', 'cursor', 'invalid'],
    ['ticker=%25%25', 'ticker', 'invalid_format'],
    ['sort=asc', 'sort', 'unknown_field'],
  ])(
    'answers 400 VALIDATION_FAILED in the member’s language for %s',
    async (query, field, code) => {
      const english = await carol.agent.get(`/api/webhook/deliveries?${query}`);
      expect([english.status, english.body.error]).toEqual([400, 'VALIDATION_FAILED']);
      expect(english.body.details).toMatchObject({ [field]: code });
      const french = await carol.agent.get(`/api/webhook/deliveries?${query}&lang=fr`);
      expect(french.status).toBe(400);
      expect(french.body.message).not.toBe(english.body.message);
    },
  );

  it('exports CSV with the same filters, quoted and safe from formulas', async () => {
    const planted = await plantDelivery(carol.userId, {
      receivedAt: new Date(base + 10 * 60_000),
      rawBody: '=HYPERLINK("http://evil.example","click"),\n"quoted"',
      ticker: '@SUM',
    });
    // Its relays as the relays queue leaves them: one sent, one that gave up.
    for (const [label, kind, status, attempts, code, httpStatus] of [
      ['Trading room', 'discord', 'sent', 1, null, 204],
      ['Ops desk', 'https', 'failed', 5, 'DESTINATION_TIMEOUT', null],
    ] as const) {
      await world.db.query(
        `insert into delivery_relays (delivery_id, received_at, destination_id, member_id, kind,
           label, status, attempts, code, http_status, updated_at)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, now())`,
        [
          planted,
          new Date(base + 10 * 60_000),
          randomUUID(),
          carol.userId,
          kind,
          label,
          status,
          attempts,
          code,
          httpStatus,
        ],
      );
    }
    const at = new Date(base + 10 * 60_000).toISOString();
    const csv = await carol.agent.get(`/api/webhook/deliveries.csv?from=${at}`);
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(csv.headers.get('content-disposition')).toMatch(
      /^attachment; filename="tickrelay-deliveries-/,
    );
    const lines = csv.text.split('\r\n');
    expect(lines[0]).toMatch(/^received_at,id,status,code,/);
    expect(lines[0]).toMatch(/,position_after,relays,raw_body$/);
    expect(csv.text).toContain(
      ',"Trading room (discord): sent HTTP 204 | Ops desk (https): failed DESTINATION_TIMEOUT; 5 attempts",',
    );
    expect(csv.text).toContain(`"'=HYPERLINK(""http://evil.example"",""click""),\n""quoted"""`);
    expect(csv.text).toContain(",'@SUM,");
    expect(lines.filter((line) => /^\d{4}-/.test(line))).toHaveLength(1);
    const all = await carol.agent.get('/api/webhook/deliveries.csv');
    expect(all.text.match(/^\d{4}-\d{2}-\d{2}T/gm)).toHaveLength(8);
    const bad = await carol.agent.get('/api/webhook/deliveries.csv?status=nope');
    expect([bad.status, bad.body.error]).toEqual([400, 'VALIDATION_FAILED']);
  });

  it('never shows one member’s deliveries to another', async () => {
    const [theirs] = planted;
    const stranger = await bob.agent.get(`/api/webhook/deliveries/${theirs}`);
    expect([stranger.status, stranger.body.error]).toEqual([404, 'NOT_FOUND']);
    expect((await bob.agent.get(`/api/webhook/deliveries/not-a-uuid`)).status).toBe(404);
    const page = await bob.agent.get<DeliveryPage>('/api/webhook/deliveries?limit=100');
    expect(page.body.items.some((view) => planted.includes(view.id))).toBe(false);
    const csv = await bob.agent.get('/api/webhook/deliveries.csv');
    for (const id of planted) expect(csv.text).not.toContain(id);
    // A visitor gets nothing at all.
    const visitor = await world.agent().get('/api/webhook/deliveries');
    expect([visitor.status, visitor.body.error]).toEqual([401, 'UNAUTHORIZED']);
  });

  it('sums up the dashboard’s figures', async () => {
    const executed = await deliver(grace, {
      ticker: 'MES1!',
      action: 'buy',
      quantity: 1,
      price: 6000,
    });
    await deliver(grace, 'not json', 'text/plain');
    const summary = await grace.agent.get<WebhookSummary>('/api/webhook/summary');
    expect(summary.status).toBe(200);
    expect(summary.body).toMatchObject({ alertsToday: 2, successRate24h: 0.5, paused: false });
    expect(summary.body.latest).toHaveLength(2);
    expect(summary.body.latest[1]!.id).toBe(executed);
    expect(summary.body.lastDelivery?.id).toBe(summary.body.latest[0]!.id);
  });
});

describe('the member’s live stream', () => {
  it('delivers a new delivery and the paper account, and resumes with Last-Event-ID', async () => {
    const stream = await openStream(`${api.url}/api/webhook/events`, alice.agent);
    const strangers = await openStream(`${api.url}/api/webhook/events`, bob.agent);
    expect(stream.status).toBe(200);
    expect(stream.contentType).toBe('text/event-stream; charset=utf-8');

    const first = await deliver(alice, {
      ticker: 'MES1!',
      action: 'buy',
      quantity: 1,
      price: 6001,
    });
    const event = await stream.next(
      (item) => item.type === 'delivery' && (item.data as DeliveryView).id === first,
    );
    expect(event.id).toMatch(/^\d+-\d+$/);
    expect(event.data).toMatchObject({ status: 'executed', ticker: 'MES1!' });
    await stream.next((item) => item.type === 'paper');
    stream.close();

    // While disconnected: two more alerts.
    const missed = [
      await deliver(alice, { ticker: 'MES1!', action: 'sell', quantity: 1, price: 6002 }),
      await deliver(alice, 'garbage', 'text/plain'),
    ];
    const resumed = await openStream(`${api.url}/api/webhook/events`, alice.agent, {
      'last-event-id': event.id!,
    });
    for (const id of missed) {
      await resumed.next(
        (item) => item.type === 'delivery' && (item.data as DeliveryView).id === id,
      );
    }
    // Nothing at or before the resumed id comes again.
    expect(
      resumed.events.some(
        (item) => item.type === 'delivery' && (item.data as DeliveryView).id === first,
      ),
    ).toBe(false);
    const ids = resumed.events.map((item) => item.id!);
    expect(new Set(ids).size).toBe(ids.length);
    resumed.close();

    // Bob heard nothing of Alice's.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(strangers.events).toEqual([]);
    strangers.close();
  });

  it('sends a heartbeat comment every 15 s on a quiet stream', async () => {
    const quiet = await openStream(`${api.url}/api/webhook/events`, erin.agent);
    await new Promise((resolve) => setTimeout(resolve, 15_500));
    expect(quiet.comments).toContain(': heartbeat');
    quiet.close();
  }, 30000);

  it('turns visitors away and caps the streams one member holds', async () => {
    const visitor = await openStream(`${api.url}/api/webhook/events`, {
      cookies: new Map(),
      address: '192.0.2.50',
    });
    expect(visitor.status).toBe(401);
    const open = [];
    for (let index = 0; index < 5; index++) {
      const stream = await openStream(`${api.url}/api/webhook/events`, erin.agent);
      expect(stream.status).toBe(200);
      open.push(stream);
    }
    const sixth = await openStream(`${api.url}/api/webhook/events`, erin.agent);
    expect(sixth.status).toBe(429);
    open.pop()!.close();
    await new Promise((resolve) => setTimeout(resolve, 200));
    const again = await openStream(`${api.url}/api/webhook/events`, erin.agent);
    expect(again.status).toBe(200);
    for (const stream of [...open, again]) stream.close();
  });
});

describe('the paper account', () => {
  it('flattens one contract or all, and resets, each published live', async () => {
    await deliver(frank, { ticker: 'MES1!', action: 'buy', quantity: 2, price: 6000 });
    await deliver(frank, { ticker: 'MNQ1!', action: 'sell', quantity: 1, price: 21000 });
    const stream = await openStream(`${api.url}/api/webhook/events`, frank.agent);

    const one = await frank.agent.post<PaperAccountView>('/api/paper/flatten', {
      contract: 'MES1!',
    });
    expect(one.status).toBe(200);
    expect(one.body.positions.map((position) => position.root)).toEqual(['MNQ']);
    await stream.next(
      (item) => item.type === 'paper' && (item.data as PaperAccountView).positions.length === 1,
    );

    const bad = await frank.agent.post('/api/paper/flatten', { contract: 'ZZZ1!' });
    expect([bad.status, bad.body.error, bad.body.details]).toEqual([
      400,
      'VALIDATION_FAILED',
      { contract: 'invalid_choice' },
    ]);
    const all = await frank.agent.post<PaperAccountView>('/api/paper/flatten', {});
    expect(all.body.positions).toEqual([]);

    const reset = await frank.agent.post<PaperAccountView>('/api/paper/reset');
    expect(reset.status).toBe(200);
    expect(reset.body).toMatchObject({ realizedPnl: '0.00', positions: [], workingOrders: [] });
    expect(reset.body.equity).toBe(reset.body.startingBalance);
    stream.close();
  });
});
