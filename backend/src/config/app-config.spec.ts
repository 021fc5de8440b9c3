import * as fs from 'node:fs';
import * as path from 'node:path';

import { CREDENTIAL_DEVELOPMENT_KEY } from '../modules/brokers/brokers.config';
import { WEBHOOK_DEVELOPMENT_TOKEN_KEY } from '../modules/webhooks/webhooks.config';
import { formatConfigProblems, parseConfig } from './app-config';
import { parseTrustedProxies } from './core.config';
import { environmentVariableNames } from './environment';
import { PRODUCTION_ENV_SAMPLE } from './production-env.sample';

describe('parseConfig', () => {
  it('applies the documented defaults on an empty environment', () => {
    const result = parseConfig({});
    if (!result.ok) throw new Error(result.problems.join('\n'));
    expect(result.config).toMatchObject({
      nodeEnv: 'development',
      port: 3000,
      workerPort: 3001,
      host: '0.0.0.0',
      databaseUrl: 'postgres://postgres@127.0.0.1:5432/tickrelay',
      redisUrl: 'redis://127.0.0.1:6379/0',
      logLevel: 'info',
      trustedProxies: ['loopback'],
      publicUrl: 'http://localhost:8080',
      queuePrefix: 'tickrelay',
      shutdownTimeoutMs: 10000,
    });
  });

  it('reads and converts good values, treating empty ones as unset', () => {
    const result = parseConfig({
      ...PRODUCTION_ENV_SAMPLE,
      RECAPTCHA_PROVIDER: 'google',
      WEBHOOK_TOKEN_KEYS: 'example:AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
      CREDENTIAL_KEYS: 'example:AQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQE',
      DOWNLOAD_LINK_SECRET: 'example-download-link-secret-0123456789abcdef',
      PORT: '8081',
      WORKER_PORT: '',
      REDIS_URL: 'rediss://cache.internal:6380/2',
      DATABASE_URL: 'postgresql://app:secret@db:5432/tickrelay',
      TRUSTED_PROXY_CIDRS: '10.0.0.0/8, 192.0.2.7',
      PUBLIC_URL: 'https://tickrelay.example/',
      SMTP_HOST: 'smtp.internal',
      PAYMENT_PROVIDER: 'stripe',
      STRIPE_SECRET_KEY: 'sk_test_example',
      STRIPE_WEBHOOK_SECRET: 'whsec_example',
      STRIPE_PRODUCT_ID: 'prod_example',
    });
    if (!result.ok) throw new Error(result.problems.join('\n'));
    expect(result.config.port).toBe(8081);
    expect(result.config.workerPort).toBe(3001);
    expect(result.config.trustedProxies).toEqual(['10.0.0.0/8', '192.0.2.7']);
    expect(result.config.publicUrl).toBe('https://tickrelay.example');
    expect(result.config.isProduction).toBe(true);
  });

  it('reads the billing settings: sandbox, 3 grace days and no test clock by default', () => {
    const defaults = parseConfig({});
    if (!defaults.ok) throw new Error(defaults.problems.join('\n'));
    expect(defaults.config.billing).toMatchObject({
      provider: 'sandbox',
      graceDays: 3,
      testClock: false,
    });
    const set = parseConfig({
      PAYMENT_PROVIDER: 'stripe',
      STRIPE_SECRET_KEY: 'sk_test_example',
      STRIPE_WEBHOOK_SECRET: 'whsec_example',
      STRIPE_PRODUCT_ID: 'prod_example',
      BILLING_GRACE_DAYS: '0',
      BILLING_TEST_CLOCK: 'true',
    });
    if (!set.ok) throw new Error(set.problems.join('\n'));
    expect(set.config.billing).toMatchObject({
      provider: 'stripe',
      graceDays: 0,
      testClock: true,
    });
  });

  it('refuses the billing test clock in production and unknown payment providers', () => {
    const result = parseConfig({
      NODE_ENV: 'production',
      RECAPTCHA_PROVIDER: 'google',
      WEBHOOK_TOKEN_KEYS: 'example:AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
      CREDENTIAL_KEYS: 'example:AQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQE',
      DOWNLOAD_LINK_SECRET: 'example-download-link-secret-0123456789abcdef',
      SMTP_HOST: 'smtp.internal',
      BILLING_TEST_CLOCK: 'true',
      PAYMENT_PROVIDER: 'paypal',
      BILLING_GRACE_DAYS: '31',
    });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    const text = result.problems.join('\n');
    expect(text).toMatch(/^BILLING_TEST_CLOCK: must be false when NODE_ENV is production/m);
    expect(text).toMatch(/^PAYMENT_PROVIDER: must be one of sandbox, stripe/m);
    expect(text).toMatch(/^BILLING_GRACE_DAYS: must be an integer from 0 to 30/m);
  });

  it('names every bad variable and why, without echoing secrets', () => {
    const result = parseConfig({
      PORT: 'eighty',
      NODE_ENV: 'staging',
      DATABASE_URL: 'mysql://root:hunter2@db/x',
      LOG_LEVEL: 'loud',
      SHUTDOWN_TIMEOUT_MS: '5',
    });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    const text = formatConfigProblems(result.problems);
    expect(result.problems).toHaveLength(5);
    expect(text).toContain('PORT: must be an integer from 1 to 65535 (got "eighty")');
    expect(text).toContain('NODE_ENV: must be one of development, production, test');
    expect(text).toContain(
      'DATABASE_URL: must be a URL starting with postgres:// or postgresql://',
    );
    expect(text).toContain('LOG_LEVEL: must be one of');
    expect(text).toContain('SHUTDOWN_TIMEOUT_MS: must be an integer from 1000 to 120000');
    expect(text).not.toContain('hunter2');
  });
});

describe('transient-error retries (JOB_RETRY_*)', () => {
  it('defaults to 5 s doubling up to 5 minutes, for 72 hours', () => {
    const result = parseConfig({});
    if (!result.ok) throw new Error(result.problems.join('\n'));
    expect(result.config.jobRetry).toEqual({
      firstDelayMs: 5000,
      maxDelayMs: 300_000,
      giveUpAfterMs: 72 * 3600_000,
    });
  });

  it('reads small values (tests) and refuses a cap below the first delay or out of range', () => {
    const good = parseConfig({
      JOB_RETRY_FIRST_DELAY_MS: '20',
      JOB_RETRY_MAX_DELAY_MS: '20',
      JOB_RETRY_GIVE_UP_HOURS: '1',
    });
    if (!good.ok) throw new Error(good.problems.join('\n'));
    expect(good.config.jobRetry).toEqual({
      firstDelayMs: 20,
      maxDelayMs: 20,
      giveUpAfterMs: 3600_000,
    });

    const bad = parseConfig({
      JOB_RETRY_FIRST_DELAY_MS: '1000',
      JOB_RETRY_MAX_DELAY_MS: '500',
      JOB_RETRY_GIVE_UP_HOURS: '0',
    });
    expect(bad.ok).toBe(false);
    if (bad.ok) return;
    expect(bad.problems).toEqual([
      'JOB_RETRY_MAX_DELAY_MS: must not be smaller than JOB_RETRY_FIRST_DELAY_MS (got "500")',
      'JOB_RETRY_GIVE_UP_HOURS: must be an integer from 1 to 8760 (hours) (got "0")',
    ]);
    const tiny = parseConfig({ JOB_RETRY_FIRST_DELAY_MS: '5' });
    expect(tiny.ok).toBe(false);
  });
});

describe('TRUSTED_PROXY_CIDRS', () => {
  it.each([
    ['none', []],
    ['loopback', ['loopback']],
    ['loopback, 10.0.0.0/8', ['loopback', '10.0.0.0/8']],
    ['192.0.2.1,2001:db8::/32', ['192.0.2.1', '2001:db8::/32']],
  ])('%s → %p', (raw, expected) => {
    const result = parseConfig({ TRUSTED_PROXY_CIDRS: raw });
    if (!result.ok) throw new Error(result.problems.join('\n'));
    expect(result.config.trustedProxies).toEqual(expected);
    expect(parseTrustedProxies(raw)).toEqual(expected);
  });

  // A hop count or "true" would believe any client's X-Forwarded-For.
  it.each([
    'true',
    'false',
    '1',
    '10.0.0.0/33',
    '10.0.0/8',
    'proxy.internal',
    'loopback,,x',
    '::1/129',
  ])('refuses %s at boot', (raw) => {
    const result = parseConfig({ TRUSTED_PROXY_CIDRS: raw });
    expect(result.ok).toBe(false);
    if (!result.ok)
      expect(result.problems.join('\n')).toMatch(/^TRUSTED_PROXY_CIDRS: must be "none"/);
  });
});

describe('.env.example', () => {
  it('documents every variable, each with a comment line above it', () => {
    const lines = fs
      .readFileSync(path.join(__dirname, '..', '..', '..', '.env.example'), 'utf8')
      .split('\n');
    for (const name of environmentVariableNames()) {
      const index = lines.findIndex((line) => line.startsWith(`${name}=`));
      expect([name, index >= 0]).toEqual([name, true]);
      expect([name, lines[index - 1]?.startsWith('# ')]).toEqual([name, true]);
    }
  });

  it('holds defaults that pass validation', () => {
    const lines = fs
      .readFileSync(path.join(__dirname, '..', '..', '..', '.env.example'), 'utf8')
      .split('\n');
    const env = Object.fromEntries(
      lines
        .filter((line) => /^[A-Z_]+=/.test(line))
        .map((line) => {
          const [key = '', ...rest] = line.split('=');
          return [key, rest.join('=').replace(/^"(.*)"$/, '$1')];
        }),
    );
    expect(parseConfig(env).ok).toBe(true);
  });
});

describe("members' broker credentials (CREDENTIAL_KEYS)", () => {
  const key = Buffer.alloc(32, 5);
  const production = {
    ...PRODUCTION_ENV_SAMPLE,
    CREDENTIAL_KEYS: '',
    DOWNLOAD_LINK_SECRET: 'example-download-link-secret-0123456789abcdef',
    RECAPTCHA_PROVIDER: 'google',
    SMTP_HOST: 'smtp.example.com',
    PAYMENT_PROVIDER: 'stripe',
    STRIPE_SECRET_KEY: 'sk_test_example',
    STRIPE_WEBHOOK_SECRET: 'whsec_example',
    STRIPE_PRODUCT_ID: 'prod_example',
    WEBHOOK_TOKEN_KEYS: `w1:${Buffer.alloc(32, 6).toString('base64')}`,
  };

  it('defaults to a development key of its own outside production', () => {
    const result = parseConfig({});
    if (!result.ok) throw new Error(result.problems.join('\n'));
    expect(result.config.credentials.keys).toEqual([CREDENTIAL_DEVELOPMENT_KEY]);
    expect(CREDENTIAL_DEVELOPMENT_KEY.key.equals(WEBHOOK_DEVELOPMENT_TOKEN_KEY.key)).toBe(false);
  });

  it('reads id:key entries, the first one current', () => {
    const result = parseConfig({
      ...production,
      CREDENTIAL_KEYS: `new:${key.toString('base64url')},old:${Buffer.alloc(32, 7).toString('base64')}`,
    });
    if (!result.ok) throw new Error(result.problems.join('\n'));
    expect(result.config.credentials.keys.map((entry) => entry.id)).toEqual(['new', 'old']);
    expect(result.config.credentials.keys[0]?.key.equals(key)).toBe(true);
  });

  it('refuses production without a key of its own or with the development key, never echoing a key', () => {
    expect(parseConfig(production)).toEqual({
      ok: false,
      problems: [
        expect.stringMatching(
          /^CREDENTIAL_KEYS: must be set to real keys when NODE_ENV is production/,
        ),
      ],
    });
    const dev = `dev:${CREDENTIAL_DEVELOPMENT_KEY.key.toString('base64')}`;
    expect(parseConfig({ ...production, CREDENTIAL_KEYS: dev }).ok).toBe(false);
    const bad = parseConfig({ CREDENTIAL_KEYS: `k 1:${key.toString('base64')}` });
    expect(bad.ok).toBe(false);
    if (!bad.ok) {
      expect(bad.problems[0]).toMatch(/^CREDENTIAL_KEYS: each entry must be id:key/);
      expect(bad.problems[0]).not.toContain(key.toString('base64'));
    }
  });
});
