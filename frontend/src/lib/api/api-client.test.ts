import { api, ApiError, apiErrorMessage, NETWORK_ERROR, TIMEOUT_ERROR } from './api-client';
import { parseRetryAfter, RETRY_AFTER_CAP_MS, RETRY_BACKOFF_MS } from './retry-policy';

// jsdom has no fetch/Response: a fake fetch returning minimal Response-like objects is enough to
// exercise the client's own logic (retries, parsing, headers).
interface FakeReply {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
}

function reply({ status, body, headers = {} }: FakeReply): Response {
  const text = body === undefined ? '' : typeof body === 'string' ? body : JSON.stringify(body);
  const allHeaders = new Headers({
    ...(typeof body === 'object' ? { 'content-type': 'application/json' } : {}),
    ...headers,
  });
  return {
    ok: status >= 200 && status < 300,
    status,
    statusText: `status ${status}`,
    headers: allHeaders,
    text: () => Promise.resolve(text),
  } as unknown as Response;
}

type FetchArgs = [string, RequestInit];
let fetchMock: jest.Mock<Promise<Response>, FetchArgs>;

function queue(...replies: (FakeReply | Error)[]): void {
  for (const r of replies) {
    if (r instanceof Error) fetchMock.mockRejectedValueOnce(r);
    else fetchMock.mockResolvedValueOnce(reply(r));
  }
}

/** Runs a request to completion while advancing fake timers through the retry delays. */
async function settle<T>(promise: Promise<T>): Promise<{ value?: T; error?: unknown }> {
  const outcome = promise.then(
    (value) => ({ value }),
    (error: unknown) => ({ error }),
  );
  await jest.runAllTimersAsync();
  return outcome;
}

beforeEach(() => {
  jest.useFakeTimers();
  fetchMock = jest.fn<Promise<Response>, FetchArgs>();
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  document.documentElement.lang = 'en';
});

afterEach(() => {
  jest.useRealTimers();
});

const RETRYABLE = [408, 409, 425, 429, 500, 502, 503, 504];
const NOT_RETRYABLE = [400, 401, 403, 404, 422];

describe('GET retry policy', () => {
  it.each(RETRYABLE)(
    'retries a GET once after %i and returns the second answer',
    async (status) => {
      queue(
        { status, body: { statusCode: status, error: 'X', message: 'x' } },
        { status: 200, body: { ok: 1 } },
      );
      const { value, error } = await settle(api.get<{ ok: number }>('/api/things'));
      expect(error).toBeUndefined();
      expect(value).toEqual({ ok: 1 });
      expect(fetchMock).toHaveBeenCalledTimes(2);
    },
  );

  it.each(RETRYABLE)('gives up after one retry on a persistent %i', async (status) => {
    queue(
      { status, body: { statusCode: status, error: 'BUSY', message: 'busy' } },
      { status, body: { statusCode: status, error: 'BUSY', message: 'still busy' } },
      { status: 200, body: {} },
    );
    const { error } = await settle(api.get('/api/things'));
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(status);
    expect((error as ApiError).message).toBe('still busy');
  });

  it.each(NOT_RETRYABLE)('does not retry a GET after %i', async (status) => {
    queue(
      { status, body: { statusCode: status, error: 'NOPE', message: 'no' } },
      { status: 200, body: {} },
    );
    const { error } = await settle(api.get('/api/things'));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect((error as ApiError).status).toBe(status);
    expect((error as ApiError).code).toBe('NOPE');
  });

  it('retries a GET once on a network error', async () => {
    queue(new TypeError('Failed to fetch'), { status: 200, body: { fine: true } });
    const { value } = await settle(api.get('/api/things'));
    expect(value).toEqual({ fine: true });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('turns a persistent network error into ApiError status 0 NETWORK_ERROR', async () => {
    queue(new TypeError('Failed to fetch'), new TypeError('Failed to fetch'));
    const { error } = await settle(api.get('/api/things'));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 0, code: NETWORK_ERROR });
  });
});

describe('write methods', () => {
  it.each(['post', 'put', 'patch', 'delete'] as const)(
    '%s is not retried by default',
    async (method) => {
      queue(
        { status: 503, body: { statusCode: 503, error: 'DOWN', message: 'down' } },
        { status: 200, body: {} },
      );
      const { error } = await settle(api[method]('/api/things', { a: 1 }));
      expect(fetchMock).toHaveBeenCalledTimes(1);
      expect((error as ApiError).status).toBe(503);
    },
  );

  it.each(['post', 'put', 'patch', 'delete'] as const)(
    '%s is not retried on a network error',
    async (method) => {
      queue(new TypeError('Failed to fetch'), { status: 200, body: {} });
      const { error } = await settle(api[method]('/api/things', { a: 1 }));
      expect(fetchMock).toHaveBeenCalledTimes(1);
      expect(error).toMatchObject({ status: 0, code: NETWORK_ERROR });
    },
  );

  it('opts.retry overrides the default of a write method', async () => {
    queue(
      { status: 502, body: { statusCode: 502, error: 'BAD_GATEWAY', message: 'a' } },
      { status: 502, body: { statusCode: 502, error: 'BAD_GATEWAY', message: 'b' } },
      { status: 201, body: { id: 7 } },
    );
    const { value } = await settle(api.post('/api/things', { a: 1 }, { retry: 2 }));
    expect(value).toEqual({ id: 7 });
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('opts.retry 0 disables the GET retry', async () => {
    queue(
      { status: 500, body: { statusCode: 500, error: 'E', message: 'e' } },
      { status: 200, body: {} },
    );
    await settle(api.get('/api/things', undefined, { retry: 0 }));
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('sends JSON with same-origin credentials', async () => {
    queue({ status: 200, body: { ok: true } });
    await settle(api.patch('/api/profile', { name: 'Ada' }));
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/profile');
    expect(init.method).toBe('PATCH');
    expect(init.credentials).toBe('same-origin');
    expect(init.body).toBe('{"name":"Ada"}');
    expect((init.headers as Record<string, string>)['Content-Type']).toBe('application/json');
  });
});

describe('retry delays', () => {
  it('waits for Retry-After on 429 before retrying', async () => {
    queue(
      {
        status: 429,
        body: { statusCode: 429, error: 'RATE', message: 'slow' },
        headers: { 'Retry-After': '2' },
      },
      { status: 200, body: { done: true } },
    );
    const promise = api.get('/api/things');
    await jest.advanceTimersByTimeAsync(1999);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(1);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    await expect(promise).resolves.toEqual({ done: true });
  });

  it('caps a long Retry-After on 503', async () => {
    queue(
      {
        status: 503,
        body: { statusCode: 503, error: 'DOWN', message: 'x' },
        headers: { 'Retry-After': '3600' },
      },
      { status: 200, body: {} },
    );
    const promise = api.get('/api/things');
    await jest.advanceTimersByTimeAsync(RETRY_AFTER_CAP_MS - 1);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(1);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    await promise;
  });

  it('uses the small backoff for other statuses (Retry-After ignored)', async () => {
    queue(
      {
        status: 500,
        body: { statusCode: 500, error: 'E', message: 'x' },
        headers: { 'Retry-After': '4' },
      },
      { status: 200, body: {} },
    );
    const promise = api.get('/api/things');
    await jest.advanceTimersByTimeAsync(RETRY_BACKOFF_MS - 1);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(1);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    await promise;
  });

  it('parses Retry-After as seconds or HTTP date', () => {
    expect(parseRetryAfter('1.5')).toBe(1500);
    const now = Date.parse('2026-01-01T00:00:00Z');
    expect(parseRetryAfter('Thu, 01 Jan 2026 00:00:03 GMT', now)).toBe(3000);
    expect(parseRetryAfter('Wed, 31 Dec 2025 23:00:00 GMT', now)).toBe(0);
    expect(parseRetryAfter('soon')).toBeNull();
    expect(parseRetryAfter(null)).toBeNull();
  });
});

describe('errors', () => {
  it('keeps how long a 429 or a 503 asked to wait, uncapped, for the page to say', async () => {
    queue({
      status: 429,
      body: { statusCode: 429, error: 'BROKER_RATE_LIMITED', message: 'wait' },
      headers: { 'Retry-After': '42' },
    });
    const { error } = await settle(api.put('/api/broker/connection', {}));
    expect(error).toMatchObject({
      status: 429,
      code: 'BROKER_RATE_LIMITED',
      retryAfterSeconds: 42,
    });

    queue({ status: 503, body: { statusCode: 503, error: 'DOWN', message: 'x' } });
    const { error: down } = await settle(api.post('/api/x', {}));
    expect((down as ApiError).retryAfterSeconds).toBeUndefined();

    queue({
      status: 400,
      body: { statusCode: 400, error: 'BAD', message: 'x' },
      headers: { 'Retry-After': '5' },
    });
    const { error: bad } = await settle(api.post('/api/x', {}));
    expect((bad as ApiError).retryAfterSeconds).toBeUndefined();
  });

  it('parses the backend error shape with details', async () => {
    queue({
      status: 422,
      body: {
        statusCode: 422,
        error: 'VALIDATION_FAILED',
        message: 'Les données sont invalides',
        details: { email: 'isEmail' },
      },
    });
    const { error } = await settle(api.post('/api/signup', { email: 'x' }));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 422,
      code: 'VALIDATION_FAILED',
      message: 'Les données sont invalides',
      details: { email: 'isEmail' },
    });
  });

  it('falls back to HTTP_<status> for a non-JSON error body', async () => {
    queue(
      { status: 502, body: '<html>Bad gateway</html>' },
      { status: 502, body: '<html>Bad gateway</html>' },
    );
    const { error } = await settle(api.get('/api/things'));
    expect(error).toMatchObject({ status: 502, code: 'HTTP_502', message: 'status 502' });
    expect((error as ApiError).details).toBeUndefined();
  });

  it('maps a timeout to status 0 TIMEOUT', async () => {
    fetchMock.mockImplementation(
      (_url, init) =>
        new Promise((_resolve, reject) => {
          init.signal?.addEventListener('abort', () =>
            reject(new DOMException('aborted', 'AbortError')),
          );
        }),
    );
    const { error } = await settle(api.get('/api/slow', undefined, { timeoutMs: 1000 }));
    expect(error).toMatchObject({ status: 0, code: TIMEOUT_ERROR });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('rethrows a caller abort without retrying', async () => {
    const controller = new AbortController();
    fetchMock.mockImplementation(
      (_url, init) =>
        new Promise((_resolve, reject) => {
          init.signal?.addEventListener('abort', () =>
            reject(new DOMException('aborted', 'AbortError')),
          );
        }),
    );
    const promise = settle(api.get('/api/slow', undefined, { signal: controller.signal }));
    controller.abort();
    const { error } = await promise;
    expect(error).not.toBeInstanceOf(ApiError);
    expect((error as DOMException).name).toBe('AbortError');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('apiErrorMessage prefers the backend message and localises client-side failures', () => {
    const t = (key: string): string => `t(${key})`;
    expect(apiErrorMessage(new ApiError({ status: 400, code: 'BAD', message: 'Mauvais' }), t)).toBe(
      'Mauvais',
    );
    expect(apiErrorMessage(new ApiError({ status: 0, code: NETWORK_ERROR, message: 'x' }), t)).toBe(
      't(ui.apiError.network)',
    );
    expect(apiErrorMessage(new ApiError({ status: 502, code: 'HTTP_502', message: 'x' }), t)).toBe(
      't(ui.apiError.generic)',
    );
    expect(apiErrorMessage(new Error('boom'), t)).toBe('t(ui.apiError.generic)');
  });
});

describe('headers and URLs', () => {
  it('sends Accept-Language from <html lang>', async () => {
    document.documentElement.lang = 'fr';
    queue({ status: 200, body: {} });
    await settle(api.get('/api/things'));
    const headers = fetchMock.mock.calls[0]![1].headers as Record<string, string>;
    expect(headers['Accept-Language']).toBe('fr');
  });

  it('opts.locale overrides Accept-Language', async () => {
    queue({ status: 200, body: {} });
    await settle(api.get('/api/things', undefined, { locale: 'fr' }));
    const headers = fetchMock.mock.calls[0]![1].headers as Record<string, string>;
    expect(headers['Accept-Language']).toBe('fr');
  });

  it('prefixes /api, turns a GET body into a query string and parses 204 as undefined', async () => {
    queue({ status: 204 });
    const { value } = await settle(api.get('/health', { page: 2, q: 'a b', skip: undefined }));
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/health?page=2&q=a+b');
    expect(fetchMock.mock.calls[0]![1].body).toBeUndefined();
    expect(value).toBeUndefined();
  });

  it('refuses absolute URLs', async () => {
    await expect(api.get('https://evil.example/api/x')).rejects.toThrow(TypeError);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
