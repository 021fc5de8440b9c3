// The exchanges' expiry rules (contract-specs.ts, ExpiryRule) as day numbers: a dated contract's
// last trading day and the day a continuous symbol rolls off it. roll-calendar.ts turns these into
// dates and the continuous symbol's front contract.
import {
  findContractSpec,
  type ContractSpec,
  type LastTradeRule,
  type RollRule,
} from './contract-specs';
import {
  addBusinessDays,
  businessDayOnOrBefore,
  dayNumber,
  FRIDAY,
  isBusinessDay,
  lastBusinessDayOfMonth,
  nthWeekday,
} from './exchange-calendar';
import type { FuturesContract } from './roll-calendar';

export function specOf(contract: FuturesContract): ContractSpec {
  const spec = findContractSpec(contract.root);
  if (!spec) throw new RangeError(`unknown futures root ${contract.root}`);
  return spec;
}

function previousMonth(year: number, month: number): { year: number; month: number } {
  return month === 1 ? { year: year - 1, month: 12 } : { year, month: month - 1 };
}

/** CL's last trade for a delivery month: 3 business days before the 25th of the month before (4 when the 25th is not one). */
function wtiLastTradeDay(year: number, month: number): number {
  const before = previousMonth(year, month);
  return addBusinessDays(businessDayOnOrBefore(dayNumber(before.year, before.month, 25)), -3);
}

export function lastTradeDay(contract: FuturesContract): number {
  const rule = specOf(contract).expiry;
  const { year, month } = contract;
  switch (rule.kind) {
    case 'third-friday':
      return businessDayOnOrBefore(nthWeekday(year, month, FRIDAY, 3));
    case 'wti':
      return addBusinessDays(wtiLastTradeDay(year, month), -rule.lastTradeBusinessDaysBeforeCl);
    case 'third-last-business-day':
      return addBusinessDays(lastBusinessDayOfMonth(year, month), -2);
    case 'schedule':
      return scheduledLastTrade(rule.lastTrade, year, month);
  }
}

/** Cboe's VX rule: the Wednesday 30 days before the next month's third Friday (its business day before when a holiday). */
function vixLastTrade(year: number, month: number): number {
  const next = month === 12 ? { year: year + 1, month: 1 } : { year, month: month + 1 };
  const friday = nthWeekday(next.year, next.month, FRIDAY, 3);
  return businessDayOnOrBefore(businessDayOnOrBefore(friday) - 30);
}

function scheduledLastTrade(rule: LastTradeRule, year: number, month: number): number {
  switch (rule.kind) {
    case 'nth-weekday': {
      const day = nthWeekday(year, month, rule.weekday, rule.n);
      if (rule.holidayMovesWeekBefore && !isBusinessDay(day)) return businessDayOnOrBefore(day - 7);
      return businessDayOnOrBefore(day);
    }
    case 'before-nth-weekday':
      return addBusinessDays(nthWeekday(year, month, rule.weekday, rule.n), -rule.businessDays);
    case 'nth-last-business-day': {
      const target = rule.monthOffset === -1 ? previousMonth(year, month) : { year, month };
      return addBusinessDays(lastBusinessDayOfMonth(target.year, target.month), -(rule.n - 1));
    }
    case 'before-day':
      return addBusinessDays(dayNumber(year, month, rule.day), -rule.businessDays);
    case 'nth-business-day':
      return addBusinessDays(dayNumber(year, month, 0), rule.n);
    case 'vix':
      return vixLastTrade(year, month);
  }
}

function scheduledRoll(rule: RollRule, contract: FuturesContract): number {
  if (rule.kind === 'before-last-trade') {
    return addBusinessDays(lastTradeDay(contract), -rule.businessDays);
  }
  const before = previousMonth(contract.year, contract.month);
  return addBusinessDays(lastBusinessDayOfMonth(before.year, before.month), -rule.businessDays);
}

export function rollDay(contract: FuturesContract): number {
  const rule = specOf(contract).expiry;
  const { year, month } = contract;
  switch (rule.kind) {
    case 'third-friday':
      return businessDayOnOrBefore(
        nthWeekday(year, month, FRIDAY, 3) - rule.rollCalendarDaysBefore,
      );
    case 'wti':
      return addBusinessDays(wtiLastTradeDay(year, month), -rule.rollBusinessDaysBeforeClLastTrade);
    case 'third-last-business-day': {
      const before = previousMonth(year, month);
      const firstNotice = lastBusinessDayOfMonth(before.year, before.month);
      return addBusinessDays(firstNotice, -rule.rollBusinessDaysBeforeFirstNotice);
    }
    case 'schedule':
      return scheduledRoll(rule.roll, contract);
  }
}
