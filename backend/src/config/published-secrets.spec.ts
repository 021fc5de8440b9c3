import { SANDBOX_DEVELOPMENT_WEBHOOK_SECRET } from '../modules/billing/billing.config';
import { DOWNLOAD_LINK_DEVELOPMENT_SECRET } from '../modules/downloads/downloads.config';
import { parseConfig } from './app-config';
import { PRODUCTION_ENV_SAMPLE } from './production-env.sample';

function problemsOf(env: NodeJS.ProcessEnv): string[] {
  const result = parseConfig(env);
  return result.ok ? [] : result.problems;
}

const published = /: (its password is|it is) published in this repository/;

describe('secrets published in the repository, refused in production', () => {
  it.each([
    // docker-compose.yml's former defaults.
    ['WEBHOOK_TOKEN_KEYS', 'compose:vAVqobu3lzSCFV36eXjeSXLQIwdMaZ1QkT8deLQJwuY='],
    ['CREDENTIAL_KEYS', 'compose:g8LLJyHwCm+TSvUHOJ9IxjYRVKHNmbguYAMIusVr6Ik='],
    // The same key under another id, in base64url, after a key of one's own: still the key.
    [
      'CREDENTIAL_KEYS',
      'mine:AQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQE,old:g8LLJyHwCm-TSvUHOJ9IxjYRVKHNmbguYAMIusVr6Ik',
    ],
    ['DOWNLOAD_LINK_SECRET', 'compose-download-link-secret-c8f1e2a94b7d'],
    ['DATABASE_URL', 'postgres://tickrelay:tickrelay@db.internal:5432/tickrelay'],
    ['REDIS_URL', 'redis://:password@redis.internal:6379/0'],
    // k8s/base/secret.example.yaml's placeholders, some of which pass every format check.
    ['WEBHOOK_TOKEN_KEYS', 'main:CHANGE_ME_with_openssl_rand_base64_32_xxxxx'],
    ['DOWNLOAD_LINK_SECRET', 'CHANGE_ME_with_openssl_rand_hex_32_zzzzzzzzzz'],
    ['TELEMETRY_OPERATOR_TOKEN', 'CHANGE_ME_TO_A_LONG_RANDOM_OPERATOR_TOKEN'],
    ['STRIPE_SECRET_KEY', 'sk_live_CHANGE_ME'],
    ['STRIPE_WEBHOOK_SECRET', 'whsec_CHANGE_ME'],
    ['RECAPTCHA_SECRET_KEY', 'CHANGE_ME'],
    ['SMTP_PASSWORD', 'CHANGE_ME'],
    ['DATABASE_URL', 'postgres://tickrelay:CHANGE_ME@postgres.example.internal:5432/tickrelay'],
  ])('refuses %s=%s, never echoing it', (variable, value) => {
    const problems = problemsOf({ ...PRODUCTION_ENV_SAMPLE, [variable]: value });
    expect(problems).toEqual([
      expect.stringMatching(new RegExp(`^${variable}${published.source}`)),
    ]);
    expect(problems.join('\n')).not.toContain(value);
  });

  it('refuses the development fallbacks typed in, once per variable', () => {
    expect(
      problemsOf({
        ...PRODUCTION_ENV_SAMPLE,
        DOWNLOAD_LINK_SECRET: DOWNLOAD_LINK_DEVELOPMENT_SECRET,
      }),
    ).toEqual([expect.stringMatching(/^DOWNLOAD_LINK_SECRET: must be set to a secret of its own/)]);
    expect(
      problemsOf({
        ...PRODUCTION_ENV_SAMPLE,
        ALLOW_LOCAL_STAND_INS: 'payments',
        PAYMENT_PROVIDER: 'sandbox',
        PAYMENT_SANDBOX_WEBHOOK_SECRET: SANDBOX_DEVELOPMENT_WEBHOOK_SECRET,
      }),
    ).toEqual([expect.stringMatching(/^PAYMENT_SANDBOX_WEBHOOK_SECRET: it is published/)]);
  });

  it('accepts secrets of one’s own, and published ones outside production', () => {
    expect(
      problemsOf({
        ...PRODUCTION_ENV_SAMPLE,
        DATABASE_URL: 'postgres://tickrelay:9f2c1e7a5b@db.internal:5432/tickrelay',
        REDIS_URL: 'rediss://cache.internal:6380/0',
      }),
    ).toEqual([]);
    expect(
      problemsOf({
        NODE_ENV: 'development',
        WEBHOOK_TOKEN_KEYS: 'compose:vAVqobu3lzSCFV36eXjeSXLQIwdMaZ1QkT8deLQJwuY=',
        DATABASE_URL: 'postgres://tickrelay:tickrelay@127.0.0.1:55432/tickrelay',
      }),
    ).toEqual([]);
  });
});
