import { alertTimeMs, isStale } from './alert-time';

describe('alertTimeMs', () => {
  it.each([
    ['2026-03-02T14:30:00Z', '2026-03-02T14:30:00.000Z'],
    ['2026-03-02T14:30Z', '2026-03-02T14:30:00.000Z'],
    ['2026-03-02T14:30:00.123456789Z', '2026-03-02T14:30:00.123Z'],
    ['2026-03-02T14:30:00.5Z', '2026-03-02T14:30:00.500Z'],
    ['2026-03-02T14:30:00+05:30', '2026-03-02T09:00:00.000Z'],
    ['2026-03-02T14:30:00-0500', '2026-03-02T19:30:00.000Z'],
  ])('reads %s', (text, iso) => {
    expect(new Date(alertTimeMs(text)!).toISOString()).toBe(iso);
  });

  it.each([
    '2026-02-30T14:30:00Z',
    '2026-13-01T00:00:00Z',
    '2026-03-02T24:00:00Z',
    '2026-03-02T14:30:00+24:00',
    'now',
  ])('refuses %s', (text) => {
    expect(alertTimeMs(text)).toBeUndefined();
  });

  it('is stale only past max_lag at receipt', () => {
    const fired = Date.parse('2026-03-02T14:30:00Z');
    expect(isStale(fired, fired + 60_000, 60)).toBe(false);
    expect(isStale(fired, fired + 60_001, 60)).toBe(true);
    // A clock ahead of ours is not stale.
    expect(isStale(fired + 5000, fired, 1)).toBe(false);
  });
});
