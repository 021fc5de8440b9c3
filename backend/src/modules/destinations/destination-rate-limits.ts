import { HttpStatus, Injectable } from '@nestjs/common';
import type { Response } from 'express';

import { AppException } from '@/common/errors/app.exception';
import { AttemptCounter } from '@/common/guards/attempt-counter';
import { AppConfig } from '@/config/app-config';

const MINUTE = 60_000;

/**
 * Per member, whatever address they come from: a test makes this machine call the member's
 * endpoint (or Discord, Telegram), and creations are few in honest use (5 destinations at most).
 * Shared by every api replica (Redis), 429 with Retry-After. A creation that was refused (a bad
 * URL, the limit) is given back: only what was created counts.
 */
export const DESTINATION_RATE_LIMITS = {
  test: { limit: 10, windowMs: MINUTE },
  create: { limit: 30, windowMs: 60 * MINUTE },
} as const;

export type DestinationAction = keyof typeof DESTINATION_RATE_LIMITS;

@Injectable()
export class DestinationRateLimits {
  constructor(
    private readonly config: AppConfig,
    private readonly counter: AttemptCounter,
  ) {}

  /** Runs `work` within the member's limit of `action`; a creation that throws is given back. */
  async within<T>(
    action: DestinationAction,
    memberId: string,
    response: Response,
    work: () => Promise<T>,
  ): Promise<T> {
    const { limit, windowMs } = DESTINATION_RATE_LIMITS[action];
    const key = `${this.config.queuePrefix}:destinations:${action}:${memberId}`;
    const taken = await this.counter.take(key, limit, windowMs);
    if (!taken.ok) {
      response.setHeader('Retry-After', String(taken.retryAfterSeconds));
      throw new AppException(HttpStatus.TOO_MANY_REQUESTS, 'TOO_MANY_REQUESTS');
    }
    if (action !== 'create') return work();
    try {
      return await work();
    } catch (error) {
      await this.counter.giveBack(key);
      throw error;
    }
  }
}
