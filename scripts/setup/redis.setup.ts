// Redis on this machine: Debian's redis-server package, started as a daemon by its own user when
// nothing answers on the URL's port.
import { Socket } from 'node:net';

import { type Endpoint, endpointOf } from './endpoints';
import { execute, isExecutable, type Step } from './shell';

export function redisEndpoint(url: string): Endpoint {
  return endpointOf(url, 6379);
}

export const redisServerPath = (): string =>
  process.env.REDIS_SERVER_BIN ?? '/usr/bin/redis-server';

export const redisInstalled = (): boolean => isExecutable(redisServerPath());

/** Where the data, log and pid files go: the package's directory unless SETUP_REDIS_DIR says. */
export const redisDir = (): string => process.env.SETUP_REDIS_DIR ?? '/var/lib/redis';

/** A PING that expects +PONG (or an auth error, which still proves a Redis answers). */
export function redisAnswers(endpoint: Endpoint, timeoutMs = 2000): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = new Socket();
    let reply = '';
    const done = (ok: boolean): void => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(timeoutMs);
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.on('data', (chunk: Buffer) => {
      reply += chunk.toString();
      if (reply.includes('\r\n')) done(reply.startsWith('+PONG') || reply.startsWith('-NOAUTH'));
    });
    socket.once('timeout', () => done(false));
    socket.once('error', () => done(false));
    socket.connect(endpoint.port, endpoint.host);
  });
}

/** The package's `redis` user when it exists: the server should not run as root. */
export async function redisUser(): Promise<string | undefined> {
  return (await execute(['id', '-u', 'redis'])).code === 0 ? 'redis' : undefined;
}

export function startRedisSteps(port: number, user: string | undefined): Step[] {
  const dir = redisDir();
  const server = [
    redisServerPath(),
    '--daemonize',
    'yes',
    '--bind',
    '127.0.0.1',
    '-::1',
    '--port',
    String(port),
    '--dir',
    dir,
    '--logfile',
    `${dir}/redis-server-${port}.log`,
    '--pidfile',
    `${dir}/redis-server-${port}.pid`,
  ];
  const owner = user ? ['-o', user, '-g', user] : [];
  return [
    { title: `prepare ${dir}`, argv: ['install', '-d', '-m', '0750', ...owner, dir] },
    {
      title: `start Redis on port ${port}`,
      argv: user ? ['runuser', '-u', user, '--', ...server] : server,
    },
  ];
}
