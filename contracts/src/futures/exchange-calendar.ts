// Calendar arithmetic for CME Group's US exchanges (CME, CBOT, NYMEX, COMEX), by hand so it runs the
// same in the browser and in Node whatever the machine's time zone: no Intl, no tz database.
//
// Days are day numbers (days since 1970-01-01, the proleptic Gregorian calendar): integers that
// add and compare. Dates leave this module as ISO text ('2026-12-18').
//
// Business days are Monday to Friday minus the US exchange holidays below, by their fixed rules
// (the NYSE rules, which CME Group's settlement holidays follow for these products): New Year's
// Day, Martin Luther King Jr. Day, Washington's Birthday, Good Friday, Memorial Day, Juneteenth
// (from 2022), Independence Day, Labor Day, Thanksgiving and Christmas, with a Saturday holiday
// observed on the Friday before and a Sunday one on the Monday after (but New Year's Day on a
// Saturday is not observed). Not covered: one-off closures (national days of mourning, a
// hurricane) and CME's own exceptions; on such a day the computed date can be a day off.

export type IsoDate = string;

const MS_PER_DAY = 86_400_000;
const MS_PER_HOUR = 3_600_000;

export const SUNDAY = 0;
export const MONDAY = 1;
export const THURSDAY = 4;
export const FRIDAY = 5;
export const SATURDAY = 6;

export function dayNumber(year: number, month: number, day: number): number {
  return Math.floor(Date.UTC(year, month - 1, day) / MS_PER_DAY);
}

export function civilDate(day: number): { year: number; month: number; day: number } {
  const date = new Date(day * MS_PER_DAY);
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
}

export function isoDate(day: number): IsoDate {
  return new Date(day * MS_PER_DAY).toISOString().slice(0, 10);
}

/** '2026-12-18' → its day number; undefined when not a real date in that form. */
export function parseIsoDate(text: string): number | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const number = dayNumber(year, month, day);
  const back = civilDate(number);
  return back.month === month && back.day === day ? number : undefined;
}

/** 0 = Sunday … 6 = Saturday (1970-01-01 was a Thursday). */
export function weekday(day: number): number {
  return (((day + THURSDAY) % 7) + 7) % 7;
}

/** The n-th (1-based) given weekday of a month; n = -1 for the last one. */
export function nthWeekday(year: number, month: number, wantedWeekday: number, n: number): number {
  if (n > 0) {
    const first = dayNumber(year, month, 1);
    return first + ((wantedWeekday - weekday(first) + 7) % 7) + (n - 1) * 7;
  }
  const last = dayNumber(year, month + 1, 0);
  return last - ((weekday(last) - wantedWeekday + 7) % 7);
}

/** Easter Sunday (anonymous Gregorian algorithm). */
function easterSunday(year: number): number {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return dayNumber(year, month, day);
}

/** Good Friday of a year, as a day number. */
export function goodFriday(year: number): number {
  return easterSunday(year) - 2;
}

/** A fixed-date holiday on a weekend moves to the Friday before or the Monday after. */
export function observed(day: number): number {
  const wd = weekday(day);
  if (wd === SATURDAY) return day - 1;
  if (wd === SUNDAY) return day + 1;
  return day;
}

const holidayCache = new Map<number, ReadonlySet<number>>();

/** The US exchange holidays of a year, as day numbers (see the rules at the top). */
export function exchangeHolidays(year: number): ReadonlySet<number> {
  let days = holidayCache.get(year);
  if (!days) {
    const list = [
      nthWeekday(year, 1, MONDAY, 3),
      nthWeekday(year, 2, MONDAY, 3),
      easterSunday(year) - 2,
      nthWeekday(year, 5, MONDAY, -1),
      observed(dayNumber(year, 7, 4)),
      nthWeekday(year, 9, MONDAY, 1),
      nthWeekday(year, 11, THURSDAY, 4),
      observed(dayNumber(year, 12, 25)),
    ];
    const newYear = dayNumber(year, 1, 1);
    if (weekday(newYear) !== SATURDAY) list.push(observed(newYear));
    if (year >= 2022) list.push(observed(dayNumber(year, 6, 19)));
    days = new Set(list);
    holidayCache.set(year, days);
  }
  return days;
}

export function isBusinessDay(day: number): boolean {
  const wd = weekday(day);
  if (wd === SATURDAY || wd === SUNDAY) return false;
  return !exchangeHolidays(civilDate(day).year).has(day);
}

/** The business day `count` business days after `day` (before it when count < 0). */
export function addBusinessDays(day: number, count: number): number {
  const step = count < 0 ? -1 : 1;
  let left = Math.abs(count);
  let current = day;
  while (left > 0) {
    current += step;
    if (isBusinessDay(current)) left -= 1;
  }
  return current;
}

/** `day` itself when it is a business day, else the business day before it. */
export function businessDayOnOrBefore(day: number): number {
  let current = day;
  while (!isBusinessDay(current)) current -= 1;
  return current;
}

export function lastBusinessDayOfMonth(year: number, month: number): number {
  return businessDayOnOrBefore(dayNumber(year, month + 1, 0));
}

/**
 * Chicago's offset from UTC in hours at an instant: -5 (CDT) from the second Sunday of March at
 * 2:00 CST (08:00 UTC) to the first Sunday of November at 2:00 CDT (07:00 UTC), else -6 (CST).
 * US rules since 2007.
 */
export function chicagoUtcOffsetHours(epochMs: number): number {
  const year = new Date(epochMs).getUTCFullYear();
  const dstStart = nthWeekday(year, 3, SUNDAY, 2) * MS_PER_DAY + 8 * MS_PER_HOUR;
  const dstEnd = nthWeekday(year, 11, SUNDAY, 1) * MS_PER_DAY + 7 * MS_PER_HOUR;
  return epochMs >= dstStart && epochMs < dstEnd ? -5 : -6;
}

/** An instant as epoch milliseconds; undefined for an invalid Date or unparsable text. */
export function toEpochMs(at: Date | string | number): number | undefined {
  const ms = typeof at === 'number' ? at : typeof at === 'string' ? Date.parse(at) : at.getTime();
  return Number.isFinite(ms) ? ms : undefined;
}

/**
 * The CME Globex trading day an instant belongs to, as a day number. Trading day D opens at 17:00
 * Chicago time on the evening before and closes at 16:00 Chicago time on D (the hour between is a
 * halt), so an instant belongs to the Chicago calendar date of (instant + 7 hours): Wednesday
 * 17:00 CT is already Thursday's trading day, and so is a TradingView daily bar for Thursday.
 */
export function tradingDay(epochMs: number): number {
  const chicagoMs = epochMs + chicagoUtcOffsetHours(epochMs) * MS_PER_HOUR;
  return Math.floor((chicagoMs + 7 * MS_PER_HOUR) / MS_PER_DAY);
}
