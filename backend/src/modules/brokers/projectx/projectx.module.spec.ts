import { Global, Module } from '@nestjs/common';
import { Test } from '@nestjs/testing';
import type { Redis } from 'ioredis';

import { CREDENTIAL_SEALER } from '@/common/crypto/credential-sealer.module';
import { AppConfig } from '@/config/app-config';
import { RedisService } from '@/redis/redis.service';

import { ProjectXBrokerAdapter } from './projectx.broker';
import { PROJECTX_BROKER, ProjectXModule } from './projectx.module';

@Global()
@Module({
  providers: [
    {
      provide: AppConfig,
      useValue: {
        credentials: { keys: [] },
        projectx: {
          firmUrls: {
            topstepx: 'http://topstepx.test/api',
            thefuturesdesk: 'http://tfd.test/api',
            demo: 'http://demo.test/api',
          },
          requestTimeoutMs: 5000,
        },
      },
    },
    { provide: RedisService, useValue: { client: {} as Redis } },
  ],
  exports: [AppConfig, RedisService],
})
class FakeInfrastructure {}

describe('ProjectXModule', () => {
  it('provides the ProjectX broker over the Redis token store and the credentials sealer', async () => {
    const moduleRef = await Test.createTestingModule({
      imports: [FakeInfrastructure, ProjectXModule],
    })
      .overrideProvider(CREDENTIAL_SEALER)
      .useValue({ seal: (text: string) => text, open: (text: string) => text })
      .compile();
    expect(moduleRef.get(PROJECTX_BROKER)).toBeInstanceOf(ProjectXBrokerAdapter);
  });
});
