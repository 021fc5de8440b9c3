// The corpus of alert messages as members bring them (contracts/src/alert-payload/alert-corpus.ts:
// TickRelay's JSON, TradersPost, PickMyTrade, CrossTrade, TradingView's default sentence, Pine
// strings, hostile near-misses) sent to a member's real webhook URL over HTTP, executed by the
// compiled worker on a paper account reset before each one. Each must end as the corpus says:
// executed, or refused with its code and field; the delivery records the format and warnings; and
// the receiver's verdict is the reader's, the one the alert builder's paste panel shows.
import { ALERT_CORPUS } from '@tickrelay/contracts/alert-payload/alert-corpus';
import type { CorpusMessage } from '@tickrelay/contracts/alert-payload/alert-corpus-kit';
import { readAlertMessage } from '@tickrelay/contracts/alert-payload/alert-reader';
import type { AlertWarning } from '@tickrelay/contracts/alert-payload/alert-reader.types';
import type { DeliveryPage, DeliveryView } from '@tickrelay/contracts/webhooks/deliveries';
import type { ApiAgent } from '@tickrelay/testing/http/api-agent';

import { waitForDeliveries } from './deliveries-helpers';
import { startWorker, type WorkerProcess } from './support/worker-process';
import {
  sendAlert,
  startWebhooksApi,
  type WebhooksTestApi,
  WebhooksWorld,
} from './webhooks-helpers';

let api: WebhooksTestApi;
let world: WebhooksWorld;
let worker: WorkerProcess;
let member: { agent: ApiAgent; url: string };

/** Secrets of other products in the corpus: never in the stored body. */
const SECRETS = ['Ct8tPtD345345t3fty2EtYtCtVtVtUtL', 'xt-secret-1234'];

beforeAll(async () => {
  api = await startWebhooksApi({ WEBHOOK_RATE_LIMIT_PER_MINUTE: '10000' });
  world = new WebhooksWorld(api);
  const signedUp = await world.member();
  member = { agent: signedUp.agent, url: (await world.webhookOf(signedUp.agent)).url };
  worker = await startWorker({ QUEUE_PREFIX: api.prefix });
}, 90000);

afterAll(async () => {
  await worker?.kill();
  await world?.close();
  await api?.close();
});

interface Row {
  status: string;
  code: string | null;
  field: string | null;
  format: string | null;
  warnings: AlertWarning[] | null;
  raw_body: string;
}

async function deliver(message: CorpusMessage): Promise<Row & { id: string }> {
  const response = await sendAlert(member.url, message.text, { 'content-type': 'text/plain' });
  expect(response.status).toBe(202);
  const { id } = (await response.json()) as { id: string };
  await waitForDeliveries(world.db, [id]);
  const { rows } = await world.db.query<Row>(
    'select status, code, field, format, warnings, raw_body from deliveries where delivery_id = $1',
    [id],
  );
  return { ...rows[0]!, id };
}

const expected = (message: CorpusMessage) => {
  if (message.code !== null) {
    return { status: 'rejected', code: message.code, field: message.field ?? null };
  }
  const paper = message.paper ?? 'executed';
  if (paper === 'executed') return { status: 'executed', code: null };
  return { code: paper };
};

describe('the alert corpus through the receiver and the worker', () => {
  it.each(ALERT_CORPUS.map((message) => [message.name, message] as const))(
    '%s',
    async (_name, message) => {
      const reset = await member.agent.post('/api/paper/reset');
      expect(reset.status).toBe(200);
      const row = await deliver(message);
      expect(row).toMatchObject({ ...expected(message), format: message.format });
      for (const field of message.warns ?? []) {
        expect((row.warnings ?? []).map((warning) => warning.field)).toContain(field);
      }
      for (const secret of SECRETS) expect(row.raw_body).not.toContain(secret);
      // Builder and receiver agree: the reader the builder's paste panel runs says the same.
      const read = readAlertMessage(message.text);
      expect(read.format).toBe(row.format);
      expect(read.warnings).toEqual(row.warnings ?? []);
      if (read.ok) expect(row.code === null || row.code === expected(message).code).toBe(true);
      else
        expect({ code: read.code, field: read.field }).toEqual({
          code: row.code,
          field: row.field,
        });
    },
  );

  it('serves the format and warnings in the log, for one delivery and the page', async () => {
    const message = ALERT_CORPUS.find((entry) => entry.name === 'CT limit')!;
    const { id } = await deliver({ ...message, text: `${message.text}comment=api check;` });
    const one = await member.agent.get<DeliveryView>(`/api/webhook/deliveries/${id}`);
    expect(one.status).toBe(200);
    expect(one.body).toMatchObject({
      status: 'executed',
      format: 'crosstrade',
      warnings: [
        { field: '/key', code: 'ignored_field' },
        { field: '/account', code: 'ignored_field' },
        { field: '/comment', code: 'ignored_field' },
      ],
    });
    expect(one.body.rawBody).toContain('key=[redacted];');
    const page = await member.agent.get<DeliveryPage>('/api/webhook/deliveries');
    expect(page.body.items.find((item) => item.id === id)).toEqual(one.body);
  });
});
