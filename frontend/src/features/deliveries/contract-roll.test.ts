import { contractRollNotice, ROLL_NOTICE_DAYS } from './contract-roll';

describe('contractRollNotice', () => {
  // MNQZ2026 rolls on Thursday 10 December 2026 (the session opening 9 Dec, 17:00 CT = 23:00 UTC).
  it.each([
    ['2026-12-02T23:30:00Z', 7],
    ['2026-12-09T15:00:00Z', 1],
    ['2026-12-09T22:59:59Z', 1],
  ])('warns at %s, %d day(s) before the roll', (at, days) => {
    expect(contractRollNotice('MNQZ2026', at)).toEqual({
      contract: 'MNQZ2026',
      roll: '2026-12-10',
      days,
      next: 'MNQH2027',
    });
  });

  it('warns on the roll day itself, for a dated contract still trading', () => {
    expect(contractRollNotice('MNQZ2026', '2026-12-09T23:00:00Z')?.days).toBe(0);
  });

  it('stays quiet further away, after the roll, after expiry and without a readable contract', () => {
    expect(contractRollNotice('MNQZ2026', '2026-12-02T12:00:00Z')).toBeNull(); // 8 days
    expect(contractRollNotice('MNQZ2026', '2026-12-10T23:00:00Z')).toBeNull();
    expect(contractRollNotice('MNQZ2026', '2026-12-20T12:00:00Z')).toBeNull();
    expect(contractRollNotice(null, '2026-12-09T12:00:00Z')).toBeNull();
    expect(contractRollNotice('NOPE', '2026-12-09T12:00:00Z')).toBeNull();
    expect(contractRollNotice('MNQZ2026', 'not a time')).toBeNull();
    expect(ROLL_NOTICE_DAYS).toBe(7);
  });

  it('knows the rolls of every kind of root: ZN before first notice, 6E before the third Wednesday', () => {
    expect(contractRollNotice('ZNZ2026', '2026-11-20T15:00:00Z')).toMatchObject({
      roll: '2026-11-25',
      next: 'ZNH2027',
    });
    expect(contractRollNotice('6EZ2026', '2026-12-03T15:00:00Z')).toMatchObject({
      roll: '2026-12-07',
      next: '6EH2027',
    });
  });
});
