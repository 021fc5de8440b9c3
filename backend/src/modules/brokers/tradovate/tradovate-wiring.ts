import {
  CredentialSealerModule,
  CREDENTIAL_SEALER,
} from '@/common/crypto/credential-sealer.module';

import { TradovateModule } from './tradovate.module';

/**
 * The Tradovate adapter as both processes use it: its cached tokens sealed by the credentials'
 * sealer (CREDENTIAL_KEYS). One instance per module that imports it, exported as is.
 */
export const tradovateAdapterModule = () =>
  TradovateModule.register({
    imports: [CredentialSealerModule],
    sealer: { useExisting: CREDENTIAL_SEALER },
  });
