// The always-loaded half of telemetry: the API features call, the global error handlers and a
// small buffer. The client that builds, batches and sends events is loaded on demand, and only
// when the runtime setting is exactly the string 'true'.
import type {
  EventData,
  TelemetryEventType,
} from '@tickrelay/contracts/telemetry/telemetry-event.schema';

import { runtimeConfig } from '@/config/runtime-config';

import { afterFirstPaint } from './after-paint';
import type { ClickRecord } from './click-tracking';
import type { EventInput, PageContext } from './event-builder';

export interface TelemetrySink {
  record: (input: EventInput) => void;
}

export type TelemetryLoader = (onClick: (record: ClickRecord) => void) => Promise<TelemetrySink>;

export interface TelemetryOptions {
  setting?: string;
  load?: TelemetryLoader;
  /** When to load the client; after the first paint by default. */
  schedule?: (start: () => void) => void;
}

export interface Trace {
  /** Records the trace and returns its duration in milliseconds. */
  end: (data?: EventData) => number;
}

/** A performance mark set once the client is loaded and listening for page hide. */
export const TELEMETRY_READY_MARK = 'telemetry-ready';
/** A performance mark per recorded page view, its path in `detail.path`. */
export const PAGE_VIEW_MARK = 'telemetry-page-view';
export const GLOBAL_ERROR_NAME = 'Global Error Handler';
export const UNHANDLED_PROMISE_NAME = 'Unhandled Promise';
export const UNHANDLED_PROMISE_MESSAGE = 'Unhandled Promise Rejection';
/** Events recorded before the client arrives; more than this is a loop, not a visit. */
const MAX_PENDING = 100;
/** An error loop must not flood the pipeline: at most this many error events per page load. */
const MAX_ERRORS = 25;

export const isTelemetryEnabled = (setting: string): boolean => setting === 'true';

const defaultLoader: TelemetryLoader = async (onClick) => {
  const { startTelemetryRuntime } = await import('./telemetry-runtime');
  return startTelemetryRuntime(onClick);
};

function messageOf(reason: unknown): string | null {
  if (typeof reason === 'string') return reason || null;
  if (reason && typeof reason === 'object' && 'message' in reason) {
    const { message } = reason;
    if (typeof message === 'string' && message) return message;
  }
  return null;
}

function stackOf(reason: unknown): string | null {
  const stack = reason instanceof Error ? reason.stack : undefined;
  return typeof stack === 'string' && stack ? stack : null;
}

export function createTelemetry(options: TelemetryOptions = {}) {
  const enabled = isTelemetryEnabled(options.setting ?? runtimeConfig.telemetryEnabled);
  const load = options.load ?? defaultLoader;
  const schedule = options.schedule ?? afterFirstPaint;
  let sink: TelemetrySink | null = null;
  let pending: EventInput[] = [];
  let started = false;
  let errorCount = 0;
  // The referrer of an in-app page view is the page before it.
  let referrer: string | null = typeof document === 'undefined' ? null : document.referrer || null;
  let lastPageUrl: string | null = null;

  const page = (): PageContext => ({
    url: location.href,
    path: location.pathname,
    referrer,
  });

  function record(input: Omit<EventInput, 'page'>): void {
    if (!enabled) return;
    const event: EventInput = { ...input, page: page() };
    if (sink) sink.record(event);
    else if (pending.length < MAX_PENDING) pending.push(event);
  }

  function track(type: TelemetryEventType, name: string, data?: EventData | null): void {
    record({ type, name, data });
  }

  function trackError(
    error: unknown,
    name = 'Error',
    fallbackMessage = 'Unknown error',
    data?: EventData,
  ): void {
    if (!enabled || errorCount >= MAX_ERRORS) return;
    errorCount += 1;
    record({
      type: 'error',
      name,
      errorMessage: messageOf(error) ?? fallbackMessage,
      stackTrace: stackOf(error),
      data,
    });
  }

  const onWindowError = (event: ErrorEvent) => {
    const data: EventData = {
      source: event.filename ?? '',
      line: event.lineno,
      column: event.colno,
    };
    trackError(
      event.error ?? event.message,
      GLOBAL_ERROR_NAME,
      event.message || 'Unknown error',
      data,
    );
  };
  const onUnhandledRejection = (event: PromiseRejectionEvent) => {
    trackError(event.reason, UNHANDLED_PROMISE_NAME, UNHANDLED_PROMISE_MESSAGE);
  };

  return {
    enabled,
    /** Installs the error handlers and loads the client; idempotent. */
    start(): void {
      if (!enabled || started) return;
      started = true;
      window.addEventListener('error', onWindowError);
      window.addEventListener('unhandledrejection', onUnhandledRejection);
      schedule(() => {
        load(({ type, name, data }) => track(type, name, data)).then(
          (loaded) => {
            sink = loaded;
            const queued = pending;
            pending = [];
            queued.forEach((event) => loaded.record(event));
            // Visible in the browser's performance timeline; the e2e test waits for it.
            performance.mark?.(TELEMETRY_READY_MARK);
          },
          (error: unknown) => {
            pending = [];
            console.error('[telemetry] the client failed to load', error);
          },
        );
      });
    },
    /** A page view of the current location; the previous page becomes the referrer. */
    pageView(): void {
      if (lastPageUrl !== null) referrer = lastPageUrl;
      lastPageUrl = location.href;
      record({ type: 'page_view', name: 'Page View' });
      if (enabled) performance.mark?.(PAGE_VIEW_MARK, { detail: { path: location.pathname } });
    },
    track,
    trackError,
    trace(name: string, durationMs: number, data?: EventData | null): void {
      record({ type: 'trace', name, durationMs, data });
    },
    startTrace(name: string): Trace {
      const startedAt = performance.now();
      return {
        end: (data) => {
          const duration = performance.now() - startedAt;
          record({ type: 'trace', name, durationMs: duration, data });
          return duration;
        },
      };
    },
    /** Removes the error handlers (tests). */
    stop(): void {
      if (!started) return;
      window.removeEventListener('error', onWindowError);
      window.removeEventListener('unhandledrejection', onUnhandledRejection);
    },
  };
}

export type Telemetry = ReturnType<typeof createTelemetry>;

export const telemetry: Telemetry = createTelemetry();

export const startTelemetry = (): void => telemetry.start();
export const trackPageView = (): void => telemetry.pageView();
/** For the sign-in and sign-up pages, once the API has accepted the user. */
export const trackLogin = (data?: EventData): void => telemetry.track('login', 'Login', data);
export const trackSignup = (data?: EventData): void => telemetry.track('signup', 'Signup', data);
