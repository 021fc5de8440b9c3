// The local stack: migrations, api, worker and the repo's own nginx config in front of the SPA build.
// Used by `npm start` (port 8080) and by the e2e harness (its own ports and database).
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

import { dropDatabase } from '@tickrelay/testing/database/database-reset';

import { runOrThrow, startService, stopService, tail, type Service } from './processes';

export const repoRoot = resolve(__dirname, '..', '..');

export interface StackOptions {
  name: string;
  webPort: number;
  apiPort: number;
  workerPort: number;
  databaseUrl: string;
  redisUrl: string;
  /** Extra environment for api and worker (and PUBLIC_* for the SPA's runtime config). */
  env?: Record<string, string>;
  /** Drop the database and migrate it afresh (a test stack starts from a known state). */
  resetDatabase?: boolean;
}

export interface RunningStack {
  baseUrl: string;
  stateDir: string;
  services: Service[];
  stop: () => Promise<void>;
}

export const nginxBinary = process.env.NGINX_BIN ?? '/usr/sbin/nginx';

/**
 * Whose X-Forwarded-For the local stack's nginx believes (the web container's TRUSTED_PROXY_CIDRS):
 * processes on this machine, so the e2e suite's and the benches' clients can each name their own
 * address (the api trusts loopback too); a client on another machine cannot.
 */
const LOCAL_CLIENTS = ['127.0.0.0/8', '::1'];

/** The REAL_IP_DIRECTIVES placeholder's value, as render-nginx-config.sh writes it. */
function realIpDirectives(proxies: string[]): string {
  return [
    ...proxies.map((proxy) => `set_real_ip_from ${proxy};`),
    'real_ip_header X-Forwarded-For;',
    'real_ip_recursive on;',
  ].join(' ');
}

export async function build(): Promise<void> {
  await runOrThrow('npm', ['run', 'build'], { cwd: repoRoot });
}

/** Renders the nginx server template exactly as the web image does, inside a private main config. */
export function renderNginxConfig(stateDir: string, values: Record<string, string>): string {
  const template = readFileSync(join(repoRoot, 'docker/nginx/default.conf.template'), 'utf8');
  const site = template.replace(/\$\{([A-Z_]+)\}/g, (whole, key: string) => values[key] ?? whole);
  writeFileSync(join(stateDir, 'site.conf'), site);
  for (const dir of ['client', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) {
    mkdirSync(join(stateDir, 'tmp', dir), { recursive: true });
  }
  const main = [
    // As root, nginx would hand its workers to 'nobody', which may not read the work tree.
    process.getuid?.() === 0 ? 'user root;' : '',
    'worker_processes 1;',
    `pid ${stateDir}/nginx.pid;`,
    `error_log ${stateDir}/nginx-error.log warn;`,
    'events { worker_connections 1024; }',
    'http {',
    '  include /etc/nginx/mime.types;',
    '  default_type application/octet-stream;',
    `  client_body_temp_path ${stateDir}/tmp/client;`,
    `  proxy_temp_path ${stateDir}/tmp/proxy;`,
    `  fastcgi_temp_path ${stateDir}/tmp/fastcgi;`,
    `  uwsgi_temp_path ${stateDir}/tmp/uwsgi;`,
    `  scgi_temp_path ${stateDir}/tmp/scgi;`,
    '  sendfile on;',
    '  keepalive_timeout 65;',
    `  include ${stateDir}/site.conf;`,
    // The site's own format (URL secrets redacted), defined by the file included above.
    `  access_log ${stateDir}/nginx-access.log tickrelay_access;`,
    '}',
    '',
  ].join('\n');
  const mainPath = join(stateDir, 'nginx.conf');
  writeFileSync(mainPath, main);
  return mainPath;
}

/** The SITE_ORIGIN placeholder's value, checked as render-nginx-config.sh does. */
function siteOrigin(publicSiteUrl: string | undefined): string {
  const origin = (publicSiteUrl ?? '').replace(/\/$/, '');
  if (!origin) return '$scheme://$tickrelay_request_host';
  if (!/^https?:\/\/[A-Za-z0-9.-]+(:[0-9]{1,5})?$/.test(origin)) {
    throw new Error(
      `PUBLIC_SITE_URL must be an origin like https://tickrelay.app, got '${origin}'`,
    );
  }
  return origin;
}

/** Until `url` answers 2xx; fails when a service exits meanwhile or after timeoutMs. */
export async function waitForHttp(
  url: string,
  services: Service[],
  timeoutMs: number,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let last = '';
  while (Date.now() < deadline) {
    for (const service of services) {
      if (service.child.exitCode !== null) {
        throw new Error(
          `${service.name} exited with code ${service.child.exitCode} while starting:\n${tail(service.logFile)}`,
        );
      }
    }
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (response.ok) return;
      last = `HTTP ${response.status}`;
    } catch (error) {
      last = (error as Error).message;
    }
    await new Promise((done) => setTimeout(done, 250));
  }
  throw new Error(`${url} did not become ready within ${timeoutMs} ms (last: ${last})`);
}

/**
 * Migrates, then starts api and worker and waits until both are ready, and only then nginx: the
 * first request through the returned address never meets a 502 from an api still booting.
 * The caller makes sure Postgres, Redis and nginx are there (scripts/setup).
 */
export async function startStack(options: StackOptions): Promise<RunningStack> {
  const stateDir = join(repoRoot, '.stack', options.name);
  rmSync(stateDir, { recursive: true, force: true });
  mkdirSync(join(stateDir, 'runtime'), { recursive: true });

  // Production refuses the log-only mail transport (SMTP_HOST empty: every mail, links included,
  // in the worker's log), so a stack without an SMTP server runs as development.
  const smtpHost = options.env?.SMTP_HOST ?? process.env.SMTP_HOST;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: process.env.NODE_ENV ?? (smtpHost ? 'production' : 'development'),
    DATABASE_URL: options.databaseUrl,
    REDIS_URL: options.redisUrl,
    PORT: String(options.apiPort),
    WORKER_PORT: String(options.workerPort),
    HOST: '127.0.0.1',
    PUBLIC_URL: `http://localhost:${options.webPort}`,
    ...options.env,
  };
  const backend = join(repoRoot, 'backend');

  if (options.resetDatabase) await dropDatabase(options.databaseUrl);
  await runOrThrow('node', ['dist/database/migrate.cli.js'], { cwd: backend, env });
  await runOrThrow(
    'sh',
    [join(repoRoot, 'docker/web/write-runtime-config.sh'), join(stateDir, 'runtime')],
    {
      env,
    },
  );
  const nginxConf = renderNginxConfig(stateDir, {
    LISTEN_PORT: String(options.webPort),
    WEB_ROOT: join(repoRoot, 'frontend/dist'),
    API_UPSTREAM: `127.0.0.1:${options.apiPort}`,
    RUNTIME_CONFIG_DIR: join(stateDir, 'runtime'),
    // As render-nginx-config.sh: PUBLIC_SITE_URL, else the request's scheme and (checked) host.
    SITE_ORIGIN: siteOrigin(env.PUBLIC_SITE_URL),
    REAL_IP_DIRECTIVES: realIpDirectives(LOCAL_CLIENTS),
  });
  await runOrThrow(nginxBinary, ['-t', '-q', '-p', stateDir, '-c', nginxConf], { quiet: false });

  const services = [
    startService('api', 'node', ['dist/main.js'], join(stateDir, 'api.log'), { cwd: backend, env }),
    startService('worker', 'node', ['dist/worker.js'], join(stateDir, 'worker.log'), {
      cwd: backend,
      env,
    }),
  ];
  const stop = async (): Promise<void> => {
    await Promise.all(services.map((service) => stopService(service)));
  };

  const baseUrl = `http://127.0.0.1:${options.webPort}`;
  try {
    await waitForHttp(`http://127.0.0.1:${options.apiPort}/api/health/ready`, services, 60000);
    await waitForHttp(`http://127.0.0.1:${options.workerPort}/health/ready`, services, 30000);
    services.push(
      startService(
        'nginx',
        nginxBinary,
        ['-p', stateDir, '-c', nginxConf, '-g', 'daemon off;'],
        join(stateDir, 'nginx.log'),
      ),
    );
    await waitForHttp(`${baseUrl}/api/health/ready`, services, 15000);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseUrl, stateDir, services, stop };
}
