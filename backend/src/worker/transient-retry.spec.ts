import { decideRetry, retryDelayMs, transientRetriesOf } from './transient-retry';

const settings = { firstDelayMs: 5000, maxDelayMs: 300_000, giveUpAfterMs: 72 * 3600_000 };
const refused = Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' });
const NOW = 1_700_000_000_000;

describe('transientRetriesOf', () => {
  it('counts the runs that spent no attempt, the current one excluded', () => {
    expect(transientRetriesOf({ attemptsStarted: 1, attemptsMade: 0 })).toBe(0);
    expect(transientRetriesOf({ attemptsStarted: 4, attemptsMade: 0 })).toBe(3);
    // Two failures (attempts) and two transient retries before this run.
    expect(transientRetriesOf({ attemptsStarted: 5, attemptsMade: 2 })).toBe(2);
    expect(transientRetriesOf({ attemptsStarted: 0, attemptsMade: 0 })).toBe(0);
  });
});

describe('retryDelayMs', () => {
  it('doubles from the first delay up to the cap, without jitter at random() = 0', () => {
    const delays = [0, 1, 2, 3, 4, 5, 6, 7, 10, 100, 5000].map((count) =>
      retryDelayMs(count, settings, () => 0),
    );
    expect(delays).toEqual([
      5000, 10_000, 20_000, 40_000, 80_000, 160_000, 300_000, 300_000, 300_000, 300_000, 300_000,
    ]);
  });

  it('takes up to a fifth off, so a doubled delay still grows until the cap', () => {
    expect(retryDelayMs(0, settings, () => 0.999999)).toBe(4000);
    expect(retryDelayMs(9, settings, () => 0.5)).toBe(270_000);
    for (let count = 0; count < 12; count++) {
      const longestNow = retryDelayMs(count, settings, () => 0);
      const shortestNext = retryDelayMs(count + 1, settings, () => 0.999999);
      if (longestNow < settings.maxDelayMs) expect(shortestNext).toBeGreaterThan(longestNow);
    }
  });
});

describe('decideRetry', () => {
  const job = (ageMs: number, attemptsStarted = 1, attemptsMade = 0) => ({
    timestamp: NOW - ageMs,
    attemptsStarted,
    attemptsMade,
  });

  it('retries a transient error with a delay from its count of transient retries', () => {
    expect(decideRetry(job(1000, 3), refused, settings, NOW, () => 0)).toEqual({
      retry: true,
      count: 2,
      delayMs: 20_000,
    });
  });

  it('fails a permanent error', () => {
    expect(decideRetry(job(1000), new TypeError('bug'), settings, NOW)).toEqual({
      retry: false,
      reason: 'permanent',
    });
  });

  it('fails a transient error once the job is older than the give-up horizon', () => {
    expect(decideRetry(job(settings.giveUpAfterMs), refused, settings, NOW).retry).toBe(true);
    expect(decideRetry(job(settings.giveUpAfterMs + 1), refused, settings, NOW)).toEqual({
      retry: false,
      reason: 'past-horizon',
    });
  });
});
