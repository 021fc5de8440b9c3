// The lazily loaded half of telemetry: loaded only when the runtime setting enables it.
import { installClickTracking, type ClickRecord } from './click-tracking';
import { signedInUserId } from './signed-in-user';
import { createTelemetryClient, type TelemetryClient } from './telemetry-client';

export function startTelemetryRuntime(onClick: (record: ClickRecord) => void): TelemetryClient {
  const client = createTelemetryClient({ getUserId: () => signedInUserId() });
  installClickTracking(onClick);
  return client;
}
