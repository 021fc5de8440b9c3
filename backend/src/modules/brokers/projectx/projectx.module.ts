import { Module } from '@nestjs/common';

import {
  CredentialSealerModule,
  CREDENTIAL_SEALER,
} from '@/common/crypto/credential-sealer.module';
import { AppConfig } from '@/config/app-config';
import { RedisService } from '@/redis/redis.service';

import type { TradovateSealer } from '../tradovate/tradovate-store';
import { RedisProjectXStore } from './projectx-redis.store';
import { ProjectXBrokerAdapter } from './projectx.broker';

/** Injection token of the ProjectXBroker (projectx.port.ts). */
export const PROJECTX_BROKER = Symbol('PROJECTX_BROKER');

/**
 * The ProjectX adapter: PROJECTX_BROKER over each firm's host (AppConfig.projectx), its tokens in
 * the process' Redis (RedisProjectXStore), sealed by the credentials' sealer (CREDENTIAL_KEYS),
 * so the api and every worker share one token per connection.
 */
@Module({
  imports: [CredentialSealerModule],
  providers: [
    {
      provide: RedisProjectXStore,
      inject: [RedisService, CREDENTIAL_SEALER],
      useFactory: (redis: RedisService, sealer: TradovateSealer) =>
        new RedisProjectXStore(redis.client, sealer),
    },
    {
      provide: PROJECTX_BROKER,
      inject: [AppConfig, RedisProjectXStore],
      useFactory: (config: AppConfig, store: RedisProjectXStore) =>
        new ProjectXBrokerAdapter(config.projectx, store),
    },
  ],
  exports: [PROJECTX_BROKER],
})
export class ProjectXModule {}
