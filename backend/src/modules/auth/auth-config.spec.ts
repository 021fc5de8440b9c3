import { parseConfig } from '@/config/app-config';

describe('accounts configuration', () => {
  it('defaults to the local adapter, fail-closed reCAPTCHA and the log mail transport', () => {
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
      secretKey: undefined,
      verifyUrl: 'https://www.google.com/recaptcha/api/siteverify',
      minScore: 0.5,
      expectedHostnames: ['tickrelay.example'],
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
