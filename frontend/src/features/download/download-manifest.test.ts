import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

import Ajv2020 from 'ajv/dist/2020';

import { formatAlertMessage } from '@/features/alert-builder/alert-builder';
import { PRESET_IDS, presetForm } from '@/features/alert-builder/alert-builder-presets';

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
      expect.arrayContaining(['en', 'fr']),
    );
  });

  it('ships a schema that accepts every example request of the collection but the invalid one', () => {
    const ajv = new Ajv2020({ allErrors: true });
    const validate = ajv.compile(JSON.parse(read('tickrelay-alert-payload.schema.json')) as object);
    const collection = JSON.parse(read('tickrelay-webhook-payloads.postman_collection.json')) as {
      item: PostmanItem[];
    };
    expect(collection.item.length).toBeGreaterThanOrEqual(5);
    for (const request of collection.item) {
      const payload = JSON.parse(request.request.body.raw) as unknown;
      expect({ name: request.name, valid: validate(payload) }).toEqual({
        name: request.name,
        valid: !request.name.startsWith('Invalid'),
      });
    }
  });

  it('rejects what the payload format documents as invalid', () => {
    const ajv = new Ajv2020();
    const validate = ajv.compile(JSON.parse(read('tickrelay-alert-payload.schema.json')) as object);
    const buy = { symbol: 'MES1!', action: 'buy', quantity: 1, orderType: 'market' };
    expect(validate(buy)).toBe(true);
    expect(validate({ symbol: 'MES1!', action: 'close' })).toBe(true);
    expect(validate({ ...buy, quantity: '2', positionSize: '-2' })).toBe(true);
    expect(validate({ ...buy, stopLoss: { ticks: 40 }, takeProfit: { price: 6032.25 } })).toBe(
      true,
    );
    expect(validate({ ...buy, symbol: 'CME_MINI:MESZ2026' })).toBe(true);

    expect(validate({ symbol: 'MES1!', action: 'buy' })).toBe(false);
    expect(validate({ ...buy, quantity: 0 })).toBe(false);
    expect(validate({ ...buy, quantity: '1001' })).toBe(false);
    expect(validate({ ...buy, orderType: 'limit' })).toBe(false);
    expect(validate({ ...buy, price: 5000 })).toBe(false);
    expect(validate({ ...buy, action: 'hold' })).toBe(false);
    expect(validate({ ...buy, stoploss: { ticks: 20 } })).toBe(false);
    expect(validate({ ...buy, stopLoss: { ticks: 20, price: 5000 } })).toBe(false);
    expect(validate({ ...buy, stopLoss: 5000 })).toBe(false);
    expect(validate({ ...buy, timeInForce: 'DAY' })).toBe(false);
    expect(validate({ ...buy, symbol: 'mes1!' })).toBe(false);
  });

  it('accepts every message of the alert builder once TradingView fills its placeholders', () => {
    const ajv = new Ajv2020();
    const validate = ajv.compile(JSON.parse(read('tickrelay-alert-payload.schema.json')) as object);
    const filled: Record<string, string> = {
      '{{ticker}}': 'MNQ1!',
      '{{strategy.order.action}}': 'sell',
      '{{strategy.order.contracts}}': '2',
      '{{strategy.position_size}}': '-2',
      '{{close}}': '21450.25',
      '{{time}}': '2026-11-16T14:30:00Z',
      '{{interval}}': '5',
    };
    for (const id of PRESET_IDS) {
      const message = formatAlertMessage(presetForm(id)).replace(
        /\{\{[^}]+\}\}/g,
        (placeholder) => filled[placeholder] ?? placeholder,
      );
      const payload = JSON.parse(message) as unknown;
      expect({ id, valid: validate(payload), errors: validate.errors ?? null }).toEqual({
        id,
        valid: true,
        errors: null,
      });
    }
  });
});
