// Prices come from the API in the currency's minor unit (cents); they are shown with
// Intl.NumberFormat in the page's language, never with a symbol or a decimal written here.
import type { Currency } from '@tickrelay/contracts/billing/billing';
import { useCallback } from 'react';

import { useI18n } from '@/lib/i18n/i18n-context';

const digits = new Map<string, number>();

/** How many decimals the currency's minor unit has (2 for USD and EUR), as Intl knows it. */
export function minorUnitDigits(currency: Currency): number {
  let found = digits.get(currency);
  if (found === undefined) {
    const options = new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions();
    found = options.maximumFractionDigits ?? 2;
    digits.set(currency, found);
  }
  return found;
}

/** Minor units → major units of the currency (4900 usd → 49). */
export function toMajorUnits(amount: number, currency: Currency): number {
  return amount / 10 ** minorUnitDigits(currency);
}

/** `format(4900, 'usd')` → "$49.00" on an English page, "49,00 $US" on a French one. */
export function useFormatMoney(): (amount: number, currency: Currency) => string {
  const { formatCurrency } = useI18n();
  return useCallback(
    (amount, currency) => formatCurrency(toMajorUnits(amount, currency), currency.toUpperCase()),
    [formatCurrency],
  );
}
