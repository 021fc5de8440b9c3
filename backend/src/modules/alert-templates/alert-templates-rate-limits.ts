import { HttpStatus, Injectable } from '@nestjs/common';
import type { Response } from 'express';

import { AppException } from '@/common/errors/app.exception';
import { AttemptCounter } from '@/common/guards/attempt-counter';
import { AppConfig } from '@/config/app-config';

/**
 * Changes per member, whatever address they come from, shared by every api replica (Redis):
 * saving, renaming and deleting templates is a few clicks in honest use. 429 with Retry-After.
 * Reads only count against the global per-address default.
 */
export const ALERT_TEMPLATE_WRITES = { limit: 60, windowMs: 60_000 } as const;

@Injectable()
export class AlertTemplatesRateLimits {
  constructor(
    private readonly config: AppConfig,
    private readonly counter: AttemptCounter,
  ) {}

  async write<T>(memberId: string, response: Response, work: () => Promise<T>): Promise<T> {
    const key = `${this.config.queuePrefix}:alert-templates:writes:${memberId}`;
    const taken = await this.counter.take(
      key,
      ALERT_TEMPLATE_WRITES.limit,
      ALERT_TEMPLATE_WRITES.windowMs,
    );
    if (!taken.ok) {
      response.setHeader('Retry-After', String(taken.retryAfterSeconds));
      throw new AppException(HttpStatus.TOO_MANY_REQUESTS, 'TOO_MANY_REQUESTS');
    }
    return work();
  }
}
