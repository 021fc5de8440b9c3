import { parseConfig } from '@/config/app-config';
import { PRODUCTION_ENV_SAMPLE } from '@/config/production-env.sample';

describe('accounts configuration', () => {
  it('defaults to the local adapters (accounts, reCAPTCHA) and the log mail transport', () => {
    const result = parseConfig({ PUBLIC_URL: 'https://tickrelay.example' });
    if (!result.ok) throw new Error(result.problems.join('\n'));
    expect(result.config.auth).toMatchObject({
      provider: 'local',
      accessTokenTtlSeconds: 600,
      refreshReuseGraceSeconds: 10,
      rateLimitPerAddress: 10,
      rateLimitPerAccount: 10,
    });
    expect(result.config.smtp.host).toBeUndefined();
    expect(result.config.recaptcha).toEqual({
      provider: 'local',
      secretKey: undefined,
      verifyUrl: 'https://www.google.com/recaptcha/api/siteverify',
      minScore: 0.5,
      expectedHostnames: ['tickrelay.example'],
      hostnamesFromPublicUrl: true,
    });
  });

  it('reads SMTP and reCAPTCHA settings', () => {
    const result = parseConfig({
      SMTP_HOST: 'mailpit',
      SMTP_PORT: '1025',
      SMTP_SECURE: 'true',
      SMTP_USER: 'u',
      SMTP_PASSWORD: 'p',
      RECAPTCHA_SECRET_KEY: 's3cret',
      RECAPTCHA_MIN_SCORE: '0.7',
      RECAPTCHA_EXPECTED_HOSTNAMES: 'Example.com, www.example.com',
    });
    if (!result.ok) throw new Error(result.problems.join('\n'));
    expect(result.config.smtp).toEqual({
      host: 'mailpit',
      port: 1025,
      secure: true,
      user: 'u',
      password: 'p',
    });
    expect(result.config.recaptcha.minScore).toBe(0.7);
    expect(result.config.recaptcha.expectedHostnames).toEqual(['example.com', 'www.example.com']);
  });

  it('requires the Supabase URL and anon key with AUTH_PROVIDER=supabase, never echoing keys', () => {
    const missing = parseConfig({ AUTH_PROVIDER: 'supabase' });
    expect(missing.ok).toBe(false);
    if (missing.ok) return;
    expect(missing.problems.join('\n')).toMatch(/SUPABASE_URL: must be a URL/);
    expect(missing.problems.join('\n')).toMatch(/SUPABASE_ANON_KEY: must be set/);

    const bad = parseConfig({
      AUTH_PROVIDER: 'firebase',
      RECAPTCHA_MIN_SCORE: '2',
      SMTP_SECURE: 'yes',
      RECAPTCHA_SECRET_KEY: '',
    });
    expect(bad.ok).toBe(false);
    if (bad.ok) return;
    expect(bad.problems).toHaveLength(3);

    const ok = parseConfig({
      AUTH_PROVIDER: 'supabase',
      SUPABASE_URL: 'https://abc.supabase.co/',
      SUPABASE_ANON_KEY: 'anon',
    });
    if (!ok.ok) throw new Error(ok.problems.join('\n'));
    expect(ok.config.auth.supabase).toEqual({
      url: 'https://abc.supabase.co',
      anonKey: 'anon',
      serviceRoleKey: undefined,
    });
  });
});

describe('accounts hardening configuration', () => {
  it('defaults: 7-day idle and 30-day absolute sessions, 72 h unconfirmed accounts, OWASP scrypt', () => {
    const result = parseConfig({
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
    });
    if (!result.ok) throw new Error(result.problems.join('\n'));
    expect(result.config.auth).toMatchObject({
      reentryFailuresPerAccount: 5,
      sessionIdleTimeoutMs: 7 * 24 * 3600 * 1000,
      sessionAbsoluteTimeoutMs: 30 * 24 * 3600 * 1000,
      unconfirmedAccountTtlMs: 72 * 3600 * 1000,
      scrypt: { log2N: 17, r: 8, p: 1 },
      passwordHashConcurrency: 2,
    });
  });

  it('lets only NODE_ENV=test go below N=2^17, and gives tests 2^14 by default', () => {
    for (const NODE_ENV of ['production', 'development']) {
      const weak = parseConfig({ NODE_ENV, AUTH_SCRYPT_LOG2_N: '16' });
      expect(weak.ok).toBe(false);
      if (!weak.ok) expect(weak.problems.join('\n')).toMatch(/AUTH_SCRYPT_LOG2_N: .*at least 17/);
    }
    const test = parseConfig({ NODE_ENV: 'test' });
    if (!test.ok) throw new Error(test.problems.join('\n'));
    expect(test.config.auth.scrypt.log2N).toBe(14);
    const low = parseConfig({ NODE_ENV: 'test', AUTH_SCRYPT_LOG2_N: '10' });
    expect(low.ok && low.config.auth.scrypt.log2N).toBe(10);
    expect(parseConfig({ NODE_ENV: 'test', AUTH_SCRYPT_LOG2_N: '9' }).ok).toBe(false);
    expect(parseConfig({ NODE_ENV: 'production', AUTH_SCRYPT_LOG2_N: '21' }).ok).toBe(false);
    const strong = parseConfig({
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
      AUTH_SCRYPT_LOG2_N: '18',
    });
    expect(strong.ok && strong.config.auth.scrypt.log2N).toBe(18);
  });

  it('refuses an absolute lifetime shorter than the idle timeout, and purges under 24 h', () => {
    const sessions = parseConfig({
      AUTH_SESSION_IDLE_TIMEOUT_HOURS: '48',
      AUTH_SESSION_ABSOLUTE_TIMEOUT_HOURS: '24',
    });
    expect(sessions.ok).toBe(false);
    if (!sessions.ok) {
      expect(sessions.problems).toEqual([
        expect.stringMatching(/^AUTH_SESSION_ABSOLUTE_TIMEOUT_HOURS: must not be smaller than/),
      ]);
    }
    expect(parseConfig({ AUTH_UNCONFIRMED_ACCOUNT_TTL_HOURS: '23' }).ok).toBe(false);
    expect(parseConfig({ AUTH_REENTRY_FAILURES_PER_ACCOUNT: '0' }).ok).toBe(false);
  });
});
