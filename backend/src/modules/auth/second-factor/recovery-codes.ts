import { randomInt } from 'node:crypto';

import { SECOND_FACTOR_LIMITS } from '@tickrelay/contracts/endpoints/second-factor.endpoints';

import { hashToken } from '../session/tokens';

// No 0/O, 1/I/L: codes are read off paper.
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
const HALF = 5;

function half(): string {
  let text = '';
  for (let i = 0; i < HALF; i += 1) text += ALPHABET[randomInt(ALPHABET.length)];
  return text;
}

/** Ten codes of 10 characters from 31 (about 49 bits each): single use, so a fast hash is enough. */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: SECOND_FACTOR_LIMITS.recoveryCodes }, () => `${half()}-${half()}`);
}

/** What is stored: the hash of the code as typed, lower case, without spaces or dashes. */
export function recoveryCodeHash(code: string): string {
  return hashToken(code.toLowerCase().replace(/[\s-]/g, ''));
}

/** Six digits is a TOTP code; anything else is tried as a recovery code. */
export function isTotpCode(code: string): boolean {
  return /^\d{6}$/.test(code.replace(/\s/g, ''));
}
