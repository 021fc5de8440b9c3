// A local stand-in for Google's reCAPTCHA siteverify endpoint, for tests. It answers like Google
// for tokens the tests mint:
//   test-ok:<action>:<hostname>:<score>[:<nonce>]  → success with that action, hostname and score
//   test-unavailable[:<nonce>]                     → HTTP 503 (the verifier is down)
//   anything else                                  → success: false, invalid-input-response
// A wrong secret gives invalid-input-secret and a token seen before gives timeout-or-duplicate, as
// Google does. GET /stats answers {calls} so tests can tell whether the API called it at all.
import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export const SITEVERIFY_PATH = '/recaptcha/api/siteverify';

export interface SiteverifyStub {
  /** The full siteverify URL to give the API as RECAPTCHA_VERIFY_URL. */
  url: string;
  /** The stub's base URL (…/stats lives there). */
  baseUrl: string;
  secret: string;
  calls(): number;
  stop: () => Promise<void>;
}

/** A fresh token the stub accepts, unique so the API's single-use check never trips by accident. */
export function recaptchaTestToken(action: string, hostname: string, score = 0.9): string {
  return `test-ok:${action}:${hostname}:${score}:${randomUUID()}`;
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => {
      body += chunk;
      if (body.length > 64 * 1024) request.destroy(new Error('body too large'));
    });
    request.on('end', () => resolve(body));
    request.on('error', reject);
  });
}

function answer(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}

export async function startSiteverifyStub(options: {
  secret: string;
  port?: number;
  host?: string;
}): Promise<SiteverifyStub> {
  const host = options.host ?? '127.0.0.1';
  const seen = new Set<string>();
  let calls = 0;

  const verify = (form: URLSearchParams): { status: number; body: unknown } => {
    const token = form.get('response') ?? '';
    if (form.get('secret') !== options.secret) {
      return { status: 200, body: { success: false, 'error-codes': ['invalid-input-secret'] } };
    }
    if (token.startsWith('test-unavailable')) return { status: 503, body: { error: 'down' } };
    if (seen.has(token)) {
      return { status: 200, body: { success: false, 'error-codes': ['timeout-or-duplicate'] } };
    }
    seen.add(token);
    const [kind, action, hostname, score] = token.split(':');
    if (kind !== 'test-ok' || !action || !hostname || !score) {
      return { status: 200, body: { success: false, 'error-codes': ['invalid-input-response'] } };
    }
    return {
      status: 200,
      body: {
        success: true,
        challenge_ts: new Date().toISOString(),
        hostname,
        score: Number(score),
        action,
      },
    };
  };

  const server = createServer((request, response) => {
    const path = (request.url ?? '/').split('?')[0];
    if (request.method === 'GET' && path === '/stats') {
      answer(response, 200, { calls });
      return;
    }
    if (request.method !== 'POST' || path !== SITEVERIFY_PATH) {
      answer(response, 404, { error: 'not found' });
      return;
    }
    calls += 1;
    readBody(request).then(
      (body) => {
        const result = verify(new URLSearchParams(body));
        answer(response, result.status, result.body);
      },
      () => answer(response, 400, { error: 'bad request' }),
    );
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;
  const baseUrl = `http://${host}:${port}`;
  return {
    url: `${baseUrl}${SITEVERIFY_PATH}`,
    baseUrl,
    secret: options.secret,
    calls: () => calls,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** How many verifications the stub at `url` (its siteverify URL or its base URL) has answered. */
export async function siteverifyCalls(url: string): Promise<number> {
  const response = await fetch(new URL('/stats', url));
  return ((await response.json()) as { calls: number }).calls;
}
