// The alerts soak's hostile sender and the worker's liveness watch. The hostile accounts send
// steadily (open loop, a distinct alert each, buy and sell in turn) until stopped; the watch
// asks the worker's /health/live every second and counts its answers.
import { Agent, request } from 'node:http';

import { alertBody } from '../webhook/lib';

export interface HostileAlerts {
  /** Stops sending; what was sent and how it was answered. */
  stop: () => { sent: number; statuses: Record<string, number> };
}

export function startHostileAlerts(options: {
  origin: string;
  paths: readonly string[];
  /** Alerts a second, per path. */
  rate: number;
  runTag: string;
}): HostileAlerts {
  const agent = new Agent({ keepAlive: true, maxSockets: 4 });
  const statuses: Record<string, number> = {};
  let sent = 0;
  const send = (path: string) => {
    const n = sent++;
    const body = alertBody(`${options.runTag}-${n}`, n % 2 === 0 ? 'buy' : 'sell');
    const req = request(
      new URL(path, options.origin),
      { method: 'POST', agent, headers: { 'content-type': 'application/json' }, timeout: 30_000 },
      (response) => {
        response.resume();
        response.on('end', () => {
          const key = String(response.statusCode ?? 0);
          statuses[key] = (statuses[key] ?? 0) + 1;
        });
      },
    );
    req.on('error', () => (statuses.error = (statuses.error ?? 0) + 1));
    req.end(body);
  };
  const timer = setInterval(
    () => {
      for (const path of options.paths) send(path);
    },
    1000 / Math.max(0.001, options.rate),
  );
  return {
    stop: () => {
      clearInterval(timer);
      agent.destroy();
      return { sent, statuses: { ...statuses } };
    },
  };
}

export function watchLiveness(url: string): {
  counts: () => Record<string, number>;
  stop: () => void;
} {
  const counts: Record<string, number> = {};
  const timer = setInterval(() => {
    void fetch(url, { signal: AbortSignal.timeout(900) })
      .then((response) => String(response.status))
      .catch(() => 'no answer')
      .then((key) => (counts[key] = (counts[key] ?? 0) + 1));
  }, 1000);
  return { counts: () => ({ ...counts }), stop: () => clearInterval(timer) };
}
