import { Injectable } from '@nestjs/common';
import type { Response } from 'express';

import { AttemptCounter } from '@/common/guards/attempt-counter';
import { AppConfig } from '@/config/app-config';

import { authErrors, isIncorrectPassword } from '../auth.errors';
import { hashToken } from '../session/tokens';

export const REENTRY_WINDOW_MS = 60 * 60 * 1000;

/**
 * Password re-entry by a signed-in member (change password, delete account) has its own strict
 * limit per account: AUTH_REENTRY_FAILURES_PER_ACCOUNT wrong passwords an hour. Whoever holds a
 * session (a stolen cookie, an unlocked laptop) cannot use it to guess the password. Only wrong
 * passwords count; past the limit the owner still has password recovery, which also ends every
 * session. The confirm page's sign-up password is counted the same way per emailed link
 * (`linkSubject`), so whoever reads a link (a mail scanner, a forwarded mail) cannot guess it.
 */
@Injectable()
export class ReentryLimiter {
  constructor(
    private readonly config: AppConfig,
    private readonly counter: AttemptCounter,
  ) {}

  /** `subject`: the member's id, or `linkSubject(token)` for an emailed link. */
  async attempt<T>(subject: string, response: Response, work: () => Promise<T>): Promise<T> {
    const key = `${this.config.queuePrefix}:reentry-failures:${subject}`;
    const taken = await this.counter.take(
      key,
      this.config.auth.reentryFailuresPerAccount,
      REENTRY_WINDOW_MS,
    );
    if (!taken.ok) {
      response.setHeader('Retry-After', String(taken.retryAfterSeconds));
      throw authErrors.tooManyAttempts();
    }
    try {
      const result = await work();
      await this.counter.giveBack(key);
      return result;
    } catch (error) {
      if (!isIncorrectPassword(error)) await this.counter.giveBack(key);
      throw error;
    }
  }
}

/** The counter's subject for an emailed link: its hash, never the token itself. */
export function linkSubject(token: string): string {
  return `link:${hashToken(token)}`;
}
