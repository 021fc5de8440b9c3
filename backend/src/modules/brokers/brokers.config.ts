// Relative, not '@/': the integration tests' global setup loads config without jest's path mapping.
// (A type-only import of contracts is erased.)
import type { ProjectXFirm } from '@tickrelay/contracts/brokers/projectx-firms';

import { developmentSealingKey, parseSealingKeys } from '../../common/crypto/sealing-keys';
import type { SealingKey } from '../../common/crypto/secret-sealer';
import { BaseVariables } from '../../config/base.variables';
import { RealInProduction } from '../../config/production-stand-ins';
import { IntRange } from '../../config/validators/int-range';
import { IsSealingKeys } from '../../config/validators/sealing-keys';
import { IsUrlWithProtocol } from '../../config/validators/url';

/** Seals members' broker credentials when CREDENTIAL_KEYS is empty; refused in production likewise. */
export const CREDENTIAL_DEVELOPMENT_KEY: SealingKey = developmentSealingKey('credential');

/** Brokers (issue 11): Tradovate's REST API and the keys of members' credentials; in /.env.example. */
export class BrokersVariables extends BaseVariables {
  // --- Tradovate: the live broker's REST API, per environment ---
  // Demo (simulated money) and live base URLs, with the /v1 path; tests point them at a local stub.
  // https in production, unless ALLOW_LOCAL_STAND_INS lists tradovate (a stub over http).
  @IsUrlWithProtocol(['http:', 'https:'])
  @RealInProduction('TRADOVATE_DEMO_URL')
  TRADOVATE_DEMO_URL = 'https://demo.tradovateapi.com/v1';

  @IsUrlWithProtocol(['http:', 'https:'])
  @RealInProduction('TRADOVATE_LIVE_URL')
  TRADOVATE_LIVE_URL = 'https://live.tradovateapi.com/v1';

  // How long one request to Tradovate may take before it counts as unanswered (an order whose
  // answer timed out is looked up by its client order id before it is ever sent again).
  @IntRange(500, 60000, 'milliseconds')
  TRADOVATE_REQUEST_TIMEOUT_MS = 5000;

  // --- ProjectX: each firm's Gateway API host, with the /api path (issue 24; the same defaults
  // as contracts' PROJECTX_DEFAULT_URLS) ---
  // Tests and the local stack point them at the ProjectX stub. https in production, unless
  // ALLOW_LOCAL_STAND_INS lists projectx (a stub over http).
  @IsUrlWithProtocol(['http:', 'https:'])
  @RealInProduction('PROJECTX_TOPSTEPX_URL')
  PROJECTX_TOPSTEPX_URL = 'https://api.topstepx.com/api';

  @IsUrlWithProtocol(['http:', 'https:'])
  @RealInProduction('PROJECTX_THEFUTURESDESK_URL')
  PROJECTX_THEFUTURESDESK_URL = 'https://api.thefuturesdesk.projectx.com/api';

  @IsUrlWithProtocol(['http:', 'https:'])
  @RealInProduction('PROJECTX_DEMO_URL')
  PROJECTX_DEMO_URL = 'https://gateway-api-demo.s2f.projectx.com/api';

  // How long one request to ProjectX may take before it counts as unanswered.
  @IntRange(500, 60000, 'milliseconds')
  PROJECTX_REQUEST_TIMEOUT_MS = 5000;

  // Keys sealing members' broker credentials at rest (AES-256-GCM, common/crypto): `id:key`
  // entries like WEBHOOK_TOKEN_KEYS, the first seals, later ones still open older values
  // (rotation). Empty: a development key, which production refuses.
  @IsSealingKeys(CREDENTIAL_DEVELOPMENT_KEY, "every member's broker credentials")
  CREDENTIAL_KEYS = '';
}

export interface CredentialSettings {
  /** CREDENTIAL_KEYS: the first seals members' broker credentials; every one opens its own. */
  keys: readonly SealingKey[];
}

export interface TradovateSettings {
  /** Base URLs with the API version path (https://demo.tradovateapi.com/v1), no trailing slash. */
  demoUrl: string;
  liveUrl: string;
  requestTimeoutMs: number;
}

export function credentialSettings(env: BrokersVariables): CredentialSettings {
  const keys = parseSealingKeys(env.CREDENTIAL_KEYS);
  // Validated at boot, like the webhook token keys.
  return {
    keys: typeof keys === 'string' || keys.length === 0 ? [CREDENTIAL_DEVELOPMENT_KEY] : keys,
  };
}

export function tradovateSettings(env: BrokersVariables): TradovateSettings {
  return {
    demoUrl: env.TRADOVATE_DEMO_URL.replace(/\/+$/, ''),
    liveUrl: env.TRADOVATE_LIVE_URL.replace(/\/+$/, ''),
    requestTimeoutMs: env.TRADOVATE_REQUEST_TIMEOUT_MS,
  };
}

export interface ProjectXSettings {
  /** Each firm's API base with /api, no trailing slash. */
  firmUrls: Record<ProjectXFirm, string>;
  requestTimeoutMs: number;
}

export function projectXSettings(env: BrokersVariables): ProjectXSettings {
  const trim = (url: string) => url.replace(/\/+$/, '');
  return {
    firmUrls: {
      topstepx: trim(env.PROJECTX_TOPSTEPX_URL),
      thefuturesdesk: trim(env.PROJECTX_THEFUTURESDESK_URL),
      demo: trim(env.PROJECTX_DEMO_URL),
    },
    requestTimeoutMs: env.PROJECTX_REQUEST_TIMEOUT_MS,
  };
}
