import { parseConfig } from '@/config/app-config';

const production = {
  NODE_ENV: 'production',
  WEBHOOK_TOKEN_KEYS: 'example:AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
  CREDENTIAL_KEYS: 'example:AQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQE',
  DOWNLOAD_LINK_SECRET: 'example-download-link-secret-0123456789abcdef',
  SMTP_HOST: 'smtp.example.com',
  PAYMENT_PROVIDER: 'stripe',
  STRIPE_SECRET_KEY: 'sk_test_example',
  STRIPE_WEBHOOK_SECRET: 'whsec_example',
  STRIPE_PRODUCT_ID: 'prod_example',
};

function problemsOf(env: NodeJS.ProcessEnv): string[] {
  const result = parseConfig(env);
  return result.ok ? [] : result.problems;
}

describe('reCAPTCHA provider configuration', () => {
  it('defaults to the local provider outside production', () => {
    for (const NODE_ENV of [undefined, 'development', 'test']) {
      const result = parseConfig({ NODE_ENV });
      if (!result.ok) throw new Error(result.problems.join('\n'));
      expect(result.config.recaptcha.provider).toBe('local');
    }
  });

  it('refuses the local provider with NODE_ENV=production unless RECAPTCHA_LOCAL_IN_PRODUCTION=true', () => {
    expect(problemsOf(production)).toEqual([
      expect.stringMatching(/^RECAPTCHA_PROVIDER: must not be local when NODE_ENV is production/),
    ]);
    expect(problemsOf({ ...production, RECAPTCHA_PROVIDER: 'local' })).toHaveLength(1);
    expect(problemsOf({ ...production, RECAPTCHA_LOCAL_IN_PRODUCTION: 'true' })).toEqual([]);
    expect(problemsOf({ ...production, RECAPTCHA_PROVIDER: 'google' })).toEqual([]);
  });

  it('refuses unknown providers and flag values', () => {
    expect(problemsOf({ RECAPTCHA_PROVIDER: 'hcaptcha' })).toEqual([
      'RECAPTCHA_PROVIDER: must be one of local, google (got "hcaptcha")',
    ]);
    expect(problemsOf({ RECAPTCHA_LOCAL_IN_PRODUCTION: 'yes' })).toEqual([
      'RECAPTCHA_LOCAL_IN_PRODUCTION: must be true or false (got "yes")',
    ]);
  });

  it('reads google with its settings', () => {
    const result = parseConfig({
      RECAPTCHA_PROVIDER: 'google',
      RECAPTCHA_SECRET_KEY: 's3cret',
      PUBLIC_URL: 'https://tickrelay.example',
    });
    if (!result.ok) throw new Error(result.problems.join('\n'));
    expect(result.config.recaptcha).toMatchObject({
      provider: 'google',
      secretKey: 's3cret',
      expectedHostnames: ['tickrelay.example'],
    });
  });
});
