import { SESSION_STORAGE_KEY } from './session-id';
import {
  GLOBAL_ERROR_NAME,
  PAGE_VIEW_MARK,
  TELEMETRY_READY_MARK,
  UNHANDLED_PROMISE_MESSAGE,
  UNHANDLED_PROMISE_NAME,
} from './telemetry';
import {
  beaconEvents,
  disposeClients,
  fetchedEvents,
  signedIn,
  started,
  setupTelemetryHarness,
} from './telemetry-test-harness';

setupTelemetryHarness();

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
    signedIn.userId = '6f1c2a9e-0000-4000-8000-000000000001';
    telemetry.track('login', 'Login');
    jest.advanceTimersByTime(5000);
    expect(fetchedEvents().map((event) => event.user_id)).toEqual([null, signedIn.userId]);
  });

  it('keeps one session id across reloads, stored under telemetry_session_id', async () => {
    const first = await started();
    first.telemetry.pageView();
    window.dispatchEvent(new Event('pagehide'));
    disposeClients();
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
