import { HttpStatus, Injectable } from '@nestjs/common';
import type { Response } from 'express';

import { AppException } from '@/common/errors/app.exception';
import { AttemptCounter } from '@/common/guards/attempt-counter';
import { AppConfig } from '@/config/app-config';

const MINUTE = 60_000;

/**
 * Per member, whatever address they come from: a test makes this machine call the member's
 * endpoint (or Discord, Telegram) and creations are few in honest use. Shared by every api
 * replica (Redis), 429 with Retry-After.
 */
export const DESTINATION_RATE_LIMITS = {
  test: { limit: 10, windowMs: MINUTE },
  create: { limit: 20, windowMs: 60 * MINUTE },
} as const;

export type DestinationAction = keyof typeof DESTINATION_RATE_LIMITS;

@Injectable()
export class DestinationRateLimits {
  constructor(
    private readonly config: AppConfig,
    private readonly counter: AttemptCounter,
  ) {}

  async take(action: DestinationAction, memberId: string, response: Response): Promise<void> {
    const { limit, windowMs } = DESTINATION_RATE_LIMITS[action];
    const key = `${this.config.queuePrefix}:destinations:${action}:${memberId}`;
    const taken = await this.counter.take(key, limit, windowMs);
    if (taken.ok) return;
    response.setHeader('Retry-After', String(taken.retryAfterSeconds));
    throw new AppException(HttpStatus.TOO_MANY_REQUESTS, 'TOO_MANY_REQUESTS');
  }
}
