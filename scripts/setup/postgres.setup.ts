// PostgreSQL on this machine, the Debian way: the postgresql package, its clusters (pg_lsclusters,
// pg_ctlcluster) and their pg_hba.conf, which must let the URL's user in over loopback without a
// password (a fresh Debian cluster asks for one over TCP).
import { existsSync, readFileSync } from 'node:fs';

import { Client } from 'pg';

import { type Endpoint, endpointOf } from './endpoints';
import { execute, findCommand, type Step } from './shell';

export interface Cluster {
  version: string;
  name: string;
  port: number;
  online: boolean;
}

export function postgresEndpoint(url: string): Endpoint {
  return endpointOf(url, 5432);
}

/** `pg_lsclusters --no-header`: "15 main 5432 online postgres /var/lib/… /var/log/…". */
export function parseClusters(output: string): Cluster[] {
  return output
    .split('\n')
    .map((line) => line.trim().split(/\s+/))
    .filter((words) => words.length >= 4 && /^\d+$/.test(words[2] ?? ''))
    .map(([version = '', name = '', port = '', status = '']) => ({
      version,
      name,
      port: Number(port),
      online: status.startsWith('online'),
    }));
}

export function postgresInstalled(): boolean {
  return findCommand('pg_lsclusters') !== undefined && findCommand('pg_ctlcluster') !== undefined;
}

export async function listClusters(): Promise<Cluster[]> {
  const command = findCommand('pg_lsclusters');
  if (!command) return [];
  return parseClusters((await execute([command, '--no-header'])).output);
}

/** The major version `apt-get install postgresql` brings (15 on Debian 12). */
export async function packagedMajor(): Promise<string> {
  const depends = await execute(['apt-cache', 'depends', 'postgresql']);
  const fromApt = /Depends: postgresql-(\d+)/.exec(depends.output)?.[1];
  if (fromApt) return fromApt;
  const release = existsSync('/etc/os-release') ? readFileSync('/etc/os-release', 'utf8') : '';
  const codename = /VERSION_CODENAME=(\w+)/.exec(release)?.[1] ?? '';
  return { bullseye: '13', bookworm: '15', trixie: '17' }[codename] ?? '15';
}

export function startClusterStep(cluster: Pick<Cluster, 'version' | 'name'>): Step {
  return {
    title: `start PostgreSQL ${cluster.version}/${cluster.name}`,
    argv: ['pg_ctlcluster', cluster.version, cluster.name, 'start'],
  };
}

export const hbaFileOf = (cluster: Pick<Cluster, 'version' | 'name'>): string =>
  `/etc/postgresql/${cluster.version}/${cluster.name}/pg_hba.conf`;

export const TRUST_MARK =
  '# TickRelay (scripts/setup): the local user below connects over loopback without a password';

/** pg_hba.conf lines that let `user` in over loopback without a password; the first match wins. */
export function trustLines(user: string): string[] {
  return [TRUST_MARK, `host all ${user} 127.0.0.1/32 trust`, `host all ${user} ::1/128 trust`];
}

/** Puts the trust lines at the top of the cluster's pg_hba.conf and reloads it. */
export function trustSteps(cluster: Pick<Cluster, 'version' | 'name'>, user: string): Step[] {
  return [
    {
      title: `let ${user} in over loopback without a password`,
      argv: [
        'sed',
        '-i',
        ...trustLines(user).flatMap((line) => ['-e', `1i ${line}`]),
        hbaFileOf(cluster),
      ],
    },
    {
      title: `reload PostgreSQL ${cluster.version}/${cluster.name}`,
      argv: ['pg_ctlcluster', cluster.version, cluster.name, 'reload'],
    },
  ];
}

export function createRoleStep(cluster: Cluster, user: string): Step {
  return {
    title: `create the PostgreSQL role ${user}`,
    argv: [
      'runuser',
      '-u',
      'postgres',
      '--',
      'createuser',
      '--port',
      String(cluster.port),
      '--createdb',
      user,
    ],
  };
}

export type Login = 'ok' | 'refused' | 'no-role' | 'unreachable';

/** Signs in as the URL says, to the postgres database (the URL's one may not exist yet). */
export async function tryLogin(url: string): Promise<{ login: Login; detail: string }> {
  const target = new URL(url);
  target.pathname = '/postgres';
  const client = new Client({ connectionString: target.toString(), connectionTimeoutMillis: 4000 });
  try {
    await client.connect();
    await client.query('select 1');
    return { login: 'ok', detail: '' };
  } catch (error) {
    const { code, message } = error as { code?: string; message: string };
    if (code === '28000' && /role .* does not exist/.test(message)) {
      return { login: 'no-role', detail: message };
    }
    // 28P01/28000: refused by pg_hba.conf or the password; the SASL error: a password was asked
    // for and the URL has none.
    if (code === '28P01' || code === '28000' || /password/i.test(message)) {
      return { login: 'refused', detail: message };
    }
    return { login: 'unreachable', detail: message };
  } finally {
    await client.end().catch(() => undefined);
  }
}
