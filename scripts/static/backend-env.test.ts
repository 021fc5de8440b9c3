import { randomBytes } from 'node:crypto';

import { parse } from 'yaml';

import {
  type BackendConfigCheck,
  checkBackendConfig,
  checkBackendConfigs,
} from './support/backend-config.checker';
import { backendVariables, upcomingVariables } from './support/backend-env.reader';
import { loadRepoCompose } from './support/compose.reader';
import { publishedSecretValues, secretVariables } from './support/published-secrets.reader';
import { readRepoFile } from './support/repo.paths';

function envFileKeys(relativePath: string): string[] {
  return readRepoFile(relativePath)
    .split('\n')
    .filter((line) => /^[A-Z][A-Z0-9_]*=/.test(line))
    .map((line) => line.slice(0, line.indexOf('=')));
}

describe('backend variables in the deployment files', () => {
  const known = backendVariables();
  const allowed = new Set([...known, ...upcomingVariables]);

  it("reads the backend's variables classes: config/'s own and each feature's", () => {
    expect(known).toEqual(
      expect.arrayContaining([
        'NODE_ENV',
        'ALLOW_LOCAL_STAND_INS',
        'DATABASE_URL',
        'REDIS_URL',
        'PORT',
        'SHUTDOWN_TIMEOUT_MS',
        'AUTH_PROVIDER',
        'STRIPE_SECRET_KEY',
        'TELEGRAM_BOT_TOKEN',
        'DOWNLOAD_LINK_SECRET',
      ]),
    );
  });

  it('sets only variables the backend knows in docker-compose.yml', () => {
    const compose = loadRepoCompose();
    for (const name of ['api', 'worker', 'migrate']) {
      const keys = Object.keys(compose.services[name]?.environment ?? {});
      expect(keys.filter((key) => !allowed.has(key))).toEqual([]);
    }
  });

  it('sets only variables the backend knows in the Kubernetes ConfigMap and Secret template', () => {
    const secret = parse(readRepoFile('k8s/base/secret.example.yaml')) as {
      stringData: Record<string, string>;
    };
    const keys = [...envFileKeys('k8s/base/config.env'), ...Object.keys(secret.stringData)];
    expect(keys.filter((key) => !allowed.has(key))).toEqual([]);
  });
});

describe('backend settings of each deployment, as the backend validates them at boot', () => {
  const known = backendVariables();
  // mailpit takes any login, so compose sends none.
  const composeOptional = new Set(['SMTP_USER', 'SMTP_PASSWORD']);
  // Only with AUTH_PROVIDER=supabase: commented in the Secret template and config.env's notes.
  const kubernetesOptional = new Set([
    'SUPABASE_URL',
    'SUPABASE_ANON_KEY',
    'SUPABASE_SERVICE_ROLE_KEY',
    // Only with PAYMENT_PROVIDER=sandbox, which Kubernetes (production) does not run.
    'PAYMENT_SANDBOX_WEBHOOK_SECRET',
  ]);

  function kubernetesEnv(): Record<string, string> {
    const secret = parse(readRepoFile('k8s/base/secret.example.yaml')) as {
      stringData: Record<string, string>;
    };
    const config = Object.fromEntries(
      readRepoFile('k8s/base/config.env')
        .split('\n')
        .filter((line) => /^[A-Z][A-Z0-9_]*=/.test(line))
        .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
    );
    return { ...config, ...secret.stringData };
  }

  /** The operator's step: every CHANGE_ME of the templates replaced by a value of their own. */
  function withOwnSecrets(env: Record<string, string>): Record<string, string> {
    // Nine characters, as long as CHANGE_ME (a key keeps its length), starting with a letter.
    const own = () => `x${randomBytes(4).toString('hex')}`;
    return Object.fromEntries(
      Object.entries(env).map(([key, value]) => [key, value.replace(/CHANGE_ME/g, own)]),
    );
  }

  function composeEnv(name: string): Record<string, string> {
    const environment = loadRepoCompose().services[name]?.environment ?? {};
    return Object.fromEntries(
      Object.entries(environment).map(([key, value]) => [key, value ?? '']),
    );
  }

  const refused = (check: BackendConfigCheck): string[] =>
    check.ok ? [] : check.problems.map((problem) => problem.slice(0, problem.indexOf(':')));

  it('sets every backend variable in docker-compose.yml and in the Kubernetes config', () => {
    const compose = composeEnv('api');
    expect(known.filter((name) => !(name in compose) && !composeOptional.has(name))).toEqual([]);
    const kubernetes = kubernetesEnv();
    expect(known.filter((name) => !(name in kubernetes) && !kubernetesOptional.has(name))).toEqual(
      [],
    );
  });

  it.each([
    ['docker-compose.yml', () => composeEnv('api')],
    ['k8s/base with secrets of its own', () => withOwnSecrets(kubernetesEnv())],
  ])('%s passes the backend validation and trusts proxies by address only', (_where, envOf) => {
    const check = checkBackendConfig(envOf());
    expect(check).toEqual({ ok: true, trustedProxies: expect.any(Array) as unknown });
    if (!check.ok) return;
    expect(check.trustedProxies.length).toBeGreaterThan(0);
    for (const entry of check.trustedProxies) expect(entry).toMatch(/^[\d.:a-f]+\/\d+$/);
  });

  it('runs Kubernetes as production with the real providers and no local stand-in', () => {
    const env = kubernetesEnv();
    expect(env).toMatchObject({
      NODE_ENV: 'production',
      ALLOW_LOCAL_STAND_INS: '',
      PAYMENT_PROVIDER: 'stripe',
      RECAPTCHA_PROVIDER: 'google',
      DISCORD_PROVIDER: 'discord',
      TELEGRAM_PROVIDER: 'telegram',
    });
    expect(env.TRADOVATE_DEMO_URL).toMatch(/^https:\/\//);
    expect(env.TRADOVATE_LIVE_URL).toMatch(/^https:\/\//);
  });

  it('refuses the Kubernetes Secret template as it is, naming each placeholder', () => {
    const secret = parse(readRepoFile('k8s/base/secret.example.yaml')) as {
      stringData: Record<string, string>;
    };
    const secrets = new Set(secretVariables());
    const placeholders = Object.entries(secret.stringData)
      .filter(([key, value]) => secrets.has(key) && value.includes('CHANGE_ME'))
      .map(([key]) => key);
    expect(placeholders.length).toBeGreaterThan(5);
    expect(refused(checkBackendConfig(kubernetesEnv()))).toEqual(
      expect.arrayContaining(placeholders),
    );
  });

  it('runs compose in development, and refuses it as production until it has keys of its own', () => {
    const compose = composeEnv('api');
    expect(compose.NODE_ENV).toBe('development');
    const asProduction = refused(checkBackendConfig({ ...compose, NODE_ENV: 'production' }));
    expect(asProduction).toEqual(
      expect.arrayContaining([
        'DATABASE_URL',
        'WEBHOOK_TOKEN_KEYS',
        'CREDENTIAL_KEYS',
        'DOWNLOAD_LINK_SECRET',
        'PAYMENT_PROVIDER',
        'RECAPTCHA_PROVIDER',
        'DISCORD_PROVIDER',
        'TELEGRAM_PROVIDER',
      ]),
    );
  });

  it('refuses in production every secret value the deployment files publish', () => {
    const published = publishedSecretValues();
    // The compose Postgres password, the Secret template's placeholders, the README's examples.
    expect(published.map((entry) => entry.where)).toEqual(
      expect.arrayContaining([
        'docker-compose.yml',
        'k8s/base/secret.example.yaml',
        'k8s/README.md',
      ]),
    );
    const base = withOwnSecrets(kubernetesEnv());
    const checks = checkBackendConfigs(
      published.map(({ variable, value }) => ({ ...base, [variable]: value })),
    );
    const accepted = published.filter(
      ({ variable }, index) =>
        !refused(checks[index] ?? { ok: true, trustedProxies: [] }).includes(variable),
    );
    expect(accepted).toEqual([]);
  });

  it('refuses a hop count for the trusted proxies (the check can fail)', () => {
    const check = checkBackendConfig({ TRUSTED_PROXY_CIDRS: '1' });
    expect(check.ok).toBe(false);
    if (!check.ok) expect(check.problems.join('\n')).toMatch(/^TRUSTED_PROXY_CIDRS: /);
  });
});
