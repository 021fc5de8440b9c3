import {
  FAIRNESS_DELAY_BASE_MS,
  FAIRNESS_DELAY_MAX_MS,
  fairnessDelayMs,
  memberShareOf,
} from './member-slots';

describe('memberShareOf', () => {
  it('is the fraction of the consumer’s slots, never below the floor, unless configured', () => {
    expect(memberShareOf(16, 0.25, 1)).toBe(4);
    expect(memberShareOf(3, 0.25, 1)).toBe(1);
    expect(memberShareOf(8, 0.25, 2)).toBe(2);
    expect(memberShareOf(16, 0.25, 1, 7)).toBe(7);
  });
});

describe('fairnessDelayMs', () => {
  it('grows with the jobs ahead per slot, up to the cap, less up to half at random', () => {
    expect(fairnessDelayMs(0, 2, () => 0)).toBe(FAIRNESS_DELAY_BASE_MS);
    expect(fairnessDelayMs(1, 2, () => 0)).toBe(FAIRNESS_DELAY_BASE_MS);
    expect(fairnessDelayMs(4, 2, () => 0)).toBe(3 * FAIRNESS_DELAY_BASE_MS);
    expect(fairnessDelayMs(10_000, 2, () => 0)).toBe(FAIRNESS_DELAY_MAX_MS);
    expect(fairnessDelayMs(0, 2, () => 0.999_999)).toBe(FAIRNESS_DELAY_BASE_MS / 2);
    expect(fairnessDelayMs(0, 0, () => 0)).toBe(FAIRNESS_DELAY_BASE_MS);
  });
});
