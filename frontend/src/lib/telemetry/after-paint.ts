/**
 * Runs work once the page has loaded and the main thread is idle, so third-party and telemetry
 * code never competes with the first paint.
 */
export function afterFirstPaint(callback: () => void, idleTimeoutMs = 3000): void {
  const whenIdle = () => {
    if (typeof window.requestIdleCallback === 'function') {
      window.requestIdleCallback(() => callback(), { timeout: idleTimeoutMs });
    } else {
      setTimeout(callback, 1);
    }
  };
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}
