import type { CompleteTelemetryEvent } from '@tickrelay/contracts/telemetry/telemetry-event.schema';

import { BATCH_DELAY_MS, BATCH_SIZE } from './telemetry-config';
import { splitBatch } from './telemetry-transport';

export interface BatchQueueOptions {
  send: (events: CompleteTelemetryEvent[]) => Promise<void>;
  /** Hands a batch to the browser for delivery after the page is gone; false if it refused. */
  beacon: (events: CompleteTelemetryEvent[]) => boolean;
  batchSize?: number;
  delayMs?: number;
}

export interface BatchQueue {
  enqueue: (event: CompleteTelemetryEvent) => void;
  /** Sends whatever is queued now. */
  flush: () => Promise<void>;
  /** For page hide and unload, when a normal request may be cancelled. */
  flushWithBeacon: () => void;
  size: () => number;
}

/** Spec §8: a failed batch is logged, never shown to the user, and its events are dropped. */
function reportDropped(events: readonly CompleteTelemetryEvent[], error: unknown): void {
  console.error(`[telemetry] dropped a batch of ${events.length} event(s)`, error);
}

export function createBatchQueue(options: BatchQueueOptions): BatchQueue {
  const batchSize = options.batchSize ?? BATCH_SIZE;
  const delayMs = options.delayMs ?? BATCH_DELAY_MS;
  let queue: CompleteTelemetryEvent[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;

  const take = (): CompleteTelemetryEvent[] => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    const batch = queue;
    queue = [];
    return batch;
  };

  const sendChunk = (chunk: CompleteTelemetryEvent[]): Promise<void> => {
    try {
      return options.send(chunk).catch((error: unknown) => reportDropped(chunk, error));
    } catch (error) {
      reportDropped(chunk, error);
      return Promise.resolve();
    }
  };

  const flush = async (): Promise<void> => {
    await Promise.all(splitBatch(take()).map(sendChunk));
  };

  return {
    enqueue(event) {
      queue.push(event);
      if (queue.length >= batchSize) void flush();
      // The delay runs from the first queued event; later ones do not push it back.
      else timer ??= setTimeout(() => void flush(), delayMs);
    },
    flush,
    flushWithBeacon() {
      for (const chunk of splitBatch(take())) {
        let accepted = false;
        try {
          accepted = options.beacon(chunk);
        } catch {
          accepted = false;
        }
        // A refused beacon (over quota, or no sendBeacon) still gets a keepalive request.
        if (!accepted) void sendChunk(chunk);
      }
    },
    size: () => queue.length,
  };
}
