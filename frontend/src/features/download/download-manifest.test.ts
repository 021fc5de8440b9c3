import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { PUBLISHED_ALERT_PAYLOAD_SCHEMA } from '@tickrelay/contracts/alert-payload/alert-payload.schema';
import { MEMBER_DOWNLOAD_FILES } from '@tickrelay/contracts/endpoints/downloads.endpoints';
import { LOCALES } from '@tickrelay/contracts/locales';
import Ajv2020 from 'ajv/dist/2020';

import { entries as codeEntries } from '@/generated/content/code';

import { changelogs } from './download-changelog';
import { downloadHref, downloads, type DownloadItem } from './download-manifest';

const publicDir = join(__dirname, '../../../public');
/** Member-only files: outside the web root, served by the api through signed links. */
const memberDir = join(__dirname, '../../../../backend/assets/downloads');
const fileOf = (item: DownloadItem) =>
  readFileSync(
    join(item.access === 'members' ? memberDir : join(publicDir, 'downloads'), item.fileName),
  );
const read = (fileName: string) => readFileSync(join(publicDir, 'downloads', fileName), 'utf8');

interface PostmanItem {
  name: string;
  request: { body: { raw: string } };
}

describe('downloads manifest', () => {
  it.each(downloads.map((item) => [item.fileName, item] as const))(
    '%s exists with the size and SHA-256 the page shows (fails when the manifest is stale)',
    (_fileName, item) => {
      const bytes = fileOf(item);
      expect({ size: item.sizeBytes, sha256: item.sha256 }).toEqual({
        size: bytes.length,
        sha256: createHash('sha256').update(bytes).digest('hex'),
      });
      expect(item.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(item.version).toMatch(/^\d+\.\d+(\.\d+)?$/);
      expect(item.title.fr).not.toBe(item.title.en);
      expect(item.description.fr).not.toBe(item.description.en);
    },
  );

  it('has a changelog for every item, in both languages, newest first at the listed version', () => {
    for (const item of downloads) {
      const log = changelogs[item.id] ?? [];
      expect([item.id, log[0]?.version, log[0]?.date]).toEqual([item.id, item.version, item.date]);
      const dates = log.map((entry) => entry.date);
      expect(dates).toEqual([...dates].sort().reverse());
      for (const change of log.flatMap((entry) => entry.changes)) {
        expect(change.en).not.toBe('');
        expect(change.fr).not.toBe(change.en);
      }
    }
  });

  it('serves public files from the web root and member files only through the api', () => {
    for (const item of downloads.filter((entry) => entry.access === 'public'))
      expect(downloadHref(item)).toBe(`/downloads/${item.fileName}`);
    const members = downloads.filter((item) => item.access === 'members');
    expect(members.map(({ id, fileName }) => ({ id, fileName }))).toEqual(
      MEMBER_DOWNLOAD_FILES.map(({ id, fileName }) => ({ id, fileName })),
    );
    for (const item of members)
      expect(() => readFileSync(join(publicDir, 'downloads', item.fileName))).toThrow();
  });

  it('holds, for every code page with a download, the same file', () => {
    const linked = codeEntries.filter((entry) => entry.meta.download);
    expect(linked.length).toBeGreaterThan(0);
    for (const { meta } of linked) {
      const item = downloads.find((entry) => entry.id === meta.download)!;
      expect([meta.id, item.fileName, item.codeId]).toEqual([meta.id, meta.fileName, meta.id]);
      expect(fileOf(item).toString('utf8')).toBe(meta.code);
    }
  });

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
