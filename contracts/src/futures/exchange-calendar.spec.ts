import {
  addBusinessDays,
  businessDayOnOrBefore,
  chicagoUtcOffsetHours,
  dayNumber,
  exchangeHolidays,
  FRIDAY,
  isBusinessDay,
  isoDate,
  lastBusinessDayOfMonth,
  MONDAY,
  nthWeekday,
  parseIsoDate,
  SUNDAY,
  THURSDAY,
  toEpochMs,
  tradingDay,
  weekday,
} from './exchange-calendar';

const day = (iso: string): number => {
  const number = parseIsoDate(iso);
  if (number === undefined) throw new Error(`bad date ${iso}`);
  return number;
};
const holidays = (year: number): string[] => [...exchangeHolidays(year)].sort().map(isoDate);
const tradingDate = (instant: string): string => isoDate(tradingDay(Date.parse(instant)));

describe('dates', () => {
  it('numbers days and names weekdays', () => {
    expect(dayNumber(1970, 1, 1)).toBe(0);
    expect(weekday(0)).toBe(THURSDAY);
    expect(weekday(day('2026-12-18'))).toBe(FRIDAY);
    expect(weekday(day('1969-12-28'))).toBe(SUNDAY);
    expect(isoDate(day('2028-02-29'))).toBe('2028-02-29');
    expect(parseIsoDate('2026-02-29')).toBeUndefined();
    expect(parseIsoDate('2026-2-1')).toBeUndefined();
  });

  it('finds the n-th and the last weekday of a month', () => {
    expect(isoDate(nthWeekday(2026, 12, FRIDAY, 3))).toBe('2026-12-18');
    expect(isoDate(nthWeekday(2027, 3, FRIDAY, 3))).toBe('2027-03-19');
    expect(isoDate(nthWeekday(2026, 5, FRIDAY, 1))).toBe('2026-05-01'); // the 1st is a Friday
    expect(isoDate(nthWeekday(2026, 5, MONDAY, -1))).toBe('2026-05-25');
    expect(isoDate(nthWeekday(2026, 12, THURSDAY, -1))).toBe('2026-12-31');
  });
});

describe('exchange holidays', () => {
  it('2026: every rule, July 4th on a Saturday observed on Friday 3rd', () => {
    expect(holidays(2026)).toEqual([
      '2026-01-01',
      '2026-01-19',
      '2026-02-16',
      '2026-04-03',
      '2026-05-25',
      '2026-06-19',
      '2026-07-03',
      '2026-09-07',
      '2026-11-26',
      '2026-12-25',
    ]);
  });

  it('2022: New Year on a Saturday is not observed, Juneteenth on a Sunday moves to Monday', () => {
    const list = holidays(2022);
    expect(list).not.toContain('2021-12-31');
    expect(list).not.toContain('2022-01-01');
    expect(list).toContain('2022-06-20');
    expect(list).toContain('2022-12-26'); // Christmas on a Sunday
  });

  it('2021 has no Juneteenth; Good Friday follows Easter', () => {
    expect(holidays(2021).some((date) => date.startsWith('2021-06-1'))).toBe(false);
    expect(holidays(2024)).toContain('2024-03-29');
    expect(holidays(2025)).toContain('2025-04-18');
    expect(holidays(2027)).toContain('2027-03-26');
    expect(holidays(2038)).toContain('2038-04-23');
  });
});

describe('business days', () => {
  it('skips weekends and holidays', () => {
    expect(isBusinessDay(day('2026-12-18'))).toBe(true);
    expect(isBusinessDay(day('2026-12-19'))).toBe(false);
    expect(isBusinessDay(day('2026-12-25'))).toBe(false);
    expect(isoDate(addBusinessDays(day('2026-12-28'), -3))).toBe('2026-12-22');
    expect(isoDate(addBusinessDays(day('2026-12-24'), 1))).toBe('2026-12-28');
    expect(isoDate(addBusinessDays(day('2026-06-22'), -1))).toBe('2026-06-18'); // Juneteenth
    expect(isoDate(addBusinessDays(day('2026-06-22'), 0))).toBe('2026-06-22');
    expect(isoDate(businessDayOnOrBefore(day('2026-07-05')))).toBe('2026-07-02');
    expect(isoDate(lastBusinessDayOfMonth(2026, 11))).toBe('2026-11-30');
    expect(isoDate(lastBusinessDayOfMonth(2026, 10))).toBe('2026-10-30');
    expect(isoDate(lastBusinessDayOfMonth(2026, 12))).toBe('2026-12-31');
  });
});

describe('Chicago time and the trading day', () => {
  it('switches to CDT on the second Sunday of March and back on the first Sunday of November', () => {
    expect(chicagoUtcOffsetHours(Date.parse('2026-03-08T07:59:59Z'))).toBe(-6);
    expect(chicagoUtcOffsetHours(Date.parse('2026-03-08T08:00:00Z'))).toBe(-5);
    expect(chicagoUtcOffsetHours(Date.parse('2026-11-01T06:59:59Z'))).toBe(-5);
    expect(chicagoUtcOffsetHours(Date.parse('2026-11-01T07:00:00Z'))).toBe(-6);
    expect(chicagoUtcOffsetHours(Date.parse('2027-03-14T08:00:00Z'))).toBe(-5);
  });

  it('starts trading day D at 17:00 Chicago time on D-1, in winter and in summer', () => {
    expect(tradingDate('2026-12-09T22:59:59Z')).toBe('2026-12-09'); // 16:59:59 CST
    expect(tradingDate('2026-12-09T23:00:00Z')).toBe('2026-12-10'); // 17:00 CST
    expect(tradingDate('2026-07-01T21:59:59Z')).toBe('2026-07-01'); // 16:59:59 CDT
    expect(tradingDate('2026-07-01T22:00:00Z')).toBe('2026-07-02'); // 17:00 CDT
    expect(tradingDate('2026-12-10T05:00:00+01:00')).toBe('2026-12-10');
    expect(tradingDate('2026-12-13T23:00:00Z')).toBe('2026-12-14'); // Sunday's open is Monday's
  });

  it('reads instants from Date, text and milliseconds', () => {
    const ms = Date.parse('2026-12-10T15:00:00Z');
    expect(toEpochMs(new Date(ms))).toBe(ms);
    expect(toEpochMs('2026-12-10T15:00:00Z')).toBe(ms);
    expect(toEpochMs(ms)).toBe(ms);
    expect(toEpochMs('yesterday')).toBeUndefined();
    expect(toEpochMs(new Date(Number.NaN))).toBeUndefined();
    expect(toEpochMs(Number.POSITIVE_INFINITY)).toBeUndefined();
  });
});
