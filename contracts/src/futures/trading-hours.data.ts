// Trading hours and the 2026–2027 holiday calendars, in Chicago time (CT), as the exchanges publish
// them: CME Group's "Trading Hours" pages and Globex holiday schedules, Cboe Futures Exchange's VX
// specifications. trading-hours.ts applies them; this folder's README explains the model.
import type { SessionGroup } from './contract-specs';
import type { IsoDate } from './exchange-calendar';

/**
 * A trading day's sessions as minutes from that day's midnight, Chicago time: negative minutes are
 * the evening before (-420 = 17:00 CT the day before). Trading day D is a business day.
 * - globex: CME Group's equity, energy, metals, rates, FX and crypto futures, Sunday–Friday
 *   17:00–16:00 CT with a 60-minute daily halt;
 * - grains: CBOT grains and oilseeds, 19:00–07:45 CT and 08:30–13:20 CT;
 * - livestock: CME live cattle, lean hogs and feeder cattle, 08:30–13:05 CT;
 * - cfe: Cboe VX futures, 17:00 (the day before)–16:00 CT.
 */
export const SESSION_MINUTES: Readonly<
  Record<SessionGroup, readonly (readonly [number, number])[]>
> = {
  globex: [[-420, 960]],
  grains: [
    [-300, 465],
    [510, 800],
  ],
  livestock: [[510, 785]],
  cfe: [[-420, 960]],
};

/**
 * What a holiday does to the sessions:
 * - `closed`: no session at all that day (New Year's Day, Good Friday, Christmas);
 * - `halt`: CME Globex opens the evening before as usual and halts at HOLIDAY_HALT_MINUTE; what
 *   trades then belongs to the next business day's trade date (Martin Luther King Jr. Day,
 *   Washington's Birthday, Memorial Day, Juneteenth, Independence Day, Labor Day, Thanksgiving).
 *   Grains and livestock do not trade on such a day; CFE is closed;
 * - `early-close`: a business day whose sessions end at EARLY_CLOSE_MINUTE (the day after
 *   Thanksgiving, Christmas Eve); grains do not open the evening before.
 */
export type HolidayKind = 'closed' | 'halt' | 'early-close';

export interface ExchangeHoliday {
  date: IsoDate;
  kind: HolidayKind;
  /** an id for the docs (the holiday's English name) */
  name: string;
}

/**
 * Halts and early closes differ a little by product group and by holiday (CME: 12:00 CT for equity
 * and rates, 12:15–13:45 CT for others). TickRelay uses 12:00 CT for every group: never later than
 * the exchange, so a rule that waits for the close never waits past it.
 */
export const HOLIDAY_HALT_MINUTE = 12 * 60;
export const EARLY_CLOSE_MINUTE = 12 * 60;

/** CME Group (CME, CBOT, NYMEX, COMEX) Globex holiday calendar, 2026 and 2027. */
export const CME_HOLIDAYS: readonly ExchangeHoliday[] = [
  { date: '2026-01-01', kind: 'closed', name: "New Year's Day" },
  { date: '2026-01-19', kind: 'halt', name: 'Martin Luther King Jr. Day' },
  { date: '2026-02-16', kind: 'halt', name: "Washington's Birthday" },
  { date: '2026-04-03', kind: 'closed', name: 'Good Friday' },
  { date: '2026-05-25', kind: 'halt', name: 'Memorial Day' },
  { date: '2026-06-19', kind: 'halt', name: 'Juneteenth' },
  { date: '2026-07-03', kind: 'halt', name: 'Independence Day (observed)' },
  { date: '2026-09-07', kind: 'halt', name: 'Labor Day' },
  { date: '2026-11-26', kind: 'halt', name: 'Thanksgiving' },
  { date: '2026-11-27', kind: 'early-close', name: 'Day after Thanksgiving' },
  { date: '2026-12-24', kind: 'early-close', name: 'Christmas Eve' },
  { date: '2026-12-25', kind: 'closed', name: 'Christmas' },
  { date: '2027-01-01', kind: 'closed', name: "New Year's Day" },
  { date: '2027-01-18', kind: 'halt', name: 'Martin Luther King Jr. Day' },
  { date: '2027-02-15', kind: 'halt', name: "Washington's Birthday" },
  { date: '2027-03-26', kind: 'closed', name: 'Good Friday' },
  { date: '2027-05-31', kind: 'halt', name: 'Memorial Day' },
  { date: '2027-06-18', kind: 'halt', name: 'Juneteenth (observed)' },
  { date: '2027-07-05', kind: 'halt', name: 'Independence Day (observed)' },
  { date: '2027-09-06', kind: 'halt', name: 'Labor Day' },
  { date: '2027-11-25', kind: 'halt', name: 'Thanksgiving' },
  { date: '2027-11-26', kind: 'early-close', name: 'Day after Thanksgiving' },
  { date: '2027-12-24', kind: 'closed', name: 'Christmas (observed)' },
];

/** The years CME_HOLIDAYS covers; other years follow the rules in trading-hours.ts. */
export const CALENDAR_YEARS: readonly number[] = [2026, 2027];
