import { createHash } from 'node:crypto';

import { Injectable } from '@nestjs/common';

import { AppConfig } from '@/config/app-config';

import type { AccountLimitBucket } from '../decorators/access.decorators';
import { AttemptCounter } from './attempt-counter';

export const ACCOUNT_LIMIT_WINDOW_MS = 15 * 60 * 1000;

export type AccountLimitResult = { limited: false } | { limited: true; retryAfterSeconds: number };

/** The key part naming an account (email address) without writing the address to Redis. */
export function accountKeyOf(email: string): string {
  return createHash('sha256').update(email.trim().toLowerCase()).digest('hex');
}

/**
 * Counts requests that send a mail (sign-up, confirmation resend, password reset) per account
 * (email address) in Redis, whatever the client address, so nobody can flood one inbox. A
 * stranger's requests cannot lock the owner out: each of them mailed the owner a working link.
 * Sign-in has its own failure-only limit (modules/auth/limits). Fails closed (503).
 */
@Injectable()
export class AccountRateLimiter {
  constructor(
    private readonly config: AppConfig,
    private readonly counter: AttemptCounter,
  ) {}

  async hit(bucket: AccountLimitBucket, email: string): Promise<AccountLimitResult> {
    const key = `${this.config.queuePrefix}:account-limit:${bucket}:${accountKeyOf(email)}`;
    const result = await this.counter.take(
      key,
      this.config.auth.rateLimitPerAccount,
      ACCOUNT_LIMIT_WINDOW_MS,
    );
    return result.ok
      ? { limited: false }
      : { limited: true, retryAfterSeconds: result.retryAfterSeconds };
  }
}
