import { parseConfig } from '@/config/app-config';
import { PRODUCTION_ENV_SAMPLE } from '@/config/production-env.sample';

import { DOWNLOAD_LINK_DEVELOPMENT_SECRET } from './downloads.config';

describe('member-only download links (DOWNLOAD_LINK_SECRET)', () => {
  const production = {
    ...PRODUCTION_ENV_SAMPLE,
    DOWNLOAD_LINK_SECRET: '',
    RECAPTCHA_PROVIDER: 'google',
    SMTP_HOST: 'smtp.example.com',
    PAYMENT_PROVIDER: 'stripe',
    STRIPE_SECRET_KEY: 'sk_test_example',
    STRIPE_WEBHOOK_SECRET: 'whsec_example',
    STRIPE_PRODUCT_ID: 'prod_example',
    WEBHOOK_TOKEN_KEYS: `w1:${Buffer.alloc(32, 6).toString('base64')}`,
    CREDENTIAL_KEYS: `c1:${Buffer.alloc(32, 9).toString('base64')}`,
  };
  const secret = 'a'.repeat(24) + 'download-secret-of-its-own';

  it('defaults to the development secret outside production, and reads a secret of its own', () => {
    const result = parseConfig({});
    if (!result.ok) throw new Error(result.problems.join('\n'));
    expect(result.config.downloadLinkSecret).toBe(DOWNLOAD_LINK_DEVELOPMENT_SECRET);
    const own = parseConfig({ ...production, DOWNLOAD_LINK_SECRET: secret });
    if (!own.ok) throw new Error(own.problems.join('\n'));
    expect(own.config.downloadLinkSecret).toBe(secret);
  });

  it('refuses production without a secret of its own, or a short one, never echoing it', () => {
    expect(parseConfig(production)).toEqual({
      ok: false,
      problems: [
        expect.stringMatching(/^DOWNLOAD_LINK_SECRET: must be set to a secret of its own/),
      ],
    });
    const dev = parseConfig({
      ...production,
      DOWNLOAD_LINK_SECRET: DOWNLOAD_LINK_DEVELOPMENT_SECRET,
    });
    expect(dev.ok).toBe(false);
    const short = parseConfig({ DOWNLOAD_LINK_SECRET: 'short-secret' });
    expect(short.ok).toBe(false);
    if (!short.ok) {
      expect(short.problems).toEqual([
        expect.stringMatching(/^DOWNLOAD_LINK_SECRET: must be empty or 32-256/),
      ]);
      expect(short.problems[0]).not.toContain('short-secret');
    }
  });
});
