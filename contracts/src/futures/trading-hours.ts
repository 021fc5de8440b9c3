// When a root trades: isOpen(root, instant), nextClose(root, instant), sessionDate(root, instant).
// Pure arithmetic on the session timetables and holiday calendars of trading-hours.data.ts, with
// Chicago time computed by hand (exchange-calendar.ts), so the browser and the server agree
// whatever their own time zone. For risk rules: "is the market open now", "flatten before the
// close", "which trade date does this fill count for".
import { contractSpec, type SessionGroup } from './contract-specs';
import {
  chicagoUtcOffsetHours,
  dayNumber,
  exchangeHolidays,
  goodFriday,
  observed,
  isBusinessDay,
  isoDate,
  nthWeekday,
  parseIsoDate,
  toEpochMs,
  THURSDAY,
  weekday,
  SATURDAY,
  SUNDAY,
  civilDate,
  type IsoDate,
} from './exchange-calendar';
import type { Instant } from './roll-calendar';
import {
  CALENDAR_YEARS,
  CME_HOLIDAYS,
  EARLY_CLOSE_MINUTE,
  HOLIDAY_HALT_MINUTE,
  SESSION_MINUTES,
  type ExchangeHoliday,
  type HolidayKind,
} from './trading-hours.data';

const MS_PER_DAY = 86_400_000;
const MS_PER_MINUTE = 60_000;
const MS_PER_HOUR = 3_600_000;

/** One continuous stretch of trading and the trade date it counts for. */
export interface MarketSession {
  tradingDay: IsoDate;
  opensAt: Date;
  closesAt: Date;
}

/**
 * A year's holidays: the published table for 2026–2027, else derived from the US exchange holiday
 * rules (exchange-calendar.ts): New Year's Day, Good Friday and Christmas closed, the others a
 * halt, the day after Thanksgiving and a Christmas Eve that is a business day an early close.
 */
export function holidaysOf(year: number): readonly ExchangeHoliday[] {
  if (CALENDAR_YEARS.includes(year)) {
    return CME_HOLIDAYS.filter((holiday) => holiday.date.startsWith(`${year}-`));
  }
  return derivedHolidays(year);
}

/** The rule-derived calendar (exported for the test that compares it with the published one). */
export function derivedHolidays(year: number): ExchangeHoliday[] {
  const newYear = dayNumber(year, 1, 1);
  const closedDays = new Set([
    goodFriday(year),
    observed(dayNumber(year, 12, 25)),
    ...(weekday(newYear) === SATURDAY ? [] : [observed(newYear)]),
  ]);
  const list: ExchangeHoliday[] = [...exchangeHolidays(year)].map((day) => ({
    date: isoDate(day),
    kind: closedDays.has(day) ? 'closed' : 'halt',
    name: 'holiday',
  }));
  const dayAfterThanksgiving = nthWeekday(year, 11, THURSDAY, 4) + 1;
  list.push({ date: isoDate(dayAfterThanksgiving), kind: 'early-close', name: 'early close' });
  const christmasEve = dayNumber(year, 12, 24);
  if (isBusinessDay(christmasEve)) {
    list.push({ date: isoDate(christmasEve), kind: 'early-close', name: 'early close' });
  }
  return list.sort((a, b) => a.date.localeCompare(b.date));
}

const kindCache = new Map<number, ReadonlyMap<number, HolidayKind>>();

function holidayKind(day: number): HolidayKind | undefined {
  const year = civilDate(day).year;
  let kinds = kindCache.get(year);
  if (!kinds) {
    kinds = new Map(holidaysOf(year).map((holiday) => [parseIsoDate(holiday.date)!, holiday.kind]));
    kindCache.set(year, kinds);
  }
  return kinds.get(day);
}

/** A trade date: a weekday that is neither closed nor a halt holiday. */
function isTradeDate(day: number): boolean {
  const wd = weekday(day);
  if (wd === SATURDAY || wd === SUNDAY) return false;
  const kind = holidayKind(day);
  return kind === undefined || kind === 'early-close';
}

/** Chicago wall-clock minutes after a day's midnight as epoch ms (DST from exchange-calendar). */
function chicagoToEpoch(day: number, minute: number): number {
  const local = day * MS_PER_DAY + minute * MS_PER_MINUTE;
  const asStandard = local + 6 * MS_PER_HOUR;
  return chicagoUtcOffsetHours(asStandard) === -6 ? asStandard : local + 5 * MS_PER_HOUR;
}

type Window = [start: number, end: number, tradingDay: number];

/** The sessions whose trades count for trade date `day`, as epoch-ms windows. */
function windowsOf(group: SessionGroup, day: number): Window[] {
  if (!isTradeDate(day)) return [];
  const early = holidayKind(day) === 'early-close';
  const windows: Window[] = [];
  // A halt holiday just before (Monday's MLK Day for Tuesday): Globex trades its morning.
  if (group === 'globex') {
    for (let before = day - 1; before >= day - 4 && !isTradeDate(before); before -= 1) {
      if (holidayKind(before) === 'halt') {
        windows.unshift([
          chicagoToEpoch(before, -420),
          chicagoToEpoch(before, HOLIDAY_HALT_MINUTE),
          day,
        ]);
      }
    }
  }
  for (const [open, close] of SESSION_MINUTES[group]) {
    if (early && group === 'grains' && open < 0) continue;
    const end = early ? Math.min(close, EARLY_CLOSE_MINUTE) : close;
    if (end > open) windows.push([chicagoToEpoch(day, open), chicagoToEpoch(day, end), day]);
  }
  return windows;
}

function epochOf(at: Instant): number {
  const ms = toEpochMs(at);
  if (ms === undefined) throw new RangeError(`invalid instant ${String(at)}`);
  return ms;
}

/** The session trading now, or else the next one to open. Throws for an unknown root. */
export function currentOrNextSession(root: string, at: Instant): MarketSession {
  const group = contractSpec(root).hours;
  const ms = epochOf(at);
  const first = Math.floor(ms / MS_PER_DAY) - 1;
  for (let day = first; day < first + 21; day += 1) {
    for (const [start, end, tradingDay] of windowsOf(group, day)) {
      if (end > ms) {
        return {
          tradingDay: isoDate(tradingDay),
          opensAt: new Date(start),
          closesAt: new Date(end),
        };
      }
    }
  }
  throw new RangeError(`no session of ${root} within three weeks of ${new Date(ms).toISOString()}`);
}

/** True while the root's exchange is trading it (holidays, halts and early closes included). */
export function isOpen(root: string, at: Instant): boolean {
  return currentOrNextSession(root, at).opensAt.getTime() <= epochOf(at);
}

/** When trading next stops: the end of the current session, or of the next one when closed. */
export function nextClose(root: string, at: Instant): Date {
  return currentOrNextSession(root, at).closesAt;
}

/** When trading next starts: the instant itself when open. */
export function nextOpen(root: string, at: Instant): Date {
  const session = currentOrNextSession(root, at);
  const ms = epochOf(at);
  return session.opensAt.getTime() <= ms ? new Date(ms) : session.opensAt;
}

/**
 * The exchange trade date an instant counts for: the session's when open, the next session's when
 * closed (an order sent on Saturday trades on Monday's date; on MLK Day morning, Tuesday's).
 */
export function sessionDate(root: string, at: Instant): IsoDate {
  return currentOrNextSession(root, at).tradingDay;
}
