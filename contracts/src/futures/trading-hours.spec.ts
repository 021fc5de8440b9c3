import {
  currentOrNextSession,
  derivedHolidays,
  holidaysOf,
  isOpen,
  nextClose,
  nextOpen,
  sessionDate,
} from './trading-hours';
import { CME_HOLIDAYS } from './trading-hours.data';

const iso = (date: Date) => date.toISOString();

describe('trading hours: CME Globex (17:00–16:00 CT)', () => {
  it.each<[string, boolean, string, string]>([
    // instant (UTC), open, trade date, next close (UTC)
    ['2026-05-06T14:00:00.000Z', true, '2026-05-06', '2026-05-06T21:00:00.000Z'], // 09:00 CDT
    ['2026-05-06T20:59:59.999Z', true, '2026-05-06', '2026-05-06T21:00:00.000Z'],
    ['2026-05-06T21:00:00.000Z', false, '2026-05-07', '2026-05-07T21:00:00.000Z'], // the halt
    ['2026-05-06T22:00:00.000Z', true, '2026-05-07', '2026-05-07T21:00:00.000Z'], // 17:00 CDT
    ['2026-01-14T22:30:00.000Z', false, '2026-01-15', '2026-01-15T22:00:00.000Z'], // 16:30 CST
    ['2026-01-14T23:00:00.000Z', true, '2026-01-15', '2026-01-15T22:00:00.000Z'],
  ])('ES at %s: open %p, trade date %s, next close %s', (at, open, day, close) => {
    expect(isOpen('ES', at)).toBe(open);
    expect(sessionDate('ES', at)).toBe(day);
    expect(iso(nextClose('ES', at))).toBe(close);
  });

  it('crosses the spring DST change: Friday 16:00 CST, Sunday 17:00 CDT', () => {
    expect(iso(nextClose('NQ', '2026-03-06T20:00:00Z'))).toBe('2026-03-06T22:00:00.000Z');
    expect(isOpen('NQ', '2026-03-07T12:00:00Z')).toBe(false);
    expect(sessionDate('NQ', '2026-03-07T12:00:00Z')).toBe('2026-03-09');
    expect(iso(nextOpen('NQ', '2026-03-07T12:00:00Z'))).toBe('2026-03-08T22:00:00.000Z');
    expect(isOpen('NQ', '2026-03-08T21:59:59.999Z')).toBe(false);
    expect(isOpen('NQ', '2026-03-08T22:00:00.000Z')).toBe(true);
    expect(iso(nextClose('NQ', '2026-03-08T22:00:00.000Z'))).toBe('2026-03-09T21:00:00.000Z');
  });

  it('crosses the autumn DST change: Friday 16:00 CDT, Sunday 17:00 CST', () => {
    expect(iso(nextClose('CL', '2026-10-30T15:00:00Z'))).toBe('2026-10-30T21:00:00.000Z');
    expect(isOpen('CL', '2026-11-01T22:30:00Z')).toBe(false);
    expect(iso(nextOpen('CL', '2026-11-01T22:30:00Z'))).toBe('2026-11-01T23:00:00.000Z');
    expect(isOpen('CL', '2026-11-01T23:00:00Z')).toBe(true);
    expect(sessionDate('CL', '2026-11-01T23:00:00Z')).toBe('2026-11-02');
    expect(iso(nextClose('CL', '2026-11-01T23:00:00Z'))).toBe('2026-11-02T22:00:00.000Z');
  });

  it('MLK Day: Sunday evening to Monday noon CT, then Monday evening, all for Tuesday', () => {
    expect(isOpen('ES', '2026-01-18T23:00:00Z')).toBe(true);
    expect(sessionDate('ES', '2026-01-18T23:00:00Z')).toBe('2026-01-20');
    expect(iso(nextClose('ES', '2026-01-19T15:00:00Z'))).toBe('2026-01-19T18:00:00.000Z');
    expect(isOpen('ES', '2026-01-19T19:00:00Z')).toBe(false);
    expect(sessionDate('ES', '2026-01-19T19:00:00Z')).toBe('2026-01-20');
    expect(iso(nextOpen('ES', '2026-01-19T19:00:00Z'))).toBe('2026-01-19T23:00:00.000Z');
    expect(iso(nextClose('ES', '2026-01-19T23:30:00Z'))).toBe('2026-01-20T22:00:00.000Z');
  });

  it('Good Friday and Christmas are closed; Christmas Eve closes at noon CT', () => {
    expect(isOpen('GC', '2026-04-03T14:00:00Z')).toBe(false);
    expect(iso(nextClose('GC', '2026-04-02T14:00:00Z'))).toBe('2026-04-02T21:00:00.000Z');
    expect(iso(nextOpen('GC', '2026-04-02T21:30:00Z'))).toBe('2026-04-05T22:00:00.000Z');
    expect(sessionDate('GC', '2026-04-03T14:00:00Z')).toBe('2026-04-06');
    expect(iso(nextClose('ES', '2026-12-24T15:00:00Z'))).toBe('2026-12-24T18:00:00.000Z');
    expect(isOpen('ES', '2026-12-24T19:00:00Z')).toBe(false);
    expect(iso(nextOpen('ES', '2026-12-24T19:00:00Z'))).toBe('2026-12-27T23:00:00.000Z');
    expect(sessionDate('ES', '2026-12-25T12:00:00Z')).toBe('2026-12-28');
  });

  it('Thanksgiving: Wednesday evening to Thursday noon and Thursday evening to Friday noon', () => {
    const session = currentOrNextSession('ZN', '2026-11-26T01:00:00Z');
    expect(session).toEqual({
      tradingDay: '2026-11-27',
      opensAt: new Date('2026-11-25T23:00:00Z'),
      closesAt: new Date('2026-11-26T18:00:00Z'),
    });
    expect(currentOrNextSession('ZN', '2026-11-26T19:00:00Z')).toEqual({
      tradingDay: '2026-11-27',
      opensAt: new Date('2026-11-26T23:00:00Z'),
      closesAt: new Date('2026-11-27T18:00:00Z'),
    });
    expect(sessionDate('ZN', '2026-11-27T19:00:00Z')).toBe('2026-11-30');
  });

  it("New Year's Day 2027 (a Friday): closed from Thursday's 16:00 CT to Sunday evening", () => {
    expect(isOpen('6E', '2026-12-31T23:30:00Z')).toBe(false);
    expect(iso(nextOpen('6E', '2026-12-31T23:30:00Z'))).toBe('2027-01-03T23:00:00.000Z');
    expect(sessionDate('6E', '2027-01-01T15:00:00Z')).toBe('2027-01-04');
  });
});

describe('trading hours: grains, livestock and VX', () => {
  it('grains trade 19:00–07:45 and 08:30–13:20 CT', () => {
    expect(isOpen('ZC', '2026-05-05T01:00:00Z')).toBe(true); // Monday 20:00 CDT
    expect(sessionDate('ZC', '2026-05-05T01:00:00Z')).toBe('2026-05-05');
    expect(iso(nextClose('ZC', '2026-05-05T01:00:00Z'))).toBe('2026-05-05T12:45:00.000Z');
    expect(isOpen('ZC', '2026-05-05T13:00:00Z')).toBe(false); // 08:00 CDT
    expect(iso(nextOpen('ZC', '2026-05-05T13:00:00Z'))).toBe('2026-05-05T13:30:00.000Z');
    expect(iso(nextClose('ZC', '2026-05-05T13:00:00Z'))).toBe('2026-05-05T18:20:00.000Z');
    expect(isOpen('ZS', '2026-05-04T23:30:00Z')).toBe(false); // 18:30 CDT
  });

  it('grains: closed on MLK Day, open Monday 19:00 CT for Tuesday; no Thanksgiving night', () => {
    expect(isOpen('ZC', '2026-01-19T15:00:00Z')).toBe(false);
    expect(iso(nextOpen('ZC', '2026-01-19T15:00:00Z'))).toBe('2026-01-20T01:00:00.000Z');
    expect(sessionDate('ZC', '2026-01-19T15:00:00Z')).toBe('2026-01-20');
    expect(isOpen('ZW', '2026-11-27T02:00:00Z')).toBe(false);
    expect(currentOrNextSession('ZW', '2026-11-27T02:00:00Z')).toEqual({
      tradingDay: '2026-11-27',
      opensAt: new Date('2026-11-27T14:30:00Z'),
      closesAt: new Date('2026-11-27T18:00:00Z'),
    });
  });

  it('livestock trades 08:30–13:05 CT on business days', () => {
    expect(isOpen('LE', '2026-06-02T13:29:59Z')).toBe(false);
    expect(isOpen('LE', '2026-06-02T13:30:00Z')).toBe(true);
    expect(iso(nextClose('HE', '2026-06-02T15:00:00Z'))).toBe('2026-06-02T18:05:00.000Z');
    expect(isOpen('GF', '2026-06-19T15:00:00Z')).toBe(false); // Juneteenth
  });

  it('VX trades 17:00–16:00 CT and is closed on every holiday', () => {
    expect(isOpen('VX', '2026-05-06T14:00:00Z')).toBe(true);
    expect(isOpen('VX', '2026-01-19T15:00:00Z')).toBe(false);
    expect(iso(nextOpen('VX', '2026-01-18T23:00:00Z'))).toBe('2026-01-19T23:00:00.000Z');
    expect(sessionDate('VX', '2026-01-18T23:00:00Z')).toBe('2026-01-20');
  });

  it('refuses an unknown root or an unreadable instant', () => {
    expect(() => isOpen('ZQ', '2026-05-06T14:00:00Z')).toThrow(RangeError);
    expect(() => nextClose('ES', 'never')).toThrow(RangeError);
    expect(() => sessionDate('ES', Number.NaN)).toThrow(RangeError);
  });
});

describe('holiday calendars', () => {
  it.each([2026, 2027])('%d: the rules give the published CME Globex calendar', (year) => {
    const published = CME_HOLIDAYS.filter((h) => h.date.startsWith(`${year}`));
    const simplify = (list: readonly { date: string; kind: string }[]) =>
      list.map(({ date, kind }) => ({ date, kind }));
    expect(simplify(derivedHolidays(year))).toEqual(simplify(published));
    expect(holidaysOf(year)).toEqual(published);
  });

  it('years outside the table follow the rules', () => {
    expect(holidaysOf(2028).find((h) => h.date === '2028-04-14')?.kind).toBe('closed'); // Good Friday
    expect(holidaysOf(2028).some((h) => h.date.startsWith('2028-01-0'))).toBe(false); // Sat 1 Jan
  });
});
