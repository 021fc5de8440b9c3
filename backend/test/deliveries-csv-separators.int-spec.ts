// The deliveries CSV opened as a spreadsheet would open it, with `,` (English Excel) and with `;`
// (French Excel): whatever strangers sent to a member's URL and whatever the member named their
// destinations, no cell of either reading starts a formula. Rows are planted the way the receiver
// and the relays queue leave them, with text the receiver would not refuse.
import { randomUUID } from 'node:crypto';

import { readSpreadsheetCsv, startsFormula } from '@tickrelay/testing/csv/spreadsheet-csv';

import { startWebhooksApi, type WebhooksTestApi, WebhooksWorld } from './webhooks-helpers';

let api: WebhooksTestApi;
let world: WebhooksWorld;

const HOSTILE_BODIES = [
  'buy;=HYPERLINK("http://evil.example","click")',
  "note; +cmd|' /C calc'!A0",
  'a;"=1+2";@SUM(A1)',
  "first line\n-2+3+cmd|' /C calc'!A0",
  'first line\r\n=1+2,"quoted"; x',
  '=plain formula;\t=hidden',
];

beforeAll(async () => {
  api = await startWebhooksApi();
  world = new WebhooksWorld(api);
}, 60000);

afterAll(async () => {
  await world?.close();
  await api?.close();
});

it('has no cell that starts a formula, read with `,` or with `;` as separator', async () => {
  const member = await world.member();
  const receivedAt = new Date(Date.now() - 60_000);
  for (const [index, rawBody] of HOSTILE_BODIES.entries()) {
    const deliveryId = randomUUID();
    const at = new Date(receivedAt.getTime() + index);
    await world.db.query(
      `insert into deliveries (delivery_id, received_at, member_id, webhook_id, source_address,
         content_type, status, code, field, action, ticker, quantity, alert_id, body_hash, claimed,
         ack_latency_ms, executed_latency_ms, raw_body, raw_body_truncated, broker_result, test)
       values ($1, $2, $3, 'planted', '192.0.2.1', 'text/plain', 'rejected', 'ALERT_INVALID',
         null, 'buy', $4, 1, $5, '\\x00', false, 1.5, 9.25, $6, false, null, false)`,
      [deliveryId, at, member.userId, `MES;=1+${index}`, `id;@${index}`, rawBody],
    );
    await world.db.query(
      `insert into delivery_relays (delivery_id, received_at, destination_id, member_id, kind,
         label, status, attempts, code, http_status, updated_at)
       values ($1, $2, $3, $4, 'https', $5, 'failed', 5, 'DESTINATION_TIMEOUT', null, now())`,
      [deliveryId, at, randomUUID(), member.userId, `Desk;=cmd ${index}`],
    );
  }

  const csv = await member.agent.get('/api/webhook/deliveries.csv');
  expect(csv.status).toBe(200);
  for (const separator of [',', ';'] as const) {
    const cells = readSpreadsheetCsv(csv.text, separator).flat();
    expect(cells.filter(startsFormula)).toEqual([]);
  }
  // Read with `,`, the file keeps its columns: one row per delivery, the text as it was sent
  // (but the guards), so the guard costs nothing else.
  const rows = readSpreadsheetCsv(csv.text, ',');
  expect(rows).toHaveLength(HOSTILE_BODIES.length + 1);
  const rawBodies = rows.slice(1).map((row) => row[row.length - 1]);
  expect(rawBodies).toContain(`buy;'=HYPERLINK("http://evil.example","click")`);
  expect(rawBodies).toContain("'=plain formula;'\t=hidden");
  expect(rows.slice(1).every((row) => row.length === rows[0]?.length)).toBe(true);
});
