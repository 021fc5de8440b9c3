import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import {
  commandOf,
  composeConfig,
  healthTestOf,
  loadRepoCompose,
  publishedPorts,
  type ComposeConfig,
  type ComposeService,
} from './support/compose.reader';
import { readRepoFile, repoPath } from './support/repo.paths';

function durationMs(value: string | undefined): number {
  const match = /^(\d+)(ms|s|m)$/.exec(value ?? '');
  if (!match) throw new Error(`unexpected duration ${value}`);
  const unit = { ms: 1, s: 1000, m: 60000 }[match[2] as 'ms' | 's' | 'm'];
  return Number(match[1]) * unit;
}

describe('docker-compose.yml', () => {
  let compose: ComposeConfig;
  const service = (name: string): ComposeService => {
    const found = compose.services[name];
    if (!found) throw new Error(`service ${name} is missing`);
    return found;
  };

  beforeAll(() => {
    compose = loadRepoCompose();
  });

  it('is accepted by `docker-compose config -q`', () => {
    const result = composeConfig(repoPath('docker-compose.yml'), ['-q']);
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
  });

  it('is rejected by the same check when it is broken (the check can fail)', () => {
    const scratch = mkdtempSync(join(tmpdir(), 'tickrelay-compose-bad-'));
    try {
      const broken = readRepoFile('docker-compose.yml').replace(
        'condition: service_completed_successfully',
        'condition: service_finished',
      );
      const file = join(scratch, 'docker-compose.yml');
      writeFileSync(file, broken);
      const result = composeConfig(file, ['-q']);
      expect(result.status).not.toBe(0);
      expect(result.stderr).toMatch(/condition/);
    } finally {
      rmSync(scratch, { recursive: true, force: true });
    }
  });

  it('has exactly the services of the stack', () => {
    expect(Object.keys(compose.services).sort()).toEqual(
      ['api', 'mailpit', 'migrate', 'postgres', 'redis', 'web', 'worker'].sort(),
    );
  });

  it('pins every image to a version, never latest', () => {
    for (const [name, definition] of Object.entries(compose.services)) {
      expect({ name, image: definition.image }).toEqual({
        name,
        image: expect.stringMatching(/^[^:]+:(?!latest$)[\w.-]+$/) as unknown,
      });
    }
    expect(service('postgres').image).toBe('postgres:16-alpine');
    expect(service('redis').image).toBe('redis:7-alpine');
    expect(service('mailpit').image).toMatch(/^axllent\/mailpit:v\d+\.\d+/);
  });

  it('runs Redis with AOF on and the noeviction policy BullMQ needs', () => {
    const command = commandOf(service('redis'));
    expect(command).toMatch(/--appendonly yes\b/);
    expect(command).toMatch(/--maxmemory-policy noeviction\b/);
    // Bounded: a flood ends in refused writes (503 from the api), not in a host out of memory.
    expect(command).toMatch(/--maxmemory [1-9]\d*(mb|gb)\b/);
    expect(service('redis').volumes?.some((volume) => volume.includes(':/data'))).toBe(true);
  });

  it('keeps Postgres data in a named volume and checks it with pg_isready', () => {
    expect(service('postgres').volumes?.[0]).toMatch(/^postgres-data:\/var\/lib\/postgresql\/data/);
    expect(compose.volumes).toHaveProperty('postgres-data');
    expect(healthTestOf(service('postgres'))).toContain('pg_isready');
    expect(healthTestOf(service('redis'))).toContain('redis-cli ping');
  });

  it('gives every long-running service a health check', () => {
    for (const name of ['postgres', 'redis', 'api', 'worker', 'web', 'mailpit']) {
      expect({ name, test: healthTestOf(service(name)) }).toEqual({
        name,
        test: expect.stringMatching(/\S/) as unknown,
      });
    }
    expect(healthTestOf(service('api'))).toContain('http://127.0.0.1:3000/api/health/ready');
    expect(healthTestOf(service('worker'))).toContain('http://127.0.0.1:3001/health/ready');
    expect(healthTestOf(service('web'))).toContain('/healthz');
  });

  it('runs the migration once, after Postgres is healthy, before api and worker', () => {
    const migrate = service('migrate');
    expect(commandOf(migrate)).toBe('node dist/database/migrate.cli.js');
    expect(migrate.restart).toBe('no');
    // The api health check baked into the image is switched off ("disable: true" prints as NONE).
    expect(migrate.healthcheck?.disable === true || healthTestOf(migrate) === 'NONE').toBe(true);
    expect(migrate.depends_on?.postgres?.condition).toBe('service_healthy');
    for (const name of ['api', 'worker']) {
      expect(service(name).depends_on).toEqual({
        migrate: { condition: 'service_completed_successfully' },
        redis: { condition: 'service_healthy' },
      });
    }
  });

  it('runs api, worker and migrate from one image built by docker/api.Dockerfile', () => {
    const images = ['api', 'worker', 'migrate'].map((name) => service(name).image);
    expect(new Set(images).size).toBe(1);
    for (const name of ['api', 'worker', 'migrate']) {
      expect(service(name).build?.dockerfile).toBe('docker/api.Dockerfile');
    }
    expect(commandOf(service('api'))).toBe('node dist/main.js');
    expect(commandOf(service('worker'))).toBe('node dist/worker.js');
    expect(service('web').build?.dockerfile).toBe('docker/web.Dockerfile');
  });

  it('runs the app containers as Kubernetes does: read-only root, /tmp only, no capabilities', () => {
    for (const name of ['api', 'worker', 'migrate', 'web']) {
      const definition = service(name);
      expect({ name, readOnly: definition.read_only }).toEqual({ name, readOnly: true });
      expect([definition.tmpfs].flat()).toContain('/tmp');
      expect(definition.cap_drop).toEqual(['ALL']);
      expect(definition.security_opt).toContain('no-new-privileges:true');
    }
  });

  it('points the backend at the stack’s own Postgres, Redis and mail catcher', () => {
    for (const name of ['api', 'worker', 'migrate']) {
      const env = service(name).environment ?? {};
      expect(new URL(env.DATABASE_URL ?? '').hostname).toBe('postgres');
      expect(new URL(env.REDIS_URL ?? '').hostname).toBe('redis');
      expect(env.HOST).toBe('0.0.0.0');
      // A local stack: development keys and stand-ins, which production refuses (backend-env.test).
      expect(env.NODE_ENV).toBe('development');
      expect(env.SMTP_HOST).toBe('mailpit');
      // No key published here: empty means the development one, never accepted in production.
      for (const key of [
        'WEBHOOK_TOKEN_KEYS',
        'CREDENTIAL_KEYS',
        'DOWNLOAD_LINK_SECRET',
        'PAYMENT_SANDBOX_WEBHOOK_SECRET',
      ]) {
        expect({ key, value: env[key] }).toEqual({ key, value: '' });
      }
    }
  });

  it('gives api and worker more time to stop than their own shutdown timeout', () => {
    for (const name of ['api', 'worker']) {
      const timeoutMs = Number(service(name).environment?.SHUTDOWN_TIMEOUT_MS);
      expect(timeoutMs).toBeGreaterThan(0);
      expect(durationMs(service(name).stop_grace_period)).toBeGreaterThan(timeoutMs);
    }
  });

  it('serves the site on port 8080 with /api proxied to the api once it is healthy', () => {
    const web = service('web');
    expect(publishedPorts(web)).toEqual([{ hostIp: '127.0.0.1', published: 8080, target: 8080 }]);
    expect(web.environment?.API_UPSTREAM).toBe('api:3000');
    expect(web.environment?.LISTEN_PORT).toBe('8080');
    expect(web.depends_on?.api?.condition).toBe('service_healthy');
    for (const key of [
      'PUBLIC_TELEMETRY_ENABLED',
      'PUBLIC_RECAPTCHA_SITE_KEY',
      'PUBLIC_ANALYTICS_URL',
      'PUBLIC_TAG_MANAGER_URL',
      'PUBLIC_ADS_CONVERSION_ID',
      'PUBLIC_ICON_SERVICE_URL',
      'PUBLIC_RECAPTCHA_PROVIDER',
      'PUBLIC_SITE_URL',
    ]) {
      expect(web.environment).toHaveProperty(key);
    }
    // The SPA loads the script of the api's reCAPTCHA provider (the local one by default).
    expect(web.environment?.PUBLIC_RECAPTCHA_PROVIDER).toBe('local');
    expect(service('api').environment?.RECAPTCHA_PROVIDER).toBe('local');
  });

  it('publishes the site, mailpit (UI 8025, SMTP 1025) and Postgres/Redis on loopback only', () => {
    expect(publishedPorts(service('mailpit')).map((port) => port.target)).toEqual([8025, 1025]);
    expect(publishedPorts(service('mailpit')).map((port) => port.published)).toEqual([8025, 1025]);
    // The catcher accepts any login and shows every mail with its links.
    for (const name of ['web', 'mailpit', 'postgres', 'redis']) {
      for (const port of publishedPorts(service(name))) {
        expect(port.hostIp).toBe('127.0.0.1');
      }
    }
    for (const name of ['api', 'worker', 'migrate']) {
      expect(service(name).ports ?? []).toEqual([]);
    }
  });

  it('reads settings from .env only through ${VAR:-default}', () => {
    const raw = readRepoFile('docker-compose.yml');
    const interpolations = raw.match(/\$\{[^}]*\}/g) ?? [];
    expect(interpolations.length).toBeGreaterThan(0);
    expect(
      interpolations.filter((expression) => !/^\$\{[A-Z0-9_]+:-[^}]*\}$/.test(expression)),
    ).toEqual([]);
  });
});
