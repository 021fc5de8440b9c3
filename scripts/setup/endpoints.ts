// Where a DATABASE_URL or REDIS_URL points, and whether something answers there.
import { Socket } from 'node:net';

export interface Endpoint {
  url: string;
  host: string;
  port: number;
}

export function endpointOf(url: string, defaultPort: number): Endpoint {
  const parsed = new URL(url);
  return {
    url,
    host: parsed.hostname.replace(/^\[|\]$/g, '') || '127.0.0.1',
    port: parsed.port ? Number(parsed.port) : defaultPort,
  };
}

/** Only a server on this machine can be installed or started here. */
export function isLocal(endpoint: Endpoint): boolean {
  return ['127.0.0.1', 'localhost', '::1'].includes(endpoint.host);
}

export function canConnect(endpoint: Endpoint, timeoutMs = 2000): Promise<boolean> {
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
    socket.connect(endpoint.port, endpoint.host);
  });
}

export async function waitUntil(
  probe: () => Promise<boolean>,
  timeoutMs: number,
): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await probe()) return true;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return probe();
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
