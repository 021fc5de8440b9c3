import { Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import { Redis } from 'ioredis';

import { withTimeout } from '@/common/async/with-timeout';
import { AppConfig } from '@/config/app-config';

import { failFastRedisOptions } from './redis-options';

/**
 * The process' request-path Redis connection (rate-limit counters, health). Fail-fast options:
 * while Redis is away every command rejects immediately; ioredis reconnects in the background.
 */
@Injectable()
export class RedisService implements OnApplicationShutdown {
  readonly client: Redis;
  private readonly logger = new Logger(RedisService.name);
  private lastError: string | undefined;

  constructor(config: AppConfig) {
    this.client = new Redis(config.redisUrl, failFastRedisOptions('tickrelay'));
    // Log each outage once, not every reconnect attempt.
    this.client.on('error', (error: Error) => {
      if (this.lastError === error.message) return;
      this.lastError = error.message;
      this.logger.warn(`Redis connection error: ${error.message}`);
    });
    this.client.on('ready', () => {
      if (this.lastError !== undefined) this.logger.log('Redis connection restored');
      this.lastError = undefined;
    });
  }

  async ping(timeoutMs: number): Promise<void> {
    await withTimeout(this.client.ping(), timeoutMs, 'redis ping');
  }

  async onApplicationShutdown(): Promise<void> {
    try {
      await withTimeout(this.client.quit(), 1000, 'redis quit');
    } catch {
      this.client.disconnect();
    }
  }
}
