import { BodyLimitTable, DEFAULT_BODY_LIMIT } from './body-limits';

describe('BodyLimitTable', () => {
  const table = new BodyLimitTable([
    { method: 'POST', path: '/api/telemetry/batch', limit: '256kb' },
    { method: 'PUT', path: '/api/files/:id/content', limit: '2mb' },
    { method: 'POST', path: '/api/tiny', limit: '1kb' },
  ]);

  it('uses the declared limit for a matching method and path', () => {
    expect(table.limitFor('POST', '/api/telemetry/batch')).toBe('256kb');
    expect(table.limitFor('post', '/api/telemetry/batch/?x=1')).toBe('256kb');
    expect(table.limitFor('PUT', '/api/files/abc-123/content')).toBe('2mb');
    expect(table.limitFor('POST', '/api/tiny')).toBe('1kb');
  });

  it('falls back to the 16kb default elsewhere', () => {
    expect(DEFAULT_BODY_LIMIT).toBe('16kb');
    expect(table.limitFor('PUT', '/api/telemetry/batch')).toBe('16kb');
    expect(table.limitFor('POST', '/api/telemetry/batch/extra')).toBe('16kb');
    expect(table.limitFor('PUT', '/api/files/a/b/content')).toBe('16kb');
    expect(table.limitFor('POST', '/api/telemetry-batch')).toBe('16kb');
  });

  it('treats path characters literally', () => {
    const dotted = new BodyLimitTable([{ method: 'POST', path: '/api/a.b', limit: '1mb' }]);
    expect(dotted.limitFor('POST', '/api/a.b')).toBe('1mb');
    expect(dotted.limitFor('POST', '/api/axb')).toBe('16kb');
  });

  it('lists each distinct limit once', () => {
    expect(table.limits().sort()).toEqual(['16kb', '1kb', '256kb', '2mb'].sort());
  });

  it('declares the contact route at 16kb', () => {
    expect(new BodyLimitTable().limitFor('POST', '/api/contact')).toBe('16kb');
  });

  it('gives the payment webhook its raw bytes, and no other route', () => {
    const declared = new BodyLimitTable();
    expect(declared.isRaw('POST', '/api/payments/webhook')).toBe(true);
    expect(declared.limitFor('POST', '/api/payments/webhook')).toBe('256kb');
    expect(declared.isRaw('POST', '/api/contact')).toBe(false);
    expect(declared.isRaw('GET', '/api/payments/webhook')).toBe(false);
  });
});
