// Renders docker/nginx/default.conf.template with the image's own render script into a private
// prefix, checks it with `nginx -t`, and runs nginx for real on a spare port.
import { spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { rawRequest } from './http.client';
import { repoPath } from './repo.paths';
import { findTool, nginxTool, runTool, runToolOrThrow, type RunResult } from './tools.helper';

export interface SiteValues {
  LISTEN_PORT: string;
  WEB_ROOT: string;
  API_UPSTREAM: string;
  RUNTIME_CONFIG_DIR: string;
  /** Not a placeholder itself: the render script turns it into SITE_ORIGIN. */
  PUBLIC_SITE_URL?: string;
  /** Likewise, into REAL_IP_DIRECTIVES. */
  TRUSTED_PROXY_CIDRS?: string;
}

/** A scratch directory every nginx worker can traverse, whoever the worker runs as. */
export function makeScratchDir(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  chmodSync(dir, 0o755);
  return dir;
}

export function renderSite(values: SiteValues, outputFile: string): RunResult {
  return runTool(
    'sh',
    [
      repoPath('docker/web/render-nginx-config.sh'),
      repoPath('docker/nginx/default.conf.template'),
      outputFile,
    ],
    { env: { PATH: process.env.PATH ?? '/usr/bin:/bin', ...values } },
  );
}

/** A minimal main config around one server file: pid, logs and temp paths inside the prefix. */
export function writeMainConfig(prefix: string, siteFile: string): string {
  for (const dir of ['client', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) {
    mkdirSync(join(prefix, 'temp', dir), { recursive: true });
  }
  const mainFile = join(prefix, 'nginx.conf');
  writeFileSync(
    mainFile,
    [
      'worker_processes 1;',
      `pid ${prefix}/nginx.pid;`,
      `error_log ${prefix}/error.log warn;`,
      'events { worker_connections 256; }',
      'http {',
      `  client_body_temp_path ${prefix}/temp/client;`,
      `  proxy_temp_path ${prefix}/temp/proxy;`,
      `  fastcgi_temp_path ${prefix}/temp/fastcgi;`,
      `  uwsgi_temp_path ${prefix}/temp/uwsgi;`,
      `  scgi_temp_path ${prefix}/temp/scgi;`,
      `  include ${siteFile};`,
      // The site's own format (URL secrets redacted), defined by the file included above.
      `  access_log ${prefix}/access.log tickrelay_access;`,
      '}',
      '',
    ].join('\n'),
  );
  return mainFile;
}

export function nginxTest(prefix: string, mainFile: string): RunResult {
  return runTool(findTool(nginxTool), [
    '-t',
    '-p',
    prefix,
    '-c',
    mainFile,
    '-e',
    join(prefix, 'error.log'),
  ]);
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

export interface RunningNginx {
  baseUrl: string;
  stop: () => Promise<void>;
}

/** Starts nginx in the foreground (so it is our child and we stop exactly it) and waits for it. */
export async function startNginx(
  prefix: string,
  mainFile: string,
  port: number,
): Promise<RunningNginx> {
  const errorLog = join(prefix, 'error.log');
  runToolOrThrow(findTool(nginxTool), ['-t', '-q', '-p', prefix, '-c', mainFile, '-e', errorLog]);
  const child: ChildProcess = spawn(
    findTool(nginxTool),
    ['-p', prefix, '-c', mainFile, '-e', errorLog, '-g', 'daemon off;'],
    { stdio: 'ignore' },
  );
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async (): Promise<void> => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGQUIT');
    const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
    await exited;
    clearTimeout(timer);
  };

  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 10000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      throw new Error(`nginx exited with ${child.exitCode}:\n${readFileSync(errorLog, 'utf8')}`);
    }
    try {
      if ((await rawRequest(`${baseUrl}/healthz`)).status === 200) return { baseUrl, stop };
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await stop();
  throw new Error(`nginx did not answer on ${baseUrl} within 10 s`);
}

export function removeScratchDir(dir: string): void {
  rmSync(dir, { recursive: true, force: true });
}
