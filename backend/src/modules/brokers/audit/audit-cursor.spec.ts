import { decodeAuditCursor, encodeAuditCursor } from './audit-cursor';

describe('audit cursor', () => {
  it('round-trips the time and sequence', () => {
    const cursor = { at: new Date('2026-03-02T14:30:00.123Z'), seq: '12345' };
    expect(decodeAuditCursor(encodeAuditCursor(cursor))).toEqual(cursor);
  });

  it.each([
    'not base64!',
    Buffer.from('2026-03-02T14:30:00.123Z').toString('base64url'),
    Buffer.from('2026-02-30T14:30:00.123Z|1').toString('base64url'),
    Buffer.from('2026-03-02T14:30:00.123Z|-1').toString('base64url'),
  ])('refuses %s', (text) => {
    expect(decodeAuditCursor(text)).toBeUndefined();
  });
});
