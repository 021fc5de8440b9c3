import { BrokerUnavailableError } from '@/modules/brokers/brokers.public';

import { BROKER_RETRIES, BrokerRetryNeeded, nextBrokerRetryMs } from './broker-retries';

const now = 1_800_000_000_000;
const unavailable = (retryAfterMs: number | null = null, deadlineMs = now + 300_000) =>
  new BrokerRetryNeeded(
    new BrokerUnavailableError('tradovate', 'BROKER_UNAVAILABLE', retryAfterMs),
    deadlineMs,
  );

describe('nextBrokerRetryMs', () => {
  it('backs off 1, 2 and 4 s, then gives up after the last attempt', () => {
    expect(nextBrokerRetryMs(1, unavailable(), now, now)).toBe(1000);
    expect(nextBrokerRetryMs(2, unavailable(), now, now + 1000)).toBe(2000);
    expect(nextBrokerRetryMs(3, unavailable(), now, now + 3000)).toBe(4000);
    expect(nextBrokerRetryMs(BROKER_RETRIES.attempts, unavailable(), now, now + 7000)).toBeNull();
  });

  it('waits as long as the broker (Tradovate) asks when that is longer', () => {
    const limited = new BrokerRetryNeeded(
      new BrokerUnavailableError('tradovate', 'BROKER_RATE_LIMITED', 6500),
      now + 300_000,
    );
    expect(nextBrokerRetryMs(1, limited, now, now)).toBe(6500);
  });

  it('never retries after the alert’s deadline (receipt + max_lag)', () => {
    expect(nextBrokerRetryMs(1, unavailable(null, now + 999), now, now)).toBeNull();
    expect(nextBrokerRetryMs(1, unavailable(null, now + 1000), now, now)).toBe(1000);
    expect(nextBrokerRetryMs(1, unavailable(5000, now + 4000), now, now)).toBeNull();
  });

  it('never starts a retry past the window from the first try', () => {
    expect(nextBrokerRetryMs(1, unavailable(40_000), now, now)).toBeNull();
    expect(
      nextBrokerRetryMs(2, unavailable(), now, now + BROKER_RETRIES.windowMs - 1000),
    ).toBeNull();
  });
});
