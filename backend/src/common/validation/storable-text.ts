/**
 * Text PostgreSQL cannot store: `text`/`jsonb` refuse the NUL character, and UTF-8 has no encoding
 * for a UTF-16 surrogate that is not part of a pair (JSON may carry one as `"\ud800"`). Such a value
 * reaching an INSERT or a COPY fails the whole statement, so it is refused at validation instead.
 *
 * Pure and dependency-free, so the hot routes (telemetry, webhooks) that run ahead of Nest can
 * use the same check as the global validation pipe.
 */

import type { DetailCode } from '@tickrelay/contracts/errors/detail-codes';

/** The `details` code of a field holding such text. */
export const UNSTORABLE_TEXT_CODE = 'invalid_characters' satisfies DetailCode;

// NUL, a high surrogate not followed by a low one, or a low surrogate not preceded by a high one.
// eslint-disable-next-line no-control-regex -- NUL is exactly what this looks for
const UNSTORABLE = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
const UNSTORABLE_ALL = new RegExp(UNSTORABLE.source, 'g');
// Cheap first pass: almost every string has none of these code units.
// eslint-disable-next-line no-control-regex -- NUL is exactly what this looks for
const SUSPECT = /[\u0000\ud800-\udfff]/;

/** True when PostgreSQL can store the string as text. */
export function isStorableText(value: string): boolean {
  return !SUSPECT.test(value) || !UNSTORABLE.test(value);
}

/** The string with each code unit PostgreSQL cannot store replaced by U+FFFD (always storable). */
export function toStorableText(value: string): string {
  return SUSPECT.test(value) ? value.replace(UNSTORABLE_ALL, '\ufffd') : value;
}

/**
 * The dotted paths (`items.0.name`) of every string value or object key under `value` that
 * PostgreSQL cannot store; `rootPath` names the value itself (used when it is a bare string).
 * Iterative, so a deeply nested body cannot overflow the stack.
 */
export function findUnstorableText(value: unknown, rootPath = ''): string[] {
  const found: string[] = [];
  const pending: Array<[unknown, string]> = [[value, rootPath]];
  const join = (parent: string, key: string) => (parent ? `${parent}.${key}` : key);
  while (pending.length > 0) {
    const [current, path] = pending.pop() as [unknown, string];
    if (typeof current === 'string') {
      if (!isStorableText(current)) found.push(path);
    } else if (Array.isArray(current)) {
      current.forEach((item, index) => pending.push([item, join(path, String(index))]));
    } else if (typeof current === 'object' && current !== null) {
      for (const [key, child] of Object.entries(current)) {
        // A key that is itself unstorable is named with its bad code units replaced.
        const childPath = join(path, toStorableText(key));
        if (!isStorableText(key)) found.push(childPath);
        else pending.push([child, childPath]);
      }
    }
  }
  return [...new Set(found)].sort();
}
