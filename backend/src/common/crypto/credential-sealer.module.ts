import { Module } from '@nestjs/common';

import { AppConfig } from '@/config/app-config';

import { SecretSealer } from './secret-sealer';

/**
 * Injection token of the sealer of members' credentials (CREDENTIAL_KEYS): the broker
 * connections' sealed credentials and the Tradovate adapter's cached tokens.
 */
export const CREDENTIAL_SEALER = Symbol('CREDENTIAL_SEALER');

/** Provides CREDENTIAL_SEALER (a SecretSealer under CREDENTIAL_KEYS) in the api and the worker. */
@Module({
  providers: [
    {
      provide: CREDENTIAL_SEALER,
      inject: [AppConfig],
      useFactory: (config: AppConfig) => new SecretSealer(config.credentials.keys),
    },
  ],
  exports: [CREDENTIAL_SEALER],
})
export class CredentialSealerModule {}
