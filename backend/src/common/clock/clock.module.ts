import { Global, Module } from '@nestjs/common';

import { AppConfig } from '@/config/app-config';
import { RedisService } from '@/redis/redis.service';

import { Clock, RedisOffsetClock, SystemClock, testClockKey } from './clock';

/** Provides the one Clock: the Redis-offset test clock with BILLING_TEST_CLOCK=true, else the system's. */
@Global()
@Module({
  providers: [
    {
      provide: Clock,
      inject: [AppConfig, RedisService],
      useFactory: (config: AppConfig, redis: RedisService): Clock =>
        config.billing.testClock && !config.isProduction
          ? new RedisOffsetClock(redis.client, testClockKey(config.queuePrefix))
          : new SystemClock(),
    },
  ],
  exports: [Clock],
})
export class ClockModule {}
