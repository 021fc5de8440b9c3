import { parseConfig } from '@/config/app-config';
import { PRODUCTION_ENV_SAMPLE } from '@/config/production-env.sample';

const production = { ...PRODUCTION_ENV_SAMPLE, RECAPTCHA_PROVIDER: '' };

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

  it('refuses the local provider with NODE_ENV=production unless ALLOW_LOCAL_STAND_INS lists recaptcha', () => {
    expect(problemsOf(production)).toEqual([
      expect.stringMatching(/^RECAPTCHA_PROVIDER: must not be local when NODE_ENV is production/),
    ]);
    expect(problemsOf({ ...production, RECAPTCHA_PROVIDER: 'local' })).toHaveLength(1);
    expect(problemsOf({ ...production, ALLOW_LOCAL_STAND_INS: 'recaptcha' })).toEqual([]);
    expect(problemsOf({ ...production, RECAPTCHA_PROVIDER: 'google' })).toEqual([]);
  });

  it('refuses unknown providers and flag values', () => {
    expect(problemsOf({ RECAPTCHA_PROVIDER: 'hcaptcha' })).toEqual([
      'RECAPTCHA_PROVIDER: must be one of local, google (got "hcaptcha")',
    ]);
    expect(problemsOf({ RECAPTCHA_LOCAL_IN_PRODUCTION: 'yes' })).toEqual([
      expect.stringMatching(
        /^RECAPTCHA_LOCAL_IN_PRODUCTION: is no longer read; .*ALLOW_LOCAL_STAND_INS=recaptcha/,
      ),
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
