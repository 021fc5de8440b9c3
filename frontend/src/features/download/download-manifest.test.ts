import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

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
    expect(validate({ symbol: 'MESZ6', action: 'buy', quantity: 1 })).toBe(true);
    expect(validate({ symbol: 'MESZ6', action: 'close' })).toBe(true);
    expect(validate({ symbol: 'MESZ6', action: 'buy' })).toBe(false);
    expect(validate({ symbol: 'MESZ6', action: 'buy', quantity: 1, orderType: 'limit' })).toBe(
      false,
    );
    expect(validate({ symbol: 'MESZ6', action: 'buy', quantity: 1, price: 5000 })).toBe(true);
    expect(
      validate({ symbol: 'MESZ6', action: 'buy', quantity: 1, orderType: 'market', price: 5000 }),
    ).toBe(false);
    expect(validate({ symbol: 'MESZ6', action: 'hold', quantity: 1 })).toBe(false);
    expect(validate({ symbol: 'MESZ6', action: 'buy', quantity: 1, stoploss: 1 })).toBe(false);
    expect(validate({ symbol: 'MESZ6', action: 'buy', quantity: 1, timeInForce: 'IOC' })).toBe(
      false,
    );
  });
});
