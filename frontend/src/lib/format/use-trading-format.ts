// Numbers of the log and the paper account in the page's language: exact decimal prices as the
// API sends them (text), dollars, latencies, instants.
import { useMemo } from 'react';

import { useI18n } from '@/lib/i18n/i18n-context';

import { decimalsOf } from './decimal-text';

export interface TradingFormat {
  /** "6012.25" → "6,012.25" / "6 012,25", as many decimals as the text has. */
  price: (text: string) => string;
  /** USD from decimal text: "$1,234.50". */
  money: (text: string) => string;
  /** USD with its sign: "+$12.50", "-$3.00", "$0.00". */
  pnl: (text: string) => string;
  /** Milliseconds: "12 ms". */
  latency: (ms: number) => string;
  /** 0–1 as a percentage: "97.5 %". */
  percent: (ratio: number) => string;
  /** An instant with the date and the time to the second. */
  instant: (iso: string) => string;
  /** A whole number. */
  count: (value: number) => string;
}

export function useTradingFormat(): TradingFormat {
  const { formatNumber, formatCurrency, formatDate } = useI18n();
  return useMemo(
    () => ({
      price: (text) => {
        const digits = Math.min(decimalsOf(text), 10);
        const value = Number(text);
        return Number.isFinite(value)
          ? formatNumber(value, { minimumFractionDigits: digits, maximumFractionDigits: digits })
          : text;
      },
      money: (text) => {
        const value = Number(text);
        return Number.isFinite(value) ? formatCurrency(value, 'USD') : text;
      },
      pnl: (text) => {
        const value = Number(text);
        return Number.isFinite(value)
          ? formatCurrency(value, 'USD', { signDisplay: 'exceptZero' })
          : text;
      },
      latency: (ms) =>
        formatNumber(ms, {
          style: 'unit',
          unit: 'millisecond',
          unitDisplay: 'short',
          maximumFractionDigits: 0,
        }),
      percent: (ratio) =>
        formatNumber(ratio, {
          style: 'percent',
          minimumFractionDigits: 0,
          maximumFractionDigits: 1,
        }),
      instant: (iso) => formatDate(iso, { dateStyle: 'short', timeStyle: 'medium' }),
      count: (value) => formatNumber(value),
    }),
    [formatNumber, formatCurrency, formatDate],
  );
}

/** The sign of a decimal text, for colouring a P&L. */
export function signOf(text: string): 'positive' | 'negative' | 'zero' {
  const value = Number(text);
  if (!Number.isFinite(value) || value === 0) return 'zero';
  return value > 0 ? 'positive' : 'negative';
}
