import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

import { PUBLISHED_ALERT_PAYLOAD_SCHEMA } from '@tickrelay/contracts/alert-payload/alert-payload.schema';
import { LOCALES } from '@tickrelay/contracts/locales';
import Ajv2020 from 'ajv/dist/2020';

import { downloadHref, downloads } from './download-manifest';

const publicDir = join(__dirname, '../../../public');
const read = (fileName: string) => readFileSync(join(publicDir, 'downloads', fileName), 'utf8');

interface PostmanItem {
  name: string;
  request: { body: { raw: string } };
}

describe('downloads manifest', () => {
  it.each(downloads.map((item) => [item.fileName, item] as const))(
    '%s exists with the size, date and texts the page shows',
    (fileName, item) => {
      expect(statSync(join(publicDir, 'downloads', fileName)).size).toBe(item.sizeBytes);
      expect(downloadHref(item)).toBe(`/downloads/${fileName}`);
      expect(item.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(item.version).toMatch(/^\d+\.\d+(\.\d+)?$/);
      expect(item.title.fr).not.toBe(item.title.en);
      expect(item.description.fr).not.toBe(item.description.en);
    },
  );

  it('offers a Pine Script template, a Postman collection and a guide in each language', () => {
    const kinds = downloads.map((item) => item.kind);
    expect(kinds).toEqual(expect.arrayContaining(['pine', 'postman', 'schema', 'guide']));
    expect(downloads.filter((item) => item.kind === 'guide').map((item) => item.language)).toEqual(
      expect.arrayContaining([...LOCALES]),
    );
  });

  it('ships the contracts’ payload schema (npx tsx contracts/scripts/write-alert-schema.ts)', () => {
    expect(JSON.parse(read('tickrelay-alert-payload.schema.json'))).toEqual(
      PUBLISHED_ALERT_PAYLOAD_SCHEMA,
    );
  });

  it('ships a schema that accepts every example request of the collection but the invalid one', () => {
    const ajv = new Ajv2020({ allErrors: true });
    const validate = ajv.compile(JSON.parse(read('tickrelay-alert-payload.schema.json')) as object);
    const collection = JSON.parse(read('tickrelay-webhook-payloads.postman_collection.json')) as {
      variable: { key: string; value: string }[];
      item: PostmanItem[];
    };
    expect(collection.variable[0]?.value).toMatch(/\/api\/hooks\/[^/]+$/);
    expect(collection.item.length).toBeGreaterThanOrEqual(10);
    for (const request of collection.item) {
      // Postman fills {{$isoTimestamp}} with the sending time, as TradingView fills {{timenow}}.
      const raw = request.request.body.raw.replaceAll(
        '{{$isoTimestamp}}',
        new Date().toISOString(),
      );
      const payload = JSON.parse(raw) as unknown;
      expect({ name: request.name, valid: validate(payload) }).toEqual({
        name: request.name,
        valid: !request.name.startsWith('Invalid'),
      });
    }
  });

  it('rejects what the payload format documents as invalid', () => {
    const ajv = new Ajv2020();
    const validate = ajv.compile(JSON.parse(read('tickrelay-alert-payload.schema.json')) as object);
    const buy = { ticker: 'MES1!', action: 'buy', quantity: 1, orderType: 'market' };
    expect(validate(buy)).toBe(true);
    expect(validate({ ticker: 'MES1!', action: 'buy', quantity: 1 })).toBe(true);
    expect(validate({ ticker: 'MES1!', action: 'exit' })).toBe(true);
    expect(validate({ ticker: 'MES1!', action: 'cancel' })).toBe(true);
    expect(validate({ ticker: 'MES1!', action: 'reverse', price: 6012.5 })).toBe(true);
    expect(validate({ ...buy, quantity: '2', price: '6012.25', positionSize: '-2' })).toBe(true);
    expect(validate({ ...buy, stopLoss: { ticks: 40 }, takeProfit: { points: 20.5 } })).toBe(true);
    expect(validate({ ...buy, stopLoss: { dollars: 250 }, takeProfit: { percent: 1 } })).toBe(true);
    expect(validate({ ...buy, ticker: 'CME_MINI:MESZ2026' })).toBe(true);
    expect(
      validate({ ...buy, sentiment: 'flat', id: 'Long 1', time: '2026-03-02T14:30:00Z' }),
    ).toBe(true);
    expect(validate({ ...buy, max_lag: 60 })).toBe(true);

    expect(validate({ ticker: 'MES1!', action: 'buy' })).toBe(false);
    expect(validate({ ...buy, symbol: 'MES1!' })).toBe(false);
    expect(validate({ ticker: 'MES1!', action: 'close' })).toBe(false);
    expect(validate({ ...buy, quantity: 0 })).toBe(false);
    expect(validate({ ...buy, quantity: '1001' })).toBe(false);
    expect(validate({ ...buy, orderType: 'limit' })).toBe(false);
    expect(validate({ ...buy, action: 'hold' })).toBe(false);
    expect(validate({ ...buy, stoploss: { ticks: 20 } })).toBe(false);
    expect(validate({ ...buy, stopLoss: { price: 5000 } })).toBe(false);
    expect(validate({ ...buy, stopLoss: { ticks: 20, points: 5 } })).toBe(false);
    expect(validate({ ...buy, stopLoss: 5000 })).toBe(false);
    expect(validate({ ...buy, takeProfit: { percent: 101 } })).toBe(false);
    expect(validate({ ...buy, sentiment: 'up' })).toBe(false);
    expect(validate({ ...buy, time: '02/03/2026 14:30' })).toBe(false);
    expect(validate({ ...buy, max_lag: 0 })).toBe(false);
    expect(validate({ ...buy, timeInForce: 'DAY' })).toBe(false);
    expect(validate({ ...buy, ticker: 'mes1!' })).toBe(false);
  });
});
