// One POST on a node:http agent, timed: the soak's honest generator and its hostile sender share it.
import { type Agent, request } from 'node:http';

export interface Sent {
  /** The HTTP status, or 0 when no answer came (reset, refused, timed out). */
  status: number;
  /** Why no answer came (error code), when status is 0. */
  error?: string;
  /** When the answer had fully arrived (performance.now()). */
  endedAt: number;
}

export function post(
  agent: Agent,
  url: URL,
  body: Buffer,
  contentType: string,
  timeoutMs: number,
  localAddress?: string,
): Promise<Sent> {
  return new Promise((resolve) => {
    let settled = false;
    const settle = (sent: Omit<Sent, 'endedAt'>) => {
      if (settled) return;
      settled = true;
      resolve({ ...sent, endedAt: performance.now() });
    };
    const req = request(
      url,
      {
        method: 'POST',
        agent,
        localAddress,
        headers: { 'content-type': contentType, 'content-length': body.length },
        timeout: timeoutMs,
      },
      (res) => {
        res.on('error', (error: NodeJS.ErrnoException) => settle({ status: 0, error: error.code }));
        res.on('end', () => settle({ status: res.statusCode ?? 0 }));
        // The answers are small JSON; only their status matters.
        res.resume();
      },
    );
    req.on('timeout', () => req.destroy(Object.assign(new Error('timeout'), { code: 'TIMEOUT' })));
    req.on('error', (error: NodeJS.ErrnoException) =>
      settle({ status: 0, error: error.code ?? error.message }),
    );
    req.end(body);
  });
}
