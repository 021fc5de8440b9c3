import { parseConfig } from '@/config/app-config';
import { PRODUCTION_ENV_SAMPLE } from '@/config/production-env.sample';

const stripeEnv = {
  PAYMENT_PROVIDER: 'stripe',
  STRIPE_SECRET_KEY: 'sk_test_51Example',
  STRIPE_WEBHOOK_SECRET: 'whsec_example0secret',
  STRIPE_PRODUCT_ID: 'prod_Example',
};

function problemsOf(env: NodeJS.ProcessEnv): string[] {
  const result = parseConfig(env);
  return result.ok ? [] : result.problems;
}

describe('Stripe configuration', () => {
  it('requires the secret key, the webhook secret and the product with PAYMENT_PROVIDER=stripe', () => {
    expect(problemsOf({ PAYMENT_PROVIDER: 'stripe' })).toEqual([
      'STRIPE_SECRET_KEY: must be a Stripe secret key (sk_test_…, sk_live_…, rk_…) when PAYMENT_PROVIDER is stripe',
      'STRIPE_WEBHOOK_SECRET: must be the webhook signing secret (whsec_…) when PAYMENT_PROVIDER is stripe',
      'STRIPE_PRODUCT_ID: must be the id of a Stripe product (prod_…) when PAYMENT_PROVIDER is stripe (got undefined)',
    ]);
    expect(problemsOf({ PAYMENT_PROVIDER: 'sandbox' })).toEqual([]);
  });

  it('reads them into AppConfig.billing.stripe, and leaves it unset for the sandbox', () => {
    const result = parseConfig({ ...stripeEnv, STRIPE_API_BASE_URL: 'http://127.0.0.1:4242/' });
    if (!result.ok) throw new Error(result.problems.join('\n'));
    expect(result.config.billing.stripe).toEqual({
      secretKey: 'sk_test_51Example',
      webhookSecret: 'whsec_example0secret',
      productId: 'prod_Example',
      apiBaseUrl: 'http://127.0.0.1:4242',
    });
    const sandbox = parseConfig({});
    expect(sandbox.ok && sandbox.config.billing.stripe).toBeUndefined();
  });

  it('refuses a publishable key or a wrong secret without echoing either', () => {
    const problems = problemsOf({
      ...stripeEnv,
      STRIPE_SECRET_KEY: 'pk_live_oops',
      STRIPE_WEBHOOK_SECRET: 'sk_live_not_a_webhook_secret',
    });
    expect(problems).toHaveLength(2);
    expect(problems.join('\n')).not.toMatch(/pk_live_oops|not_a_webhook_secret/);
  });

  it('wants https for the API in production, and defaults to Stripe', () => {
    const production = {
      ...stripeEnv,
      ...PRODUCTION_ENV_SAMPLE,
      RECAPTCHA_PROVIDER: 'google',
      SMTP_HOST: 'smtp.example.com',
      WEBHOOK_TOKEN_KEYS: 'example:AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
      CREDENTIAL_KEYS: 'example:AQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQE',
      DOWNLOAD_LINK_SECRET: 'example-download-link-secret-0123456789abcdef',
    };
    expect(problemsOf({ ...production, STRIPE_API_BASE_URL: 'http://stub:12111' })).toEqual([
      'STRIPE_API_BASE_URL: must be an https:// URL when NODE_ENV is production (got "http://stub:12111")',
    ]);
    const result = parseConfig(production);
    if (!result.ok) throw new Error(result.problems.join('\n'));
    expect(result.config.billing.stripe?.apiBaseUrl).toBe('https://api.stripe.com');
  });
});
