import { Global, Module } from '@nestjs/common';
import { Test } from '@nestjs/testing';
import type { Redis } from 'ioredis';

import { AppConfig } from '@/config/app-config';
import { RedisService } from '@/redis/redis.service';

import { RedisTradovateStore } from './tradovate-redis.store';
import { TRADOVATE_LEDGER, TRADOVATE_TOKEN_STORE, type TradovateSealer } from './tradovate-store';
import { TradovateBrokerAdapter } from './tradovate.broker';
import { TradovateModule } from './tradovate.module';
import { TRADOVATE_BROKER } from './tradovate.port';

const sealer: TradovateSealer = { seal: (text) => text, open: (text) => text };

@Global()
@Module({
  providers: [
    {
      provide: AppConfig,
      useValue: {
        tradovate: {
          demoUrl: 'http://demo.test/v1',
          liveUrl: 'http://live.test/v1',
          requestTimeoutMs: 5000,
        },
      },
    },
    { provide: RedisService, useValue: { client: {} as Redis } },
  ],
  exports: [AppConfig, RedisService],
})
class FakeInfrastructure {}

describe('TradovateModule', () => {
  it('provides the broker and one Redis store as token store and ledger, sealing with the given sealer', async () => {
    const moduleRef = await Test.createTestingModule({
      imports: [FakeInfrastructure, TradovateModule.register({ sealer: { useValue: sealer } })],
    }).compile();
    expect(moduleRef.get(TRADOVATE_BROKER)).toBeInstanceOf(TradovateBrokerAdapter);
    const store = moduleRef.get<RedisTradovateStore>(TRADOVATE_TOKEN_STORE);
    expect(store).toBeInstanceOf(RedisTradovateStore);
    expect(moduleRef.get(TRADOVATE_LEDGER)).toBe(store);
  });
});
