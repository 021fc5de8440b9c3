import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

import { Injectable } from '@nestjs/common';

import { AppConfig } from '@/config/app-config';

import { HashSlots } from './hash-slots';

const KEY_LENGTH = 64;
const SALT_BYTES = 16;

export interface ScryptCost {
  N: number;
  r: number;
  p: number;
}

export interface PasswordCheck {
  valid: boolean;
  /** Made with other parameters than today's: rehash it now that the password is known. */
  outdated: boolean;
}

function derive(password: string, salt: Buffer, cost: ScryptCost): Promise<Buffer> {
  // Node refuses more than 32 MiB by default; scrypt needs about 128·N·r bytes (128 MiB at 2^17).
  const maxmem = 2 * 128 * cost.N * cost.r;
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, { ...cost, maxmem }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

/** `scrypt$N$r$p$salt$hash` (base64url): self-describing, so the cost can be raised later. */
export async function hashPassword(password: string, cost: ScryptCost): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await derive(password, salt, cost);
  return [
    'scrypt',
    cost.N,
    cost.r,
    cost.p,
    salt.toString('base64url'),
    key.toString('base64url'),
  ].join('$');
}

/** The parameters a stored hash was made with; undefined when it is not one of ours. */
export function costOf(stored: string): ScryptCost | undefined {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  const cost = { N: Number(n), r: Number(r), p: Number(p) };
  const sane =
    Number.isInteger(Math.log2(cost.N)) &&
    cost.N >= 2 &&
    cost.N <= 2 ** 20 &&
    Number.isInteger(cost.r) &&
    cost.r >= 1 &&
    cost.r <= 32 &&
    Number.isInteger(cost.p) &&
    cost.p >= 1 &&
    cost.p <= 16;
  return scheme === 'scrypt' && salt && hash && sane ? cost : undefined;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const cost = costOf(stored);
  if (!cost) return false;
  const [, , , , salt = '', hash = ''] = stored.split('$');
  const expected = Buffer.from(hash, 'base64url');
  const key = await derive(password, Buffer.from(salt, 'base64url'), cost);
  return key.length === expected.length && timingSafeEqual(key, expected);
}

/**
 * Password hashing with the configured scrypt cost (AUTH_SCRYPT_LOG2_N; N=2^17, r=8, p=1 by
 * default, OWASP's minimum) and at most AUTH_PASSWORD_HASH_CONCURRENCY derivations at once.
 */
@Injectable()
export class PasswordHasher {
  readonly cost: ScryptCost;
  private readonly slots: HashSlots;
  private dummyHash: Promise<string> | undefined;

  constructor(config: AppConfig) {
    const { log2N, r, p } = config.auth.scrypt;
    this.cost = { N: 2 ** log2N, r, p };
    this.slots = new HashSlots(config.auth.passwordHashConcurrency);
  }

  hash(password: string): Promise<string> {
    return this.slots.run(() => hashPassword(password, this.cost));
  }

  async verify(password: string, stored: string): Promise<PasswordCheck> {
    const valid = await this.slots.run(() => verifyPassword(password, stored));
    const cost = costOf(stored);
    const outdated =
      !cost || cost.N !== this.cost.N || cost.r !== this.cost.r || cost.p !== this.cost.p;
    return { valid, outdated: valid && outdated };
  }

  /**
   * Spends the time of checking a real password, for addresses without one: a wrong email and a
   * wrong password must not be told apart by their response time.
   */
  async verifyDummy(password: string): Promise<false> {
    this.dummyHash ??= hashPassword(randomBytes(16).toString('hex'), this.cost);
    const dummy = await this.dummyHash;
    await this.slots.run(() => verifyPassword(password, dummy));
    return false;
  }
}
