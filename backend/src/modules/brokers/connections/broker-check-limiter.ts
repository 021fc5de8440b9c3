import { HttpStatus, Injectable } from '@nestjs/common';

import { AttemptCounter } from '@/common/guards/attempt-counter';
import { AppConfig } from '@/config/app-config';

import { RetryLaterException } from './broker-errors';

/** Checks at Tradovate (save, test) one member may ask for in a window. */
export const BROKER_CHECKS_PER_WINDOW = 10;
export const BROKER_CHECKS_WINDOW_MS = 10 * 60 * 1000;

/**
 * Each save or test of a connection makes us call Tradovate (a token request, the account list):
 * counted per member in Redis, whatever the client address, so nobody can hammer Tradovate (and
 * get the platform's app rate limited there) through us. 429 TOO_MANY_REQUESTS with Retry-After;
 * fails closed (503) without Redis.
 */
@Injectable()
export class BrokerCheckLimiter {
  constructor(
    private readonly config: AppConfig,
    private readonly counter: AttemptCounter,
  ) {}

  async take(memberId: string): Promise<void> {
    const taken = await this.counter.take(
      `${this.config.queuePrefix}:broker-checks:${memberId}`,
      BROKER_CHECKS_PER_WINDOW,
      BROKER_CHECKS_WINDOW_MS,
    );
    if (!taken.ok) {
      throw new RetryLaterException(
        HttpStatus.TOO_MANY_REQUESTS,
        'TOO_MANY_REQUESTS',
        taken.retryAfterSeconds,
      );
    }
  }
}
