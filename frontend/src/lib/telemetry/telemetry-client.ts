import type { CompleteTelemetryEvent } from '@tickrelay/contracts/telemetry/telemetry-event.schema';

import { createBatchQueue, type BatchQueue } from './batch-queue';
import { readDeviceInfo, type DeviceInfo } from './device-info';
import { buildEvent, type EventInput } from './event-builder';
import { getSessionId } from './session-id';
import { beaconBatch, postBatch } from './telemetry-transport';

export interface TelemetryClientOptions {
  send?: (events: CompleteTelemetryEvent[]) => Promise<void>;
  beacon?: (events: CompleteTelemetryEvent[]) => boolean;
  getUserId?: () => string | null | undefined;
  sessionId?: string;
  device?: DeviceInfo;
  batchSize?: number;
  delayMs?: number;
}

export interface TelemetryClient {
  record: (input: EventInput) => void;
  flush: () => Promise<void>;
  /** Removes the page-hide listeners (tests, hot reload). */
  dispose: () => void;
  queue: BatchQueue;
}

/**
 * Builds events and batches them. Once the page is hidden or left, whatever is queued goes out with
 * sendBeacon, the only request a browser promises to deliver after the page is gone.
 */
export function createTelemetryClient(options: TelemetryClientOptions = {}): TelemetryClient {
  const queue = createBatchQueue({
    send: options.send ?? postBatch,
    beacon: options.beacon ?? beaconBatch,
    batchSize: options.batchSize,
    delayMs: options.delayMs,
  });
  const sessionId = options.sessionId ?? getSessionId();
  const device = options.device ?? readDeviceInfo();
  const getUserId = options.getUserId ?? (() => null);

  const onVisibilityChange = () => {
    if (document.visibilityState === 'hidden') queue.flushWithBeacon();
  };
  const onPageHide = () => queue.flushWithBeacon();
  document.addEventListener('visibilitychange', onVisibilityChange);
  window.addEventListener('pagehide', onPageHide);

  return {
    record(input) {
      queue.enqueue(buildEvent(input, { sessionId, device, userId: getUserId() ?? null }));
    },
    flush: queue.flush,
    dispose() {
      document.removeEventListener('visibilitychange', onVisibilityChange);
      window.removeEventListener('pagehide', onPageHide);
    },
    queue,
  };
}
