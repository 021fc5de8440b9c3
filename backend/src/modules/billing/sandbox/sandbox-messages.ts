import * as fs from 'node:fs';
import * as path from 'node:path';

import type { Currency } from '@tickrelay/contracts/billing/billing';
import { INTL_LOCALES, type Locale } from '@tickrelay/contracts/locales';

import { I18N_DIRECTORY } from '@/common/i18n/i18n.options';

type Messages = Record<string, unknown>;

const loaded = new Map<Locale, Messages>();

/** The sandbox pages' and PDF's words, from src/i18n/<locale>/sandbox.json (en and fr). */
function messagesOf(locale: Locale): Messages {
  let messages = loaded.get(locale);
  if (!messages) {
    const file = path.join(I18N_DIRECTORY, locale, 'sandbox.json');
    messages = JSON.parse(fs.readFileSync(file, 'utf8')) as Messages;
    loaded.set(locale, messages);
  }
  return messages;
}

/** `key` is dotted ("plan.monthly"); `{name}` placeholders are filled from `params`. */
export function sandboxText(
  locale: Locale,
  key: string,
  params: Readonly<Record<string, string | number>> = {},
): string {
  let value: unknown = messagesOf(locale);
  for (const part of key.split('.')) {
    value = typeof value === 'object' && value !== null ? (value as Messages)[part] : undefined;
  }
  if (typeof value !== 'string') throw new Error(`sandbox message ${locale}:${key} is missing`);
  return value.replace(/\{(\w+)\}/g, (match, name: string) =>
    params[name] === undefined ? match : String(params[name]),
  );
}

export function formatMoney(locale: Locale, amount: number, currency: Currency): string {
  return new Intl.NumberFormat(INTL_LOCALES[locale], {
    style: 'currency',
    currency: currency.toUpperCase(),
  }).format(amount / 100);
}

export function formatDate(locale: Locale, date: Date): string {
  // dateStyle/timeStyle cannot be combined with timeZoneName: the fields one by one.
  return new Intl.DateTimeFormat(INTL_LOCALES[locale], {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'UTC',
    timeZoneName: 'short',
  }).format(date);
}

export function formatDay(locale: Locale, date: Date): string {
  return new Intl.DateTimeFormat(INTL_LOCALES[locale], {
    dateStyle: 'long',
    timeZone: 'UTC',
  }).format(date);
}
