import { parseConfig } from '@/config/app-config';
import { PRODUCTION_ENV_SAMPLE } from '@/config/production-env.sample';

import { WEBHOOK_DEVELOPMENT_TOKEN_KEY } from './webhooks.config';

describe("members' webhooks (WEBHOOK_*)", () => {
  const keyA = Buffer.alloc(32, 1);
  const keyB = Buffer.alloc(32, 2);
  const production = {
    ...PRODUCTION_ENV_SAMPLE,
    WEBHOOK_TOKEN_KEYS: '',
    DOWNLOAD_LINK_SECRET: 'example-download-link-secret-0123456789abcdef',
    RECAPTCHA_PROVIDER: 'google',
    SMTP_HOST: 'smtp.example.com',
    PAYMENT_PROVIDER: 'stripe',
    STRIPE_SECRET_KEY: 'sk_test_example',
    STRIPE_WEBHOOK_SECRET: 'whsec_example',
    STRIPE_PRODUCT_ID: 'prod_example',
    CREDENTIAL_KEYS: `c1:${Buffer.alloc(32, 9).toString('base64')}`,
  };

  it('defaults to the development key and 60 requests a minute', () => {
    const result = parseConfig({});
    if (!result.ok) throw new Error(result.problems.join('\n'));
    expect(result.config.webhooks.tokenKeys).toEqual([WEBHOOK_DEVELOPMENT_TOKEN_KEY]);
    expect(result.config.webhooks.rateLimitPerMinute).toBe(60);
  });

  it('reads id:key entries in base64 and base64url, the first one current', () => {
    const result = parseConfig({
      ...production,
      WEBHOOK_TOKEN_KEYS: `2026b:${keyB.toString('base64url')}, 2026a:${keyA.toString('base64')}`,
      WEBHOOK_RATE_LIMIT_PER_MINUTE: '600',
    });
    if (!result.ok) throw new Error(result.problems.join('\n'));
    expect(result.config.webhooks.tokenKeys).toEqual([
      { id: '2026b', key: keyB },
      { id: '2026a', key: keyA },
    ]);
    expect(result.config.webhooks.rateLimitPerMinute).toBe(600);
  });

  it('refuses production without a key of its own, or with the development key', () => {
    expect(parseConfig(production)).toEqual({
      ok: false,
      problems: [
        expect.stringMatching(
          /^WEBHOOK_TOKEN_KEYS: must be set to real keys when NODE_ENV is production/,
        ),
      ],
    });
    const dev = `dev:${WEBHOOK_DEVELOPMENT_TOKEN_KEY.key.toString('base64')}`;
    expect(parseConfig({ ...production, WEBHOOK_TOKEN_KEYS: dev }).ok).toBe(false);
  });

  it('refuses malformed keys without echoing them', () => {
    const cases = [
      ['k1:short', /id:key/],
      [`k1:${keyA.toString('base64')},k1:${keyB.toString('base64')}`, /listed twice/],
      [`bad id:${keyA.toString('base64')}`, /id:key/],
      [`k1:${Buffer.alloc(31, 1).toString('base64')}`, /id:key/],
    ] as const;
    for (const [value, reason] of cases) {
      const result = parseConfig({ WEBHOOK_TOKEN_KEYS: value });
      expect(result.ok).toBe(false);
      if (result.ok) continue;
      expect(result.problems).toHaveLength(1);
      expect(result.problems[0]).toMatch(reason);
      expect(result.problems[0]).not.toContain(keyA.toString('base64'));
    }
    expect(parseConfig({ WEBHOOK_RATE_LIMIT_PER_MINUTE: '0' }).ok).toBe(false);
  });
});
