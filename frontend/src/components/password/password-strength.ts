// A hint, not a rule: the only rules are the length bounds (and the API's common-password list).
import { PASSWORD_MIN_LENGTH } from '@/lib/forms/field-validation';

export type StrengthLevel = 'tooShort' | 'weak' | 'fair' | 'good' | 'strong';

// The first few entries of every breached-password list; the API checks a much longer one.
const VERY_COMMON = new Set([
  'password',
  'password1',
  'password123',
  '12345678',
  '123456789',
  '1234567890',
  'qwertyuiop',
  'qwerty123',
  'iloveyou',
  'sunshine',
  'football',
  'baseball',
  'welcome1',
  'trustno1',
  'letmein1',
  'abc12345',
  'azertyuiop',
  'motdepasse',
  'tradingview',
  'tickrelay',
]);

const SEQUENCES = ['abcdefghijklmnopqrstuvwxyz', '0123456789', 'qwertyuiop', 'azertyuiop'];

function isSequenceOrRepeat(value: string): boolean {
  const lower = value.toLowerCase();
  if (/^(.)\1+$/.test(lower)) return true;
  if (/^(.{1,4})\1+$/.test(lower)) return true;
  return SEQUENCES.some((sequence) => sequence.includes(lower));
}

function characterClasses(value: string): number {
  return [/[a-z]/, /[A-Z]/, /\d/, /[^A-Za-z\d]/].filter((pattern) => pattern.test(value)).length;
}

/** 0..4 and its label: long passphrases score well without any special character. */
export function passwordStrength(value: string): { level: StrengthLevel; score: number } {
  if (value.length < PASSWORD_MIN_LENGTH) return { level: 'tooShort', score: 0 };
  if (VERY_COMMON.has(value.toLowerCase()) || isSequenceOrRepeat(value)) {
    return { level: 'weak', score: 1 };
  }
  let score = 1;
  if (value.length >= 12) score += 1;
  if (value.length >= 16) score += 1;
  if (characterClasses(value) >= 3 || (value.length >= 10 && characterClasses(value) >= 2)) {
    score += 1;
  }
  const capped = Math.min(score, 4);
  const levels: StrengthLevel[] = ['tooShort', 'weak', 'fair', 'good', 'strong'];
  return { level: levels[capped] ?? 'strong', score: capped };
}
