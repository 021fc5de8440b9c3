import { createTelemetry } from './telemetry';
import { createTelemetryClient, type TelemetryClient } from './telemetry-client';
import {
  beaconEvents,
  beaconMock,
  consoleErrorSpy,
  fetchedEvents,
  fetchMock,
  setVisibility,
  settle,
  started,
  track,
  setupTelemetryHarness,
} from './telemetry-test-harness';

setupTelemetryHarness();

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
    expect(consoleErrorSpy()).toHaveBeenCalledWith(
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
    telemetry.start();
    telemetry.pageView();
    telemetry.track('login', 'Login');
    const client = createTelemetryClient();
    track(client, telemetry);
    resolveLoad(client);
    await settle();
    jest.advanceTimersByTime(5000);
    expect(fetchedEvents().map((event) => event.event_type)).toEqual(['page_view', 'login']);
  });
});
