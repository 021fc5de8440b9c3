// Relative, not '@/': the integration tests' global setup loads config without jest's path mapping.
import { developmentSealingKey, parseSealingKeys } from '../../common/crypto/sealing-keys';
import type { SealingKey } from '../../common/crypto/secret-sealer';
import { BaseVariables } from '../../config/base.variables';
import { IntRange } from '../../config/validators/int-range';
import { IsSealingKeys } from '../../config/validators/sealing-keys';

/** A key of WEBHOOK_TOKEN_KEYS or CREDENTIAL_KEYS: its id (stored beside each sealed value) and 32 bytes. */
export type WebhookTokenKey = SealingKey;

/**
 * Seals webhook tokens when WEBHOOK_TOKEN_KEYS is empty, never in production (the boot check
 * refuses it there, even listed explicitly): anyone can read it here, so it protects nothing.
 */
export const WEBHOOK_DEVELOPMENT_TOKEN_KEY: WebhookTokenKey =
  developmentSealingKey('webhook token');

/**
 * WEBHOOK_TOKEN_KEYS: `id:key` entries, comma-separated, the key 32 bytes in base64 or base64url;
 * the first seals new tokens, the others only open tokens sealed before a key rotation. A string
 * (the problem) when malformed.
 */
export const parseWebhookTokenKeys = parseSealingKeys;

/** Members' webhooks (issue 10); each in /.env.example. */
export class WebhooksVariables extends BaseVariables {
  // Keys sealing the webhook tokens at rest (AES-256-GCM), so the member's page can show the URL
  // again: `id:key` entries, comma-separated, each key 32 random bytes in base64; the first seals
  // new tokens, later ones still open older tokens (rotation). Empty: a development key, which
  // production refuses.
  @IsSealingKeys(WEBHOOK_DEVELOPMENT_TOKEN_KEY, 'every webhook token')
  WEBHOOK_TOKEN_KEYS = '';

  // Requests a minute one webhook URL accepts before 429 (requests to unknown URLs are counted
  // per client address under the same limit).
  @IntRange(1, 100000)
  WEBHOOK_RATE_LIMIT_PER_MINUTE = 60;
}

export interface WebhookSettings {
  /** The first seals new tokens; every one opens the tokens sealed under its id. */
  tokenKeys: readonly WebhookTokenKey[];
  /** Requests a minute one webhook URL accepts (the `webhook` rate limit). */
  rateLimitPerMinute: number;
}

export function webhookSettings(env: WebhooksVariables): WebhookSettings {
  const tokenKeys = parseWebhookTokenKeys(env.WEBHOOK_TOKEN_KEYS);
  return {
    // Validated at boot (a string is a problem, which validation already refused).
    tokenKeys:
      typeof tokenKeys === 'string' || tokenKeys.length === 0
        ? [WEBHOOK_DEVELOPMENT_TOKEN_KEY]
        : tokenKeys,
    rateLimitPerMinute: env.WEBHOOK_RATE_LIMIT_PER_MINUTE,
  };
}
