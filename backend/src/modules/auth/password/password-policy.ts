import COMMON_PASSWORDS from './common-passwords.json';

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

/**
 * The 5,000 most common passwords of 8+ characters, lower-cased, ranked by frequency: the head of
 * the zxcvbn password list (Xato's 10-million-password corpus), @zxcvbn-ts/language-common 4.1.3.
 */
const COMMON = new Set<string>(COMMON_PASSWORDS);

/** No composition rules (NIST SP 800-63B): only length, checked elsewhere, and this blocklist. */
export function isCommonPassword(password: string): boolean {
  return COMMON.has(password.normalize('NFKC').toLowerCase());
}

export function commonPasswordCount(): number {
  return COMMON.size;
}
