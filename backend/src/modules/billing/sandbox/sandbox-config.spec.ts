import { parseConfig } from '@/config/app-config';
import { PRODUCTION_ENV_SAMPLE } from '@/config/production-env.sample';

import { SANDBOX_DEVELOPMENT_WEBHOOK_SECRET } from '../billing.config';

const production = { ...PRODUCTION_ENV_SAMPLE, PAYMENT_PROVIDER: 'sandbox' };

function problemsOf(env: NodeJS.ProcessEnv): string[] {
  const result = parseConfig(env);
  return result.ok ? [] : result.problems;
}

describe('sandbox payment provider configuration', () => {
  it('refuses the sandbox with NODE_ENV=production unless ALLOW_LOCAL_STAND_INS lists payments', () => {
    expect(problemsOf({ ...production, PAYMENT_SANDBOX_WEBHOOK_SECRET: 'x'.repeat(32) })).toEqual([
      expect.stringMatching(/^PAYMENT_PROVIDER: must not be sandbox when NODE_ENV is production/),
    ]);
    expect(
      problemsOf({
        ...production,
        ALLOW_LOCAL_STAND_INS: 'payments',
        PAYMENT_SANDBOX_WEBHOOK_SECRET: 'a-real-long-secret-value',
      }),
    ).toEqual([]);
  });

  it('wants a secret of its own in production, never echoing it', () => {
    const problems = problemsOf({ ...production, ALLOW_LOCAL_STAND_INS: 'payments' });
    expect(problems).toEqual([
      'PAYMENT_SANDBOX_WEBHOOK_SECRET: must be set when NODE_ENV is production and PAYMENT_PROVIDER is sandbox',
    ]);
    expect(problemsOf({ PAYMENT_SANDBOX_WEBHOOK_SECRET: 'short secret' })).toEqual([
      'PAYMENT_SANDBOX_WEBHOOK_SECRET: must be empty or 16-256 printable characters without spaces',
    ]);
  });

  it('accepts stripe in production without any sandbox variable', () => {
    expect(
      problemsOf({ ...production, PAYMENT_PROVIDER: 'stripe' }).filter((p) =>
        p.startsWith('PAYMENT_SANDBOX'),
      ),
    ).toEqual([]);
  });

  it('defaults the secret and the webhook URL outside production', () => {
    const result = parseConfig({ PORT: '4100' });
    if (!result.ok) throw new Error(result.problems.join('\n'));
    expect(result.config.billing.sandbox).toEqual({
      webhookSecret: SANDBOX_DEVELOPMENT_WEBHOOK_SECRET,
      webhookUrl: 'http://127.0.0.1:4100/api/payments/webhook',
    });
    const bad = problemsOf({ PAYMENT_SANDBOX_WEBHOOK_URL: 'ftp://x' });
    expect(bad).toEqual([expect.stringMatching(/^PAYMENT_SANDBOX_WEBHOOK_URL: must be a URL/)]);
  });
});
