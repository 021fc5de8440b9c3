// Reachability checks for the machine's PostgreSQL and Redis, with messages a newcomer can act on.
import { Socket } from 'node:net';

export interface ServiceTarget {
  name: string;
  url: string;
  defaultPort: number;
  howToStart: string;
}

export function hostPort(url: string, defaultPort: number): { host: string; port: number } {
  const parsed = new URL(url);
  return {
    host: parsed.hostname.replace(/^\[|\]$/g, '') || '127.0.0.1',
    port: parsed.port ? Number(parsed.port) : defaultPort,
  };
}

export function canConnect(host: string, port: number, timeoutMs = 2000): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = new Socket();
    const done = (ok: boolean): void => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(timeoutMs);
    socket.once('connect', () => done(true));
    socket.once('timeout', () => done(false));
    socket.once('error', () => done(false));
    socket.connect(port, host);
  });
}

/** Throws one error naming every unreachable service, the address tried and how to start it. */
export async function requireServices(targets: ServiceTarget[]): Promise<void> {
  const problems: string[] = [];
  for (const target of targets) {
    const { host, port } = hostPort(target.url, target.defaultPort);
    if (!(await canConnect(host, port))) {
      problems.push(
        `${target.name} is not reachable at ${host}:${port} (from ${redact(target.url)}).\n` +
          `  Start it with: ${target.howToStart}`,
      );
    }
  }
  if (problems.length > 0) {
    throw new Error(problems.join('\n'));
  }
}

export function redact(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return url;
  }
}

export const postgresHint =
  "sudo pg_ctlcluster --skip-systemctl-redirect $(ls /etc/postgresql) main start  (Debian; install with 'apt-get install -y postgresql'), or 'docker compose up -d postgres'";
export const redisHint =
  "redis-server --daemonize yes --bind 127.0.0.1 --port 6379  (install with 'apt-get install -y redis-server'), or 'docker compose up -d redis'";
