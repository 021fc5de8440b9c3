import { INTL_LOCALES, type Locale } from '@tickrelay/contracts/locales';

// Intl formatters are costly to build; cache them per locale and options.
const cache = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat | Intl.RelativeTimeFormat>();

function cached<T extends Intl.NumberFormat | Intl.DateTimeFormat | Intl.RelativeTimeFormat>(
  kind: string,
  locale: Locale,
  options: object | undefined,
  create: () => T,
): T {
  const key = `${kind}|${locale}|${JSON.stringify(options ?? {})}`;
  let formatter = cache.get(key) as T | undefined;
  if (!formatter) {
    formatter = create();
    cache.set(key, formatter);
  }
  return formatter;
}

export function formatNumber(
  locale: Locale,
  value: number,
  options?: Intl.NumberFormatOptions,
): string {
  return cached(
    'number',
    locale,
    options,
    () => new Intl.NumberFormat(INTL_LOCALES[locale], options),
  ).format(value);
}

export function formatCurrency(
  locale: Locale,
  value: number,
  currency: string,
  options?: Intl.NumberFormatOptions,
): string {
  return formatNumber(locale, value, { style: 'currency', currency, ...options });
}

export function formatDate(
  locale: Locale,
  value: Date | number | string,
  options: Intl.DateTimeFormatOptions = { dateStyle: 'medium' },
): string {
  const date = value instanceof Date ? value : new Date(value);
  return cached(
    'date',
    locale,
    options,
    () => new Intl.DateTimeFormat(INTL_LOCALES[locale], options),
  ).format(date);
}

export function formatRelativeTime(
  locale: Locale,
  value: number,
  unit: Intl.RelativeTimeFormatUnit,
  options: Intl.RelativeTimeFormatOptions = { numeric: 'auto' },
): string {
  return cached(
    'relative',
    locale,
    options,
    () => new Intl.RelativeTimeFormat(INTL_LOCALES[locale], options),
  ).format(value, unit);
}
