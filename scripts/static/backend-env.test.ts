import { parse } from 'yaml';

import { checkBackendConfig } from './support/backend-config.checker';
import { backendVariables, upcomingVariables } from './support/backend-env.reader';
import { loadRepoCompose } from './support/compose.reader';
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

  it('reads the backend schema', () => {
    expect(known).toEqual(
      expect.arrayContaining(['DATABASE_URL', 'REDIS_URL', 'PORT', 'SHUTDOWN_TIMEOUT_MS']),
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

  function composeEnv(name: string): Record<string, string> {
    const environment = loadRepoCompose().services[name]?.environment ?? {};
    return Object.fromEntries(
      Object.entries(environment).map(([key, value]) => [key, value ?? '']),
    );
  }

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
    ['k8s/base', kubernetesEnv],
  ])('%s passes the backend validation and trusts proxies by address only', (_where, envOf) => {
    const check = checkBackendConfig(envOf());
    expect(check).toEqual({ ok: true, trustedProxies: expect.any(Array) as unknown });
    if (!check.ok) return;
    expect(check.trustedProxies.length).toBeGreaterThan(0);
    for (const entry of check.trustedProxies) expect(entry).toMatch(/^[\d.:a-f]+\/\d+$/);
  });

  it('refuses a hop count for the trusted proxies (the check can fail)', () => {
    const check = checkBackendConfig({ TRUSTED_PROXY_CIDRS: '1' });
    expect(check.ok).toBe(false);
    if (!check.ok) expect(check.problems.join('\n')).toMatch(/^TRUSTED_PROXY_CIDRS: /);
  });
});
