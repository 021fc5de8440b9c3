import { HttpStatus, Injectable } from '@nestjs/common';
import { WEBHOOK_LIMITS } from '@tickrelay/contracts/webhooks/deliveries';
import type { Response } from 'express';

import { AppException } from '@/common/errors/app.exception';
import { AttemptCounter } from '@/common/guards/attempt-counter';
import { AppConfig } from '@/config/app-config';

const HOUR_MS = 3600 * 1000;

/** Both windows are counted; the hour's smooths bursts, the day's caps a slow, steady abuser. */
const WINDOWS = [
  { name: 'hour', limit: WEBHOOK_LIMITS.rotationsPerHour, windowMs: HOUR_MS },
  { name: 'day', limit: WEBHOOK_LIMITS.rotationsPerDay, windowMs: 24 * HOUR_MS },
] as const;

/**
 * Rotations (revocations are rotations with no grace) per member, whatever address they come
 * from: each one adds a row and Redis entries, so an unlimited member could grow both for
 * everyone. Shared by every api replica (Redis); 429 WEBHOOK_ROTATION_LIMITED with Retry-After.
 * A rotation that then fails (503) is given back: only rotations made count.
 */
@Injectable()
export class WebhookRotationLimits {
  constructor(
    private readonly config: AppConfig,
    private readonly counter: AttemptCounter,
  ) {}

  async within<T>(memberId: string, response: Response, work: () => Promise<T>): Promise<T> {
    const taken: string[] = [];
    const giveBack = () => Promise.all(taken.map((key) => this.counter.giveBack(key)));
    for (const { name, limit, windowMs } of WINDOWS) {
      const key = `${this.config.queuePrefix}:webhook-rotations:${name}:${memberId}`;
      const result = await this.counter.take(key, limit, windowMs);
      if (!result.ok) {
        // The hour's attempt was taken before the day refused: it did nothing, so it is returned.
        await giveBack();
        response.setHeader('Retry-After', String(result.retryAfterSeconds));
        throw new AppException(HttpStatus.TOO_MANY_REQUESTS, 'WEBHOOK_ROTATION_LIMITED');
      }
      taken.push(key);
    }
    try {
      return await work();
    } catch (error) {
      await giveBack();
      throw error;
    }
  }
}
