import type { CompleteTelemetryEvent } from '@tickrelay/contracts/telemetry/telemetry-event.schema';

import { createBatchQueue } from './batch-queue';
import { sampleEvent } from './test-events';

function setup(send = jest.fn((_events: CompleteTelemetryEvent[]) => Promise.resolve())) {
  const beacon = jest.fn((_events: CompleteTelemetryEvent[]) => true);
  const queue = createBatchQueue({ send, beacon });
  return { queue, send, beacon };
}

let consoleError: jest.SpyInstance;
beforeEach(() => {
  jest.useFakeTimers();
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  jest.useRealTimers();
  consoleError.mockRestore();
});

describe('batch queue', () => {
  it('sends the tenth event at once, as one batch of ten', () => {
    const { queue, send } = setup();
    for (let index = 0; index < 9; index += 1) queue.enqueue(sampleEvent());
    expect(send).not.toHaveBeenCalled();
    queue.enqueue(sampleEvent());
    expect(send).toHaveBeenCalledTimes(1);
    expect(send.mock.calls[0]![0]).toHaveLength(10);
    expect(queue.size()).toBe(0);
    // The timer of the first event was cleared with the batch: nothing more goes out.
    jest.advanceTimersByTime(10_000);
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('sends a single event 5000 ms after it was queued, not at 4999 ms', () => {
    const { queue, send } = setup();
    queue.enqueue(sampleEvent());
    jest.advanceTimersByTime(4999);
    expect(send).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(send).toHaveBeenCalledTimes(1);
    expect(send.mock.calls[0]![0]).toHaveLength(1);
  });

  it('counts the 5000 ms from the first queued event, not the last', () => {
    const { queue, send } = setup();
    queue.enqueue(sampleEvent());
    jest.advanceTimersByTime(3000);
    queue.enqueue(sampleEvent());
    jest.advanceTimersByTime(2000);
    expect(send).toHaveBeenCalledTimes(1);
    expect(send.mock.calls[0]![0]).toHaveLength(2);
  });

  it('starts a new 5000 ms window after a batch has left', () => {
    const { queue, send } = setup();
    for (let index = 0; index < 10; index += 1) queue.enqueue(sampleEvent());
    queue.enqueue(sampleEvent());
    jest.advanceTimersByTime(4999);
    expect(send).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(1);
    expect(send).toHaveBeenCalledTimes(2);
    expect(send.mock.calls[1]![0]).toHaveLength(1);
  });

  it('drops a failed batch and logs it, without retrying', async () => {
    const send = jest.fn((_events: CompleteTelemetryEvent[]) =>
      Promise.reject(new Error('HTTP 503')),
    );
    const { queue } = setup(send);
    for (let index = 0; index < 10; index += 1) queue.enqueue(sampleEvent());
    await Promise.resolve();
    await Promise.resolve();
    expect(consoleError).toHaveBeenCalledWith(
      expect.stringContaining('dropped a batch of 10'),
      expect.any(Error),
    );
    expect(queue.size()).toBe(0);
    jest.advanceTimersByTime(60_000);
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('drops and logs when the transport throws synchronously', async () => {
    const send = jest.fn((_events: CompleteTelemetryEvent[]): Promise<void> => {
      throw new TypeError('fetch is not a function');
    });
    const { queue } = setup(send);
    queue.enqueue(sampleEvent());
    await queue.flush();
    expect(consoleError).toHaveBeenCalledTimes(1);
    expect(queue.size()).toBe(0);
  });

  it('hands the queue to the beacon on flushWithBeacon and cancels the timer', () => {
    const { queue, send, beacon } = setup();
    queue.enqueue(sampleEvent());
    queue.enqueue(sampleEvent());
    queue.flushWithBeacon();
    expect(beacon).toHaveBeenCalledTimes(1);
    expect(beacon.mock.calls[0]![0]).toHaveLength(2);
    jest.advanceTimersByTime(5000);
    expect(send).not.toHaveBeenCalled();
  });

  it('falls back to a normal send when the browser refuses the beacon', () => {
    const { queue, send, beacon } = setup();
    beacon.mockReturnValue(false);
    queue.enqueue(sampleEvent());
    queue.flushWithBeacon();
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('does nothing on flushWithBeacon when the queue is empty', () => {
    const { queue, send, beacon } = setup();
    queue.flushWithBeacon();
    expect(beacon).not.toHaveBeenCalled();
    expect(send).not.toHaveBeenCalled();
  });

  it('splits a batch whose body would exceed the beacon limit', () => {
    const { queue, beacon } = setup();
    const bigStack = 'x'.repeat(4000);
    const bigData = Object.fromEntries(
      Array.from({ length: 20 }, (_, index) => [`k${index}`, 'y'.repeat(1000)]),
    );
    for (let index = 0; index < 3; index += 1) {
      queue.enqueue(sampleEvent({ stack_trace: bigStack, event_data: bigData }));
    }
    queue.flushWithBeacon();
    expect(beacon.mock.calls.length).toBeGreaterThan(1);
    const sent = beacon.mock.calls.flatMap(([events]) => events);
    expect(sent).toHaveLength(3);
    for (const [events] of beacon.mock.calls) {
      expect(JSON.stringify({ events }).length).toBeLessThanOrEqual(60_000);
    }
  });
});
