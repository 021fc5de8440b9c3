import {
  type DynamicModule,
  type ExistingProvider,
  type FactoryProvider,
  Module,
  type ModuleMetadata,
  type Provider,
  type ValueProvider,
} from '@nestjs/common';

import { AppConfig } from '@/config/app-config';
import { RedisService } from '@/redis/redis.service';

import { RedisTradovateStore } from './tradovate-redis.store';
import {
  TRADOVATE_LEDGER,
  TRADOVATE_SEALER,
  TRADOVATE_TOKEN_STORE,
  type TradovateSealer,
} from './tradovate-store';
import { TradovateBrokerAdapter } from './tradovate.broker';
import { TRADOVATE_BROKER, type TradovateBroker } from './tradovate.port';

/** How the importing module hands over its sealer: an existing provider, a value or a factory. */
export type TradovateSealerProvider =
  | Omit<ExistingProvider<TradovateSealer>, 'provide'>
  | Omit<ValueProvider<TradovateSealer>, 'provide'>
  | Omit<FactoryProvider<TradovateSealer>, 'provide'>;

export interface TradovateModuleOptions {
  /** Modules the sealer provider needs (the wiring's credentials module). */
  imports?: ModuleMetadata['imports'];
  sealer: TradovateSealerProvider;
}

/**
 * The Tradovate adapter: TRADOVATE_BROKER (TradovateBroker), and TRADOVATE_TOKEN_STORE /
 * TRADOVATE_LEDGER (one Redis store: sealed tokens, sent client order ids, penalty tickets) on
 * the process' Redis connection (the global RedisModule). The sealer of cached tokens comes from
 * the importer (TRADOVATE_SEALER), e.g. `TradovateModule.register({ imports: [CredentialsModule],
 * sealer: { useExisting: CredentialSealer } })`. Base URLs and timeout: AppConfig.tradovate.
 */
@Module({})
export class TradovateModule {
  static register(options: TradovateModuleOptions): DynamicModule {
    return {
      module: TradovateModule,
      imports: options.imports ?? [],
      providers: [
        { provide: TRADOVATE_SEALER, ...options.sealer } as Provider,
        {
          provide: RedisTradovateStore,
          inject: [RedisService, TRADOVATE_SEALER],
          useFactory: (redis: RedisService, sealer: TradovateSealer) =>
            new RedisTradovateStore(redis.client, sealer),
        },
        { provide: TRADOVATE_TOKEN_STORE, useExisting: RedisTradovateStore },
        { provide: TRADOVATE_LEDGER, useExisting: RedisTradovateStore },
        {
          provide: TRADOVATE_BROKER,
          inject: [AppConfig, RedisTradovateStore],
          useFactory: (config: AppConfig, store: RedisTradovateStore): TradovateBroker =>
            new TradovateBrokerAdapter(config.tradovate, store, store),
        },
      ],
      exports: [TRADOVATE_BROKER, TRADOVATE_TOKEN_STORE, TRADOVATE_LEDGER],
    };
  }
}
