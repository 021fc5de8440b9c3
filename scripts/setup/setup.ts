// Set-up with nothing else: makes sure what a command needs is on this machine and running —
// PostgreSQL and Redis (installed, started, Postgres letting the URL's user in), nginx, Chromium,
// docker-compose, promtool and kubectl — installing Debian packages as root. Not as root, it changes nothing
// and stops with the exact command to run. Shared by `npm start`, `npm test` and .ci/run.
import { canConnect, type Endpoint, isLocal, redact, waitUntil } from './endpoints';
import { installKubectl, usableKubectl } from './kubectl.setup';
import {
  type Cluster,
  createRoleStep,
  listClusters,
  packagedMajor,
  postgresEndpoint,
  postgresInstalled,
  startClusterStep,
  trustSteps,
  tryLogin,
} from './postgres.setup';
import {
  redisAnswers,
  redisEndpoint,
  redisInstalled,
  redisUser,
  startRedisSteps,
} from './redis.setup';
import { findCommand, isExecutable, isRoot, renderStep, runStep, type Step } from './shell';

export type Tool = 'nginx' | 'chromium' | 'docker-compose' | 'promtool' | 'kubectl';

export interface SetupRequest {
  /** DATABASE_URLs whose server must answer and let its user in. */
  postgres?: string[];
  /** REDIS_URLs whose server must answer. */
  redis?: string[];
  tools?: Tool[];
}

/** Nothing was changed, or something could not be: the message says what to do. */
export class SetupError extends Error {}

const aptTools: Record<Exclude<Tool, 'kubectl'>, { present: () => boolean; packages: string[] }> = {
  nginx: {
    present: () => isExecutable(process.env.NGINX_BIN ?? '/usr/sbin/nginx'),
    packages: ['nginx'],
  },
  chromium: {
    present: () => isExecutable(process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'),
    packages: ['chromium', 'fonts-liberation'],
  },
  'docker-compose': {
    present: () => findCommand('docker-compose') !== undefined,
    packages: ['docker-compose'],
  },
  // promtool (static layer: k8s/monitoring's rules) ships in Debian's prometheus package.
  promtool: {
    present: () => findCommand('promtool') !== undefined || isExecutable('/usr/bin/promtool'),
    packages: ['prometheus'],
  },
};

export function aptSteps(packages: string[]): Step[] {
  return [
    { title: 'refresh the package lists', argv: ['apt-get', 'update', '-qq'] },
    {
      title: `install ${packages.join(', ')}`,
      argv: ['apt-get', 'install', '-y', '-qq', '--no-install-recommends', ...packages],
      env: { DEBIAN_FRONTEND: 'noninteractive' },
    },
  ];
}

const unique = (values: string[] = []): string[] => [...new Set(values)];

class Setup {
  private readonly root = isRoot();
  /** What someone who is not root must run, in order. */
  private readonly pending: Step[] = [];

  constructor(private readonly log: (line: string) => void) {}

  private async apply(steps: Step[]): Promise<void> {
    if (!this.root) {
      this.pending.push(...steps);
      return;
    }
    for (const step of steps) await runStep(step, this.log);
  }

  async run(request: SetupRequest): Promise<void> {
    const postgres = unique(request.postgres).map(postgresEndpoint);
    const redis = unique(request.redis).map(redisEndpoint);
    const tools = unique(request.tools) as Tool[];

    const postgresDown = await this.down(postgres, 'PostgreSQL', (endpoint) =>
      canConnect(endpoint),
    );
    const redisDown = await this.down(redis, 'Redis', (endpoint) => redisAnswers(endpoint));
    const postgresFresh = postgresDown.length > 0 && !postgresInstalled();
    const packages = [
      ...(postgresFresh ? ['postgresql'] : []),
      ...(redisDown.length > 0 && !redisInstalled() ? ['redis-server'] : []),
      ...tools.flatMap((tool) =>
        tool !== 'kubectl' && !aptTools[tool].present() ? aptTools[tool].packages : [],
      ),
    ];
    if (packages.length > 0) {
      if (this.root && !findCommand('apt-get')) {
        throw new SetupError(`Install ${packages.join(', ')} (this machine has no apt-get).`);
      }
      await this.apply(aptSteps(packages));
    }

    for (const endpoint of postgresDown) await this.startPostgres(endpoint, postgresFresh);
    for (const endpoint of redisDown) await this.startRedis(endpoint);
    for (const endpoint of postgres) await this.letIn(endpoint, postgresFresh);
    if (tools.includes('kubectl')) await this.kubectl();

    if (this.pending.length > 0) {
      throw new SetupError(
        'This machine is missing what the command needs, and setting it up takes root. Run:\n\n' +
          `  ${this.pending.map((step) => renderStep(step, true)).join(' && ')}\n\n` +
          'then run the command again.',
      );
    }
  }

  /** The endpoints that do not answer; a server elsewhere cannot be set up from here. */
  private async down(
    endpoints: Endpoint[],
    name: string,
    answers: (endpoint: Endpoint) => Promise<boolean>,
  ): Promise<Endpoint[]> {
    const down: Endpoint[] = [];
    for (const endpoint of endpoints) {
      if (await answers(endpoint)) continue;
      if (!isLocal(endpoint)) {
        throw new SetupError(
          `${name} does not answer at ${endpoint.host}:${endpoint.port} (from ${redact(endpoint.url)}), ` +
            'which is not this machine: start it there, or point the URL at this machine.',
        );
      }
      down.push(endpoint);
    }
    return down;
  }

  private async clusterOn(port: number): Promise<Cluster | undefined> {
    return (await listClusters()).find((cluster) => cluster.port === port);
  }

  private async startPostgres(endpoint: Endpoint, fresh: boolean): Promise<void> {
    if (fresh && !this.root) {
      // What the package will create: cluster "main" of its version on 5432. Under systemd the
      // package starts it already, so only start it when it is not running.
      const major = await packagedMajor();
      const start = renderStep(startClusterStep({ version: major, name: 'main' }), false);
      this.pending.push({
        title: 'start PostgreSQL',
        argv: ['sh', '-c', `pg_ctlcluster ${major} main status >/dev/null || ${start}`],
      });
      return;
    }
    const cluster = await this.clusterOn(endpoint.port);
    if (!cluster) {
      const clusters = await listClusters();
      if (clusters.length > 0 || !this.root) {
        const list = clusters.map((c) => `${c.version}/${c.name} on ${c.port}`).join(', ');
        throw new SetupError(
          `No PostgreSQL cluster of this machine listens on port ${endpoint.port} ` +
            `(${list || 'none'}): point DATABASE_URL at one, or create one with ` +
            `sudo pg_createcluster ${await packagedMajor()} tickrelay --port ${endpoint.port} --start`,
        );
      }
      await this.apply([
        {
          title: 'create a PostgreSQL cluster',
          argv: [
            'pg_createcluster',
            await packagedMajor(),
            'main',
            '--port',
            String(endpoint.port),
            '--start',
          ],
        },
      ]);
    } else if (!cluster.online) {
      await this.apply([startClusterStep(cluster)]);
    }
    if (this.root && !(await waitUntil(() => canConnect(endpoint), 30000))) {
      throw new SetupError(
        `PostgreSQL did not start listening on ${endpoint.host}:${endpoint.port}.`,
      );
    }
  }

  private async startRedis(endpoint: Endpoint): Promise<void> {
    await this.apply(startRedisSteps(endpoint.port, this.root ? await redisUser() : 'redis'));
    if (this.root && !(await waitUntil(() => redisAnswers(endpoint), 15000))) {
      throw new SetupError(`Redis did not start answering on ${endpoint.host}:${endpoint.port}.`);
    }
  }

  /** Makes sure the URL's user gets in: a fresh Debian cluster asks for a password over TCP. */
  private async letIn(endpoint: Endpoint, fresh: boolean): Promise<void> {
    const url = new URL(endpoint.url);
    const user = decodeURIComponent(url.username) || 'postgres';
    if (!this.root && this.pending.length > 0) {
      // Cannot sign in before the steps above ran; a fresh cluster will refuse, so say it now.
      if (fresh)
        this.pending.push(...trustSteps({ version: await packagedMajor(), name: 'main' }, user));
      return;
    }
    for (let round = 0; round < 3; round += 1) {
      const { login, detail } = await tryLogin(endpoint.url);
      if (login === 'ok') return;
      const cluster = isLocal(endpoint) ? await this.clusterOn(endpoint.port) : undefined;
      if (login === 'unreachable' || url.password || !cluster) {
        throw new SetupError(
          `PostgreSQL at ${endpoint.host}:${endpoint.port} does not let ${user} in ` +
            `(${detail}). The commands expect ${redact(endpoint.url)} to work as it is` +
            (url.password ? '.' : ': no password, trust authentication for local connections.'),
        );
      }
      const steps =
        login === 'no-role' ? [createRoleStep(cluster, user)] : trustSteps(cluster, user);
      await this.apply(steps);
      if (!this.root) return;
    }
    throw new SetupError(`PostgreSQL still does not let ${user} in after setting it up.`);
  }

  private async kubectl(): Promise<void> {
    if (await usableKubectl()) return;
    try {
      await installKubectl(this.log);
    } catch (error) {
      throw new SetupError(`kubectl could not be installed: ${(error as Error).message}`);
    }
  }
}

export async function ensureSetup(
  request: SetupRequest,
  log: (line: string) => void = (line) => console.log(`[setup] ${line}`),
): Promise<void> {
  await new Setup(log).run(request);
}
