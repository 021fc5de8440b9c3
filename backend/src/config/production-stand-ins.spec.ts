import { parseConfig } from './app-config';
import { PRODUCTION_ENV_SAMPLE } from './production-env.sample';

function problemsOf(env: NodeJS.ProcessEnv): string[] {
  const result = parseConfig(env);
  return result.ok ? [] : result.problems;
}

describe('local stand-ins in production (ALLOW_LOCAL_STAND_INS)', () => {
  it('accepts the sample production environment, which runs none', () => {
    const result = parseConfig(PRODUCTION_ENV_SAMPLE);
    if (!result.ok) throw new Error(result.problems.join('\n'));
    expect(result.config.standIns).toEqual([]);
  });

  it.each([
    ['DISCORD_PROVIDER', 'local', 'discord'],
    ['TELEGRAM_PROVIDER', 'local', 'telegram'],
    ['PAYMENT_PROVIDER', 'sandbox', 'payments'],
    ['RECAPTCHA_PROVIDER', 'local', 'recaptcha'],
    ['TRADOVATE_DEMO_URL', 'http://tradovate-stub.internal:4599/v1', 'tradovate'],
    ['TRADOVATE_LIVE_URL', 'http://tradovate-stub.internal:4600/v1', 'tradovate'],
    ['PROJECTX_TOPSTEPX_URL', 'http://projectx-stub.internal:4601/api', 'projectx'],
    ['PROJECTX_THEFUTURESDESK_URL', 'http://projectx-stub.internal:4601/api', 'projectx'],
    ['PROJECTX_DEMO_URL', 'http://projectx-stub.internal:4601/api', 'projectx'],
  ])('refuses %s=%s, naming the variable and the flag', (variable, value, standIn) => {
    const problems = problemsOf({ ...PRODUCTION_ENV_SAMPLE, [variable]: value });
    expect(problems).toEqual([
      expect.stringMatching(
        new RegExp(
          `^${variable}: must not be .* when NODE_ENV is production \\(.+\\) unless ALLOW_LOCAL_STAND_INS lists ${standIn}\\b`,
        ),
      ),
    ]);
  });

  it('refuses the defaults of a bare production environment one by one', () => {
    const problems = problemsOf({
      ...PRODUCTION_ENV_SAMPLE,
      DISCORD_PROVIDER: '',
      TELEGRAM_PROVIDER: '',
    });
    expect(problems.map((problem) => problem.slice(0, problem.indexOf(':')))).toEqual([
      'DISCORD_PROVIDER',
      'TELEGRAM_PROVIDER',
    ]);
  });

  it('lets a demo run each stand-in it lists, and lists them for the boot warning', () => {
    const result = parseConfig({
      ...PRODUCTION_ENV_SAMPLE,
      ALLOW_LOCAL_STAND_INS: 'discord, Telegram,payments,recaptcha,tradovate,projectx',
      DISCORD_PROVIDER: 'local',
      TELEGRAM_PROVIDER: 'local',
      PAYMENT_PROVIDER: 'sandbox',
      PAYMENT_SANDBOX_WEBHOOK_SECRET: 'a-demo-secret-of-its-own-0123456789',
      RECAPTCHA_PROVIDER: 'local',
      TRADOVATE_DEMO_URL: 'http://127.0.0.1:4599/v1',
      PROJECTX_DEMO_URL: 'http://127.0.0.1:4601/api',
    });
    if (!result.ok) throw new Error(result.problems.join('\n'));
    expect(result.config.standIns.map((entry) => `${entry.standIn} ${entry.variable}`)).toEqual([
      'payments PAYMENT_PROVIDER',
      'recaptcha RECAPTCHA_PROVIDER',
      'discord DISCORD_PROVIDER',
      'telegram TELEGRAM_PROVIDER',
      'tradovate TRADOVATE_DEMO_URL',
      'projectx PROJECTX_DEMO_URL',
    ]);
  });

  it('lets through only what is listed', () => {
    const problems = problemsOf({
      ...PRODUCTION_ENV_SAMPLE,
      ALLOW_LOCAL_STAND_INS: 'discord',
      DISCORD_PROVIDER: 'local',
      TELEGRAM_PROVIDER: 'local',
    });
    expect(problems).toEqual([expect.stringMatching(/^TELEGRAM_PROVIDER: /)]);
  });

  it('refuses an unknown stand-in name', () => {
    expect(problemsOf({ ALLOW_LOCAL_STAND_INS: 'payments,smtp' })).toEqual([
      'ALLOW_LOCAL_STAND_INS: must be empty or a comma-separated list of payments, recaptcha, discord, telegram, tradovate, projectx (got "payments,smtp")',
    ]);
  });

  it('needs no flag outside production, and warns of nothing there', () => {
    for (const NODE_ENV of ['development', 'test']) {
      const result = parseConfig({ NODE_ENV, TRADOVATE_LIVE_URL: 'http://127.0.0.1:1/v1' });
      if (!result.ok) throw new Error(result.problems.join('\n'));
      expect(result.config.standIns).toEqual([]);
    }
  });

  it('refuses the retired yes-flags with the new spelling, and lets "false" through', () => {
    expect(
      problemsOf({
        ...PRODUCTION_ENV_SAMPLE,
        RECAPTCHA_LOCAL_IN_PRODUCTION: 'true',
        PAYMENT_SANDBOX_IN_PRODUCTION: 'TRUE',
      }),
    ).toEqual([
      'RECAPTCHA_LOCAL_IN_PRODUCTION: is no longer read; list the stand-in in ALLOW_LOCAL_STAND_INS instead (ALLOW_LOCAL_STAND_INS=recaptcha), or remove it',
      'PAYMENT_SANDBOX_IN_PRODUCTION: is no longer read; list the stand-in in ALLOW_LOCAL_STAND_INS instead (ALLOW_LOCAL_STAND_INS=payments), or remove it',
    ]);
    expect(
      problemsOf({
        ...PRODUCTION_ENV_SAMPLE,
        RECAPTCHA_LOCAL_IN_PRODUCTION: 'false',
        PAYMENT_SANDBOX_IN_PRODUCTION: '',
      }),
    ).toEqual([]);
  });
});
