import {
  createLoadingIndicator,
  estimatedProgress,
  LOADING_AUTO_PROGRESS_MAX,
  LOADING_DURATION_MS,
  LOADING_HIDE_DELAY_MS,
  LOADING_RESET_DELAY_MS,
  LOADING_THROTTLE_MS,
  type LoadingIndicator,
} from './loading-indicator';

let indicator: LoadingIndicator;

beforeEach(() => {
  jest.useFakeTimers();
  indicator = createLoadingIndicator();
});

afterEach(() => {
  jest.useRealTimers();
});

describe('constants', () => {
  it('match the spec', () => {
    expect(LOADING_THROTTLE_MS).toBe(200);
    expect(LOADING_DURATION_MS).toBe(2000);
    expect(LOADING_HIDE_DELAY_MS).toBe(500);
    expect(LOADING_RESET_DELAY_MS).toBe(400);
  });
});

describe('throttle', () => {
  it('does not show the bar before 200 ms', () => {
    indicator.start();
    jest.advanceTimersByTime(LOADING_THROTTLE_MS - 1);
    expect(indicator.getState()).toMatchObject({ isLoading: true, visible: false });
    jest.advanceTimersByTime(1);
    expect(indicator.getState().visible).toBe(true);
  });

  it('never shows the bar for a load finishing within 200 ms', () => {
    const seen: boolean[] = [];
    indicator.subscribe(() => seen.push(indicator.getState().visible));
    indicator.start();
    jest.advanceTimersByTime(LOADING_THROTTLE_MS - 1);
    indicator.finish();
    jest.advanceTimersByTime(5000);
    expect(seen).not.toContain(true);
    expect(indicator.getState()).toEqual({
      isLoading: false,
      visible: false,
      progress: 0,
      error: false,
    });
  });

  it('start() while loading does not restart the throttle', () => {
    indicator.start();
    jest.advanceTimersByTime(150);
    indicator.start();
    jest.advanceTimersByTime(50);
    expect(indicator.getState().visible).toBe(true);
  });
});

describe('duration (automatic progress)', () => {
  it('approaches the end over 2000 ms without reaching it', () => {
    indicator.start();
    jest.advanceTimersByTime(LOADING_DURATION_MS / 2);
    const half = indicator.getState().progress;
    jest.advanceTimersByTime(LOADING_DURATION_MS / 2);
    const full = indicator.getState().progress;
    expect(half).toBeGreaterThan(50);
    expect(half).toBeLessThan(full);
    expect(full).toBeCloseTo(90, 0);
    jest.advanceTimersByTime(60_000);
    expect(indicator.getState().progress).toBe(LOADING_AUTO_PROGRESS_MAX);
  });

  it('estimatedProgress is monotonic and capped', () => {
    expect(estimatedProgress(0)).toBe(0);
    expect(estimatedProgress(LOADING_DURATION_MS)).toBeCloseTo(90, 5);
    expect(estimatedProgress(500)).toBeLessThan(estimatedProgress(600));
    expect(estimatedProgress(1e9)).toBe(LOADING_AUTO_PROGRESS_MAX);
  });

  it('set() sets the progress explicitly, clamped to 0–100', () => {
    indicator.start();
    indicator.set(42);
    expect(indicator.getState().progress).toBe(42);
    indicator.set(140);
    expect(indicator.getState().progress).toBe(100);
    indicator.set(-3);
    expect(indicator.getState().progress).toBe(0);
  });
});

describe('finish: hide delay then reset delay', () => {
  it('stays at 100 % for 500 ms, fades, then resets 400 ms later', () => {
    indicator.start();
    jest.advanceTimersByTime(300);
    indicator.finish();
    expect(indicator.getState()).toMatchObject({ visible: true, progress: 100, isLoading: false });
    jest.advanceTimersByTime(LOADING_HIDE_DELAY_MS - 1);
    expect(indicator.getState().visible).toBe(true);
    jest.advanceTimersByTime(1);
    expect(indicator.getState()).toMatchObject({ visible: false, progress: 100 });
    jest.advanceTimersByTime(LOADING_RESET_DELAY_MS - 1);
    expect(indicator.getState().progress).toBe(100);
    jest.advanceTimersByTime(1);
    expect(indicator.getState()).toEqual({
      isLoading: false,
      visible: false,
      progress: 0,
      error: false,
    });
  });

  it('finish() without start() does nothing', () => {
    const listener = jest.fn();
    indicator.subscribe(listener);
    indicator.finish();
    expect(listener).not.toHaveBeenCalled();
  });
});

describe('error', () => {
  it('turns red and shows even within the throttle delay, then resets', () => {
    indicator.start();
    jest.advanceTimersByTime(50);
    indicator.error();
    expect(indicator.getState()).toMatchObject({ visible: true, error: true, progress: 100 });
    jest.advanceTimersByTime(LOADING_HIDE_DELAY_MS);
    expect(indicator.getState()).toMatchObject({ visible: false, error: true });
    jest.advanceTimersByTime(LOADING_RESET_DELAY_MS);
    expect(indicator.getState().error).toBe(false);
  });

  it('a new start() clears the error colour', () => {
    indicator.error();
    indicator.start();
    expect(indicator.getState().error).toBe(false);
  });

  it('unsubscribe stops notifications', () => {
    const listener = jest.fn();
    const unsubscribe = indicator.subscribe(listener);
    unsubscribe();
    indicator.start();
    expect(listener).not.toHaveBeenCalled();
  });
});
