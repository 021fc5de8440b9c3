import { parse } from 'yaml';

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
