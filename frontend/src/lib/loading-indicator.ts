// Store behind the top loading bar. The shell drives it from router navigation and lazy-load
// failures; components read it with useLoadingIndicatorState().
import { useSyncExternalStore } from 'react';

/** A navigation that ends within this delay never shows the bar (no flash on fast pages). */
export const LOADING_THROTTLE_MS = 200;
/** Time the automatic progress takes to approach the end (90 % after this long). */
export const LOADING_DURATION_MS = 2000;
export const LOADING_BAR_HEIGHT_PX = 3;
/** After finish the bar stays at 100 % this long, then fades out. */
export const LOADING_HIDE_DELAY_MS = 500;
/** After fading out, progress and error colour are reset this much later. */
export const LOADING_RESET_DELAY_MS = 400;
/** Interval of the automatic progress updates. */
export const LOADING_TICK_MS = 100;
/** Automatic progress never reaches the end by itself; only finish() does. */
export const LOADING_AUTO_PROGRESS_MAX = 99;

export interface LoadingIndicatorState {
  /** True while a load is in progress (also during the throttle delay, when the bar is not shown). */
  isLoading: boolean;
  /** Whether the bar is shown (opacity 1). */
  visible: boolean;
  /** 0–100. */
  progress: number;
  /** Set by error(); the bar turns red until it resets. */
  error: boolean;
}

const INITIAL: LoadingIndicatorState = {
  isLoading: false,
  visible: false,
  progress: 0,
  error: false,
};

/** Automatic progress after `elapsed` ms: an ease-out curve reaching 90 % at LOADING_DURATION_MS. */
export function estimatedProgress(elapsed: number): number {
  const p = 100 * (1 - Math.exp((-Math.LN10 * elapsed) / LOADING_DURATION_MS));
  return Math.min(LOADING_AUTO_PROGRESS_MAX, p);
}

export interface LoadingIndicator {
  start: () => void;
  set: (progress: number) => void;
  finish: () => void;
  error: () => void;
  getState: () => LoadingIndicatorState;
  subscribe: (listener: () => void) => () => void;
}

export function createLoadingIndicator(): LoadingIndicator {
  let state = INITIAL;
  const listeners = new Set<() => void>();
  let throttleTimer: ReturnType<typeof setTimeout> | undefined;
  let tickTimer: ReturnType<typeof setInterval> | undefined;
  let hideTimer: ReturnType<typeof setTimeout> | undefined;
  let resetTimer: ReturnType<typeof setTimeout> | undefined;
  let startedAt = 0;

  const update = (patch: Partial<LoadingIndicatorState>): void => {
    state = { ...state, ...patch };
    listeners.forEach((listener) => listener());
  };

  const clearAll = (): void => {
    clearTimeout(throttleTimer);
    clearInterval(tickTimer);
    clearTimeout(hideTimer);
    clearTimeout(resetTimer);
    throttleTimer = tickTimer = hideTimer = resetTimer = undefined;
  };

  const startTicking = (): void => {
    clearInterval(tickTimer);
    tickTimer = setInterval(() => {
      const next = estimatedProgress(Date.now() - startedAt);
      if (next > state.progress) update({ progress: next });
    }, LOADING_TICK_MS);
  };

  const begin = (): void => {
    clearAll();
    startedAt = Date.now();
    update({ isLoading: true, visible: false, progress: 0, error: false });
    throttleTimer = setTimeout(() => {
      throttleTimer = undefined;
      update({ visible: true });
    }, LOADING_THROTTLE_MS);
    startTicking();
  };

  const end = (): void => {
    clearAll();
    if (!state.visible) {
      // Finished within the throttle delay: the bar never appears.
      update({ ...INITIAL });
      return;
    }
    update({ isLoading: false, progress: 100 });
    hideTimer = setTimeout(() => {
      update({ visible: false });
      resetTimer = setTimeout(() => {
        update({ progress: 0, error: false });
      }, LOADING_RESET_DELAY_MS);
    }, LOADING_HIDE_DELAY_MS);
  };

  return {
    start: () => {
      if (state.isLoading) return;
      begin();
    },
    set: (progress) => {
      if (!state.isLoading) begin();
      update({ progress: Math.min(100, Math.max(0, progress)) });
    },
    finish: () => {
      if (!state.isLoading && !state.visible) return;
      end();
    },
    error: () => {
      // A failure is always shown, even inside the throttle delay: the user must see it.
      clearAll();
      update({ isLoading: true, visible: true, error: true });
      end();
    },
    getState: () => state,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export const loadingIndicator = createLoadingIndicator();

export function useLoadingIndicatorState(
  indicator: LoadingIndicator = loadingIndicator,
): LoadingIndicatorState {
  return useSyncExternalStore(indicator.subscribe, indicator.getState, indicator.getState);
}
