// A fake backend for page tests: the real api-client and auth calls run against it through
// global.fetch, so the tests see the exact requests (method, path, JSON body) the pages send.
import type { PublicUser } from '@tickrelay/contracts/endpoints/auth.endpoints';

export interface FakeReply {
  status: number;
  body?: unknown;
  /** Response headers, e.g. Retry-After on a 429. */
  headers?: Record<string, string>;
}

export type FakeHandler = (body: unknown) => FakeReply | Promise<FakeReply>;

export interface RecordedCall {
  method: string;
  path: string;
  body: unknown;
}

export function apiError(
  status: number,
  error: string,
  details?: Record<string, string>,
  headers?: Record<string, string>,
): FakeReply {
  return {
    status,
    body: { statusCode: status, error, message: `server:${error}`, details },
    ...(headers ? { headers } : {}),
  };
}

/** Routes are 'METHOD /api/path'; anything else answers 404 like an unknown API route. */
export function mockApi(routes: Record<string, FakeHandler | FakeReply>) {
  const calls: RecordedCall[] = [];
  const fetchMock = jest.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input instanceof Request ? input.url : input), 'http://app.test');
    const method = (init.method ?? 'GET').toUpperCase();
    const body: unknown = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ method, path: url.pathname, body });
    const route = routes[`${method} ${url.pathname}`];
    const reply: FakeReply =
      route === undefined
        ? apiError(404, 'NOT_FOUND')
        : typeof route === 'function'
          ? await route(body)
          : route;
    const headers = reply.headers ?? {};
    if (reply.status === 204 || reply.body === undefined) {
      return new Response(null, { status: reply.status, headers });
    }
    return Response.json(reply.body, { status: reply.status, headers });
  });
  global.fetch = fetchMock;
  return {
    fetchMock,
    calls,
    /** The calls to one route, e.g. callsTo('POST /api/auth/signin'). */
    callsTo: (route: string) => calls.filter((call) => `${call.method} ${call.path}` === route),
  };
}

export const ada: PublicUser = {
  id: 'u-1',
  email: 'ada@example.com',
  displayName: 'Ada Lovelace',
  locale: 'en',
  emailConfirmed: true,
  createdAt: '2026-01-02T03:04:05.000Z',
};

export const signedIn = (user = ada) => ({
  status: 200,
  body: { user, expiresAt: '2026-12-01T00:10:00.000Z' },
});
