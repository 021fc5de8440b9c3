import { IsIn, IsString, Matches, ValidateBy, ValidateIf } from 'class-validator';

// Relative, not '@/': the integration tests' global setup loads config without jest's path mapping.
import { BaseVariables } from '../../config/base.variables';
import { parseStandIns, RealInProduction } from '../../config/production-stand-ins';
import { IntRange } from '../../config/validators/int-range';
import { HttpsInProduction, NotTrueInProduction } from '../../config/validators/production';
import { IsUrlWithProtocol } from '../../config/validators/url';

export const PAYMENT_PROVIDER_NAMES = ['sandbox', 'stripe'] as const;

/** Signs the sandbox's events when PAYMENT_SANDBOX_WEBHOOK_SECRET is empty (never in production). */
export const SANDBOX_DEVELOPMENT_WEBHOOK_SECRET = 'sandbox-development-webhook-secret';

const usesStripe = (env: BillingVariables): boolean => env.PAYMENT_PROVIDER === 'stripe';

/** Membership and payments (issue 9): the provider, the sandbox and Stripe; in /.env.example. */
export class BillingVariables extends BaseVariables {
  // sandbox: a local provider with its own hosted checkout page, no keys (development, e2e);
  // stripe: Stripe Checkout, Customer Portal and webhooks.
  // The sandbox takes no real payment: NODE_ENV=production refuses it unless
  // ALLOW_LOCAL_STAND_INS lists payments.
  @IsIn(PAYMENT_PROVIDER_NAMES, { message: `must be one of ${PAYMENT_PROVIDER_NAMES.join(', ')}` })
  @RealInProduction('PAYMENT_PROVIDER')
  PAYMENT_PROVIDER: (typeof PAYMENT_PROVIDER_NAMES)[number] = 'sandbox';

  // Days a past_due subscription (a renewal payment failed) stays entitled before it expires.
  @IntRange(0, 30, 'days')
  BILLING_GRACE_DAYS = 3;

  // true: billing's clock runs ahead by an offset kept in Redis (api and worker alike), which the
  // sandbox's test-clock route advances; for tests only, so production refuses it.
  @IsIn(['true', 'false'], { message: 'must be true or false' })
  @NotTrueInProduction(
    'must be false when NODE_ENV is production: the test clock lets anyone who can reach it move subscriptions through time',
  )
  BILLING_TEST_CLOCK = 'false';

  // --- the sandbox payment provider (PAYMENT_PROVIDER=sandbox) ---
  // Its events are signed with this secret (HMAC-SHA256). Empty: a fixed development secret,
  // which production refuses (a known secret would let anyone forge payments).
  @IsString()
  @Matches(/^$|^[\x21-\x7e]{16,256}$/, {
    message: 'must be empty or 16-256 printable characters without spaces',
  })
  @ValidateBy({
    name: 'sandboxSecretInProduction',
    validator: {
      validate: (value: unknown, args) => {
        const env = args?.object as BillingVariables | undefined;
        return (
          env?.NODE_ENV !== 'production' ||
          env.PAYMENT_PROVIDER !== 'sandbox' ||
          !parseStandIns(env.ALLOW_LOCAL_STAND_INS).includes('payments') ||
          value !== ''
        );
      },
      defaultMessage: () =>
        'must be set when NODE_ENV is production and PAYMENT_PROVIDER is sandbox',
    },
  })
  PAYMENT_SANDBOX_WEBHOOK_SECRET = '';

  // Where the sandbox (in the worker) delivers its events: the api's POST /api/payments/webhook.
  // Empty: http://127.0.0.1:$PORT/api/payments/webhook (api and worker on one host).
  @ValidateIf((env: BillingVariables) => env.PAYMENT_SANDBOX_WEBHOOK_URL !== '')
  @IsUrlWithProtocol(['http:', 'https:'])
  PAYMENT_SANDBOX_WEBHOOK_URL = '';

  // --- Stripe (PAYMENT_PROVIDER=stripe; each required then) ---
  // Secret API key (sk_…) or restricted key (rk_…) of the account.
  @ValidateIf((env: BillingVariables) => usesStripe(env) || env.STRIPE_SECRET_KEY !== '')
  @Matches(/^(sk|rk)_(test|live)_[\x21-\x7e]+$/, {
    message:
      'must be a Stripe secret key (sk_test_…, sk_live_…, rk_…) when PAYMENT_PROVIDER is stripe',
  })
  STRIPE_SECRET_KEY = '';

  // Signing secret (whsec_…) of the webhook endpoint that points at POST /api/payments/webhook.
  @ValidateIf((env: BillingVariables) => usesStripe(env) || env.STRIPE_WEBHOOK_SECRET !== '')
  @Matches(/^whsec_[\x21-\x7e]+$/, {
    message: 'must be the webhook signing secret (whsec_…) when PAYMENT_PROVIDER is stripe',
  })
  STRIPE_WEBHOOK_SECRET = '';

  // The product (prod_… or its custom id) every subscription price is created under.
  @ValidateIf((env: BillingVariables) => usesStripe(env) || env.STRIPE_PRODUCT_ID !== '')
  @Matches(/^[\x21-\x7e]{1,255}$/, {
    message: 'must be the id of a Stripe product (prod_…) when PAYMENT_PROVIDER is stripe',
  })
  STRIPE_PRODUCT_ID = '';

  // Stripe's API; tests point it at a local stub. Production wants https.
  @IsUrlWithProtocol(['http:', 'https:'])
  @HttpsInProduction()
  STRIPE_API_BASE_URL = 'https://api.stripe.com';
}

export interface BillingSettings {
  provider: BillingVariables['PAYMENT_PROVIDER'];
  /** Days a past_due subscription stays entitled. */
  graceDays: number;
  /** The Redis-held clock offset (tests and the sandbox's clock route; never in production). */
  testClock: boolean;
  sandbox: SandboxPaymentSettings;
  /** Set only with PAYMENT_PROVIDER=stripe (the boot check then requires every STRIPE_* key). */
  stripe: StripePaymentSettings | undefined;
}

export interface StripePaymentSettings {
  secretKey: string;
  webhookSecret: string;
  productId: string;
  /** https://api.stripe.com; tests point it at a local stub. */
  apiBaseUrl: string;
}

export interface SandboxPaymentSettings {
  webhookSecret: string;
  /** Where the worker delivers the sandbox's signed events. */
  webhookUrl: string;
}

/** `apiPort`: the api's PORT, where the sandbox's events go when no URL is set. */
export function billingSettings(env: BillingVariables, apiPort: number): BillingSettings {
  return {
    provider: env.PAYMENT_PROVIDER,
    graceDays: env.BILLING_GRACE_DAYS,
    testClock: env.BILLING_TEST_CLOCK === 'true',
    sandbox: {
      webhookSecret: env.PAYMENT_SANDBOX_WEBHOOK_SECRET || SANDBOX_DEVELOPMENT_WEBHOOK_SECRET,
      webhookUrl:
        env.PAYMENT_SANDBOX_WEBHOOK_URL || `http://127.0.0.1:${apiPort}/api/payments/webhook`,
    },
    stripe:
      env.PAYMENT_PROVIDER === 'stripe'
        ? {
            secretKey: env.STRIPE_SECRET_KEY,
            webhookSecret: env.STRIPE_WEBHOOK_SECRET,
            productId: env.STRIPE_PRODUCT_ID,
            apiBaseUrl: env.STRIPE_API_BASE_URL.replace(/\/+$/, ''),
          }
        : undefined,
  };
}
