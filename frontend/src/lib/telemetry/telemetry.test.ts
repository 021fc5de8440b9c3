import { SESSION_STORAGE_KEY } from './session-id';
import {
  createTelemetry,
  GLOBAL_ERROR_NAME,
  PAGE_VIEW_MARK,
  TELEMETRY_READY_MARK,
  UNHANDLED_PROMISE_MESSAGE,
  UNHANDLED_PROMISE_NAME,
  type Telemetry,
} from './telemetry';
import { createTelemetryClient, type TelemetryClient } from './telemetry-client';
import type { TelemetryEvent } from './telemetry-types';

const fetchMock = jest.fn<Promise<Pick<Response, 'ok' | 'status'>>, [string, RequestInit]>();
const beaconMock = jest.fn<boolean, [string, string]>();
let consoleError: jest.SpyInstance;
let clients: TelemetryClient[] = [];
let instances: Telemetry[] = [];
let userId: string | null = null;

async function settle(): Promise<void> {
  for (let round = 0; round < 10; round += 1) await Promise.resolve();
}

async function started(setting = 'true'): Promise<{ telemetry: Telemetry; load: jest.Mock }> {
  const load = jest.fn(() => {
    const client = createTelemetryClient({ getUserId: () => userId });
    clients.push(client);
    return Promise.resolve(client);
  });
  const telemetry = createTelemetry({ setting, load, schedule: (run) => run() });
  instances.push(telemetry);
  telemetry.start();
  await settle();
  return { telemetry, load };
}

const fetchedEvents = (): TelemetryEvent[] =>
  fetchMock.mock.calls.flatMap(
    ([, init]) => (JSON.parse(init.body as string) as { events: TelemetryEvent[] }).events,
  );
const beaconEvents = (): TelemetryEvent[] =>
  beaconMock.mock.calls.flatMap(
    ([, body]) => (JSON.parse(body) as { events: TelemetryEvent[] }).events,
  );

function setVisibility(state: DocumentVisibilityState): void {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
}

beforeEach(() => {
  jest.useFakeTimers();
  fetchMock.mockReset().mockResolvedValue({ ok: true, status: 202 });
  beaconMock.mockReset().mockReturnValue(true);
  global.fetch = fetchMock as unknown as typeof fetch;
  Object.defineProperty(navigator, 'sendBeacon', { configurable: true, value: beaconMock });
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  localStorage.clear();
  window.history.replaceState(null, '', '/');
  userId = null;
});

afterEach(() => {
  clients.forEach((client) => client.dispose());
  instances.forEach((instance) => instance.stop());
  clients = [];
  instances = [];
  setVisibility('visible');
  consoleError.mockRestore();
  jest.useRealTimers();
});

describe('the runtime setting', () => {
  it('"true" sends: the tenth event goes out at once with fetch and keepalive', async () => {
    const { telemetry } = await started('true');
    telemetry.pageView();
    for (let index = 0; index < 8; index += 1) telemetry.track('link_click', `link ${index}`);
    expect(fetchMock).not.toHaveBeenCalled();
    telemetry.trace('search', 42);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/telemetry/batch');
    expect(init).toMatchObject({ method: 'POST', keepalive: true });
    expect(new Headers(init.headers).get('content-type')).toBe('application/json');
    expect(fetchedEvents()).toHaveLength(10);
  });

  it.each(['TRUE', 'True', '1', 'false', '', ' true', 'yes'])(
    '%j sends nothing and loads nothing',
    async (setting) => {
      const { telemetry, load } = await started(setting);
      expect(telemetry.enabled).toBe(false);
      telemetry.pageView();
      for (let index = 0; index < 12; index += 1) telemetry.track('trace', 'x');
      // jsdom fails a test on an error event nobody listens to; telemetry must not be listening.
      const bystander = jest.fn();
      window.addEventListener('error', bystander);
      window.dispatchEvent(new ErrorEvent('error', { error: new Error('x'), message: 'x' }));
      window.removeEventListener('error', bystander);
      expect(bystander).toHaveBeenCalledTimes(1);
      jest.advanceTimersByTime(60_000);
      setVisibility('hidden');
      document.dispatchEvent(new Event('visibilitychange'));
      window.dispatchEvent(new Event('pagehide'));
      await settle();
      expect(load).not.toHaveBeenCalled();
      expect(fetchMock).not.toHaveBeenCalled();
      expect(beaconMock).not.toHaveBeenCalled();
    },
  );
});

describe('batching through the real client', () => {
  it('sends a single event after 5000 ms, not at 4999 ms', async () => {
    const { telemetry } = await started();
    telemetry.pageView();
    jest.advanceTimersByTime(4999);
    expect(fetchMock).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchedEvents().map((event) => event.event_type)).toEqual(['page_view']);
  });

  it('flushes with sendBeacon when the page becomes hidden', async () => {
    const { telemetry } = await started();
    telemetry.pageView();
    telemetry.track('subscribe_click', 'Hero');
    setVisibility('hidden');
    document.dispatchEvent(new Event('visibilitychange'));
    expect(beaconMock).toHaveBeenCalledTimes(1);
    expect(beaconMock.mock.calls[0]![0]).toBe('/api/telemetry/batch');
    // A string body: the browser sends it as text/plain, which the API accepts.
    expect(typeof beaconMock.mock.calls[0]![1]).toBe('string');
    expect(beaconEvents().map((event) => event.event_type)).toEqual([
      'page_view',
      'subscribe_click',
    ]);
    jest.advanceTimersByTime(10_000);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('flushes with sendBeacon on pagehide (unload)', async () => {
    const { telemetry } = await started();
    telemetry.pageView();
    window.dispatchEvent(new Event('pagehide'));
    expect(beaconEvents()).toHaveLength(1);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('does not flush when the page becomes visible again', async () => {
    const { telemetry } = await started();
    telemetry.pageView();
    setVisibility('visible');
    document.dispatchEvent(new Event('visibilitychange'));
    expect(beaconMock).not.toHaveBeenCalled();
  });

  it.each([
    ['an HTTP error', () => fetchMock.mockResolvedValue({ ok: false, status: 503 })],
    ['a network error', () => fetchMock.mockRejectedValue(new TypeError('Failed to fetch'))],
  ])('drops the batch on %s: logged, nothing shown, no retry', async (_case, fail) => {
    fail();
    const { telemetry } = await started();
    const before = document.body.innerHTML;
    for (let index = 0; index < 10; index += 1) telemetry.track('trace', `t${index}`);
    await settle();
    expect(consoleError).toHaveBeenCalledWith(
      expect.stringContaining('[telemetry] dropped a batch of 10'),
      expect.any(Error),
    );
    jest.advanceTimersByTime(60_000);
    window.dispatchEvent(new Event('pagehide'));
    await settle();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(beaconMock).not.toHaveBeenCalled();
    expect(document.body.innerHTML).toBe(before);
  });

  it('sends what was recorded before the client finished loading', async () => {
    let resolveLoad: (client: TelemetryClient) => void = () => undefined;
    const telemetry = createTelemetry({
      setting: 'true',
      schedule: (run) => run(),
      load: () => new Promise((resolve) => (resolveLoad = resolve)),
    });
    instances.push(telemetry);
    telemetry.start();
    telemetry.pageView();
    telemetry.track('login', 'Login');
    const client = createTelemetryClient();
    clients.push(client);
    resolveLoad(client);
    await settle();
    jest.advanceTimersByTime(5000);
    expect(fetchedEvents().map((event) => event.event_type)).toEqual(['page_view', 'login']);
  });
});

describe('events', () => {
  it('records a page view per route change, with the previous page as referrer', async () => {
    const { telemetry } = await started();
    telemetry.pageView();
    window.history.pushState(null, '', '/fr/blog?tag=news');
    telemetry.pageView();
    window.history.pushState(null, '', '/docs/getting-started');
    telemetry.pageView();
    jest.advanceTimersByTime(5000);
    const views = fetchedEvents();
    expect(views.map((event) => [event.event_type, event.event_name, event.page_path])).toEqual([
      ['page_view', 'Page View', '/'],
      ['page_view', 'Page View', '/fr/blog'],
      ['page_view', 'Page View', '/docs/getting-started'],
    ]);
    expect(views[1]!.page_url).toBe('http://localhost/fr/blog?tag=news');
    expect(views.map((event) => event.referrer)).toEqual([
      null,
      'http://localhost/',
      'http://localhost/fr/blog?tag=news',
    ]);
  });

  it('marks the client being ready and each page view in the performance timeline', async () => {
    const mark = jest.fn();
    const original = Object.getOwnPropertyDescriptor(performance, 'mark');
    Object.defineProperty(performance, 'mark', { configurable: true, value: mark });
    try {
      const { telemetry } = await started();
      expect(mark.mock.calls).toEqual([[TELEMETRY_READY_MARK]]);
      window.history.pushState(null, '', '/fr/about');
      telemetry.pageView();
      expect(mark).toHaveBeenLastCalledWith(PAGE_VIEW_MARK, { detail: { path: '/fr/about' } });
    } finally {
      if (original) Object.defineProperty(performance, 'mark', original);
      else delete (performance as { mark?: unknown }).mark;
    }
  });

  it('records unhandled window errors as "Global Error Handler"', async () => {
    await started();
    const error = new Error('kaboom');
    window.dispatchEvent(
      new ErrorEvent('error', {
        error,
        message: 'Uncaught Error: kaboom',
        filename: 'http://localhost/assets/index.js',
        lineno: 3,
        colno: 14,
      }),
    );
    // A cross-origin script error carries a message only.
    window.dispatchEvent(new ErrorEvent('error', { message: 'Script error.' }));
    jest.advanceTimersByTime(5000);
    const [first, second] = fetchedEvents();
    expect(first).toMatchObject({
      event_type: 'error',
      event_name: GLOBAL_ERROR_NAME,
      error_message: 'kaboom',
      event_data: { source: 'http://localhost/assets/index.js', line: 3, column: 14 },
    });
    expect(first!.stack_trace).toContain('kaboom');
    expect(second).toMatchObject({
      event_name: 'Global Error Handler',
      error_message: 'Script error.',
      stack_trace: null,
    });
  });

  it('records unhandled rejections as "Unhandled Promise" with the default message', async () => {
    await started();
    const reject = (reason: unknown) =>
      window.dispatchEvent(Object.assign(new Event('unhandledrejection'), { reason }));
    reject(undefined);
    reject({ code: 42 });
    reject(new Error('nope'));
    reject('plain text');
    jest.advanceTimersByTime(5000);
    const events = fetchedEvents();
    expect(
      events.map((event) => [event.event_type, event.event_name, event.error_message]),
    ).toEqual([
      ['error', UNHANDLED_PROMISE_NAME, UNHANDLED_PROMISE_MESSAGE],
      ['error', 'Unhandled Promise', 'Unhandled Promise Rejection'],
      ['error', 'Unhandled Promise', 'nope'],
      ['error', 'Unhandled Promise', 'plain text'],
    ]);
    expect(events[2]!.stack_trace).toContain('nope');
  });

  it('caps error events so an error loop cannot flood the pipeline', async () => {
    const { telemetry } = await started();
    for (let index = 0; index < 40; index += 1) telemetry.trackError(new Error(`e${index}`));
    jest.advanceTimersByTime(5000);
    expect(fetchedEvents()).toHaveLength(25);
  });

  it('records traces with their duration', async () => {
    const { telemetry } = await started();
    telemetry.trace('api.contact', 123.4, { status: 202 });
    const span = telemetry.startTrace('alert-builder.render');
    jest.advanceTimersByTime(250);
    expect(span.end({ fields: 4 })).toBeGreaterThanOrEqual(250);
    jest.advanceTimersByTime(5000);
    expect(fetchedEvents()).toEqual([
      expect.objectContaining({
        event_type: 'trace',
        event_name: 'api.contact',
        duration_ms: 123,
        event_data: { status: 202 },
      }),
      expect.objectContaining({
        event_type: 'trace',
        event_name: 'alert-builder.render',
        event_data: { fields: 4 },
      }),
    ]);
    expect(fetchedEvents()[1]!.duration_ms).toBeGreaterThanOrEqual(250);
  });

  it('labels events with the signed-in user once there is one', async () => {
    const { telemetry } = await started();
    telemetry.track('trace', 'before');
    userId = '6f1c2a9e-0000-4000-8000-000000000001';
    telemetry.track('login', 'Login');
    jest.advanceTimersByTime(5000);
    expect(fetchedEvents().map((event) => event.user_id)).toEqual([null, userId]);
  });

  it('keeps one session id across reloads, stored under telemetry_session_id', async () => {
    const first = await started();
    first.telemetry.pageView();
    window.dispatchEvent(new Event('pagehide'));
    clients.forEach((client) => client.dispose());
    // A reload: a new telemetry instance and client, same localStorage.
    const second = await started();
    second.telemetry.pageView();
    window.dispatchEvent(new Event('pagehide'));
    const [before, after] = beaconEvents();
    expect(before!.session_id).toBe(localStorage.getItem(SESSION_STORAGE_KEY));
    expect(after!.session_id).toBe(before!.session_id);
    expect(after!.event_id).not.toBe(before!.event_id);
  });
});
