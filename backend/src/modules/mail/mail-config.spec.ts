import { parseConfig } from '@/config/app-config';
import { PRODUCTION_ENV_SAMPLE } from '@/config/production-env.sample';

describe('SMTP_HOST and the log-only mail transport', () => {
  it('refuses production without an SMTP host: the log transport would log every link', () => {
    const result = parseConfig({
      ...PRODUCTION_ENV_SAMPLE,
      RECAPTCHA_PROVIDER: 'google',
      WEBHOOK_TOKEN_KEYS: 'example:AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
      CREDENTIAL_KEYS: 'example:AQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQE',
      DOWNLOAD_LINK_SECRET: 'example-download-link-secret-0123456789abcdef',
      SMTP_HOST: '  ',
      PAYMENT_PROVIDER: 'stripe',
      STRIPE_SECRET_KEY: 'sk_test_example',
      STRIPE_WEBHOOK_SECRET: 'whsec_example',
      STRIPE_PRODUCT_ID: 'prod_example',
    });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.problems).toEqual([
      expect.stringMatching(
        /^SMTP_HOST: must be set when NODE_ENV is production: without it the worker writes every mail, confirmation and recovery links included, to its log/,
      ),
    ]);
  });

  it('allows the log transport in development and tests, and SMTP in production', () => {
    expect(parseConfig({ NODE_ENV: 'development' }).ok).toBe(true);
    expect(parseConfig({ NODE_ENV: 'test' }).ok).toBe(true);
    expect(
      parseConfig({
        ...PRODUCTION_ENV_SAMPLE,
        RECAPTCHA_PROVIDER: 'google',
        WEBHOOK_TOKEN_KEYS: 'example:AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
        CREDENTIAL_KEYS: 'example:AQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQE',
        DOWNLOAD_LINK_SECRET: 'example-download-link-secret-0123456789abcdef',
        SMTP_HOST: 'smtp.example.com',
        PAYMENT_PROVIDER: 'stripe',
        STRIPE_SECRET_KEY: 'sk_test_example',
        STRIPE_WEBHOOK_SECRET: 'whsec_example',
        STRIPE_PRODUCT_ID: 'prod_example',
      }).ok,
    ).toBe(true);
  });
});
