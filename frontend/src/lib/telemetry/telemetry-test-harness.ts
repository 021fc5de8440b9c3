// Shared by the telemetry facade tests: fetch and sendBeacon doubles, and a facade wired to the
// real client with an immediate schedule.
import type { CompleteTelemetryEvent } from '@tickrelay/contracts/telemetry/telemetry-event.schema';

import { createTelemetry, type Telemetry } from './telemetry';
import { createTelemetryClient, type TelemetryClient } from './telemetry-client';

export const fetchMock = jest.fn<Promise<Pick<Response, 'ok' | 'status'>>, [string, RequestInit]>();
export const beaconMock = jest.fn<boolean, [string, string]>();
export const signedIn: { userId: string | null } = { userId: null };
let clients: TelemetryClient[] = [];
let instances: Telemetry[] = [];
let consoleError: jest.SpyInstance | undefined;

export const consoleErrorSpy = (): jest.SpyInstance => consoleError!;

export async function settle(): Promise<void> {
  for (let round = 0; round < 10; round += 1) await Promise.resolve();
}

export async function started(
  setting = 'true',
): Promise<{ telemetry: Telemetry; load: jest.Mock }> {
  const load = jest.fn(() => {
    const client = createTelemetryClient({ getUserId: () => signedIn.userId });
    clients.push(client);
    return Promise.resolve(client);
  });
  const telemetry = createTelemetry({ setting, load, schedule: (run) => run() });
  instances.push(telemetry);
  telemetry.start();
  await settle();
  return { telemetry, load };
}

/** Clients made outside started() that the harness must dispose after the test. */
export function track(client: TelemetryClient, telemetry?: Telemetry): void {
  clients.push(client);
  if (telemetry) instances.push(telemetry);
}

export function disposeClients(): void {
  clients.forEach((client) => client.dispose());
  clients = [];
}

export const fetchedEvents = (): CompleteTelemetryEvent[] =>
  fetchMock.mock.calls.flatMap(
    ([, init]) => (JSON.parse(init.body as string) as { events: CompleteTelemetryEvent[] }).events,
  );
export const beaconEvents = (): CompleteTelemetryEvent[] =>
  beaconMock.mock.calls.flatMap(
    ([, body]) => (JSON.parse(body) as { events: CompleteTelemetryEvent[] }).events,
  );

export function setVisibility(state: DocumentVisibilityState): void {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
}

/** Registers the per-test setup and teardown in the calling test file. */
export function setupTelemetryHarness(): void {
  beforeEach(() => {
    jest.useFakeTimers();
    fetchMock.mockReset().mockResolvedValue({ ok: true, status: 202 });
    beaconMock.mockReset().mockReturnValue(true);
    global.fetch = fetchMock as unknown as typeof fetch;
    Object.defineProperty(navigator, 'sendBeacon', { configurable: true, value: beaconMock });
    consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    localStorage.clear();
    window.history.replaceState(null, '', '/');
    signedIn.userId = null;
  });

  afterEach(() => {
    disposeClients();
    instances.forEach((instance) => instance.stop());
    instances = [];
    setVisibility('visible');
    consoleError?.mockRestore();
    jest.useRealTimers();
  });
}
