// What every format's mapper (formats/*.ts) shares: the result shape, the refusal, the
// "switched off" values other products write for an unused option, and the key checks (known,
// ignored, misspelt) that turn a key into a warning or a refusal.
import type { AlertReadCode, AlertWarning } from './alert-reader.types';

/** The message mapped onto TickRelay's payload, not yet validated. */
export interface Mapped {
  payload: Record<string, unknown>;
  /** Canonical key → the pointer of the key it came from ('quantity' → '/qty'). */
  sources: Record<string, string>;
  warnings: AlertWarning[];
}

export interface Refusal {
  code: AlertReadCode;
  /** JSON pointer of the field in the member's message; null for the message as a whole. */
  field: string | null;
}

export type MapResult =
  { ok: true; mapped: Mapped } | ({ ok: false; warnings: AlertWarning[] } & Refusal);

export const refuse = (
  code: AlertReadCode,
  field: string | null,
  warnings: AlertWarning[] = [],
): MapResult => ({ ok: false, code, field, warnings });

/** Characters a pointer keeps (a key of 10,000 characters is only shown, cut with an ellipsis). */
export const POINTER_MAX_CHARS = 200;

/** RFC 6901 pointer of a top-level key. */
export function pointer(key: string): string {
  const text = `/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`;
  return text.length > POINTER_MAX_CHARS ? `${text.slice(0, POINTER_MAX_CHARS - 1)}…` : text;
}

/**
 * Other products write 0, "0", false, "false" or "" for an option that is off (PickMyTrade's
 * template sends every field, most of them 0): such a field asks for nothing.
 */
export function isOff(value: unknown): boolean {
  if (value === undefined || value === null || value === false || value === 0) return true;
  if (typeof value !== 'string') return false;
  const text = value.trim().toLowerCase();
  return text === '' || text === 'false' || /^0+(\.0+)?$/.test(text);
}

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Optimal string alignment distance (a transposition is one edit), case-insensitive. */
export function editDistance(a: string, b: string): number {
  const s = a.toLowerCase();
  const t = b.toLowerCase();
  const rows: number[][] = Array.from({ length: s.length + 1 }, (_, i) =>
    Array.from({ length: t.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i <= s.length; i += 1) {
    for (let j = 1; j <= t.length; j += 1) {
      const cost = s[i - 1] === t[j - 1] ? 0 : 1;
      const row = rows[i]!;
      const above = rows[i - 1]!;
      row[j] = Math.min(above[j]! + 1, row[j - 1]! + 1, above[j - 1]! + cost);
      if (i > 1 && j > 1 && s[i - 1] === t[j - 2] && s[i - 2] === t[j - 1]) {
        row[j] = Math.min(row[j]!, rows[i - 2]![j - 2]! + 1);
      }
    }
  }
  return rows[s.length]![t.length]!;
}

/** Edits a key of this length may be away from a known one and still be its typo. */
const typoBudget = (length: number): number => (length >= 7 ? 2 : length >= 4 ? 1 : 0);

/** The known key an unknown one is a typo of ('quantitiy' → 'quantity'), if any. */
export function typoOf(key: string, known: readonly string[]): string | undefined {
  if (key.length > 64) return undefined;
  let best: { name: string; distance: number } | undefined;
  for (const name of known) {
    const distance = editDistance(key, name);
    const budget = typoBudget(Math.min(key.length, name.length));
    if (distance <= budget && (!best || distance < best.distance)) best = { name, distance };
  }
  return best?.name;
}

/**
 * Sorts a message's keys: the known ones are the mapper's; a key of `ignored` is a warning
 * (ignored_field); any other key is a typo of a known key (refused, with the suggestion) or an
 * unknown key (a warning).
 */
export function checkKeys(
  body: Record<string, unknown>,
  known: readonly string[],
  ignored: readonly string[],
): { warnings: AlertWarning[]; misspelt?: Refusal } {
  const warnings: AlertWarning[] = [];
  for (const key of Object.keys(body)) {
    if (known.includes(key)) continue;
    if (ignored.includes(key)) {
      warnings.push({ field: pointer(key), code: 'ignored_field' });
      continue;
    }
    const suggestion = typoOf(key, known);
    if (suggestion !== undefined) {
      const warning: AlertWarning = { field: pointer(key), code: 'misspelt_field', suggestion };
      return {
        warnings: [warning, ...warnings],
        misspelt: { code: 'ALERT_FIELD_MISSPELT', field: pointer(key) },
      };
    }
    warnings.push({ field: pointer(key), code: 'unknown_field' });
  }
  return { warnings };
}

/** A price given as a JSON number or numeric text, as a number; undefined otherwise. */
export function priceNumber(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) && value > 0 ? value : undefined;
  if (typeof value !== 'string' || !/^\s*[0-9]+(\.[0-9]+)?\s*$/.test(value)) return undefined;
  const number = Number(value);
  return number > 0 ? number : undefined;
}

/** The decimal distance between two prices, exact to 8 decimals. */
export function priceDistance(from: number, to: number): number {
  return Number(Math.abs(to - from).toFixed(8));
}

/**
 * An exit given at a price level (TradersPost's takeProfit.limitPrice, PickMyTrade's tp) as the
 * distance in points from the alert's price, on the side the order's action makes sense of: a
 * buy's take-profit above, its stop-loss below (the reverse for a sell).
 */
export function exitFromLevel(
  kind: 'takeProfit' | 'stopLoss',
  action: unknown,
  reference: unknown,
  level: unknown,
  field: string,
  referenceField: string,
): { points: number } | Refusal {
  const to = priceNumber(level);
  if (to === undefined) return { code: 'ALERT_INVALID', field };
  const from = priceNumber(reference);
  if (from === undefined) return { code: 'ALERT_INVALID', field: referenceField };
  const buy = action === 'buy';
  if (!buy && action !== 'sell') return { code: 'ALERT_INVALID', field };
  const above = to > from;
  const wantAbove = kind === 'takeProfit' ? buy : !buy;
  if (to === from || above !== wantAbove) return { code: 'ALERT_INVALID', field };
  return { points: priceDistance(from, to) };
}

export const isRefusal = (value: object): value is Refusal => 'code' in value;
