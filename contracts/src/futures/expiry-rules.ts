// The exchanges' expiry rules (contract-specs.ts, ExpiryRule) as day numbers: a dated contract's
// last trading day and the day a continuous symbol rolls off it. roll-calendar.ts turns these into
// dates and the continuous symbol's front contract.
import { findContractSpec, type ContractSpec } from './contract-specs';
import {
  addBusinessDays,
  businessDayOnOrBefore,
  dayNumber,
  FRIDAY,
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
  }
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
  }
}
