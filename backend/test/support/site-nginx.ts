// The web image's nginx in front of a test api: docker/nginx/default.conf.template rendered by the
// image's own render script (docker/web/render-nginx-config.sh), run from a private prefix on a spare
// port, for tests about what the api sees through it.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

import { sparePort, waitFor } from '@tickrelay/testing/processes/process.helpers';

const REPO = resolve(__dirname, '..', '..', '..');
const NGINX = process.env.NGINX_BIN ?? '/usr/sbin/nginx';

export interface SiteNginx {
  url: string;
  stop: () => Promise<void>;
}

/** `env` is the web container's: TRUSTED_PROXY_CIDRS and the like. */
export async function startSiteNginx(
  apiUrl: string,
  env: Record<string, string> = {},
): Promise<SiteNginx> {
  const prefix = mkdtempSync(join(tmpdir(), 'tickrelay-site-nginx-'));
  const port = await sparePort();
  const site = join(prefix, 'site.conf');
  execFileSync(
    'sh',
    [
      join(REPO, 'docker/web/render-nginx-config.sh'),
      join(REPO, 'docker/nginx/default.conf.template'),
      site,
    ],
    {
      env: {
        PATH: process.env.PATH ?? '/usr/bin:/bin',
        LISTEN_PORT: String(port),
        WEB_ROOT: join(prefix, 'www'),
        API_UPSTREAM: new URL(apiUrl).host,
        RUNTIME_CONFIG_DIR: join(prefix, 'runtime'),
        ...env,
      },
      stdio: 'pipe',
    },
  );
  for (const dir of ['client', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) {
    mkdirSync(join(prefix, 'temp', dir), { recursive: true });
  }
  const main = join(prefix, 'nginx.conf');
  writeFileSync(
    main,
    [
      // As root, nginx would hand its workers to 'nobody', which may not write the prefix.
      process.getuid?.() === 0 ? 'user root;' : '',
      'worker_processes 1;',
      `pid ${prefix}/nginx.pid;`,
      `error_log ${prefix}/error.log warn;`,
      'events { worker_connections 256; }',
      'http {',
      ...['client', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(
        (dir) => `  ${dir === 'client' ? 'client_body' : dir}_temp_path ${prefix}/temp/${dir};`,
      ),
      `  include ${site};`,
      `  access_log ${prefix}/access.log tickrelay_access;`,
      '}',
      '',
    ].join('\n'),
  );
  const args = ['-p', prefix, '-c', main, '-e', join(prefix, 'error.log')];
  const child: ChildProcess = spawn(NGINX, [...args, '-g', 'daemon off;'], { stdio: 'ignore' });
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  const stop = async (): Promise<void> => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGQUIT');
      const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
      await exited;
      clearTimeout(timer);
    }
    rmSync(prefix, { recursive: true, force: true });
  };
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitFor(
      async () => {
        if (child.exitCode !== null) {
          throw new Error(`nginx exited: ${readFileSync(join(prefix, 'error.log'), 'utf8')}`);
        }
        return (await fetch(`${url}/healthz`)).ok ? true : undefined;
      },
      10000,
      'nginx /healthz',
    );
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, stop };
}
