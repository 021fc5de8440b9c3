import type { INestApplicationContext, LoggerService } from '@nestjs/common';

export interface ShutdownOptions {
  timeoutMs: number;
  logger: LoggerService;
  /** Injected by tests; the entry points exit the process. */
  exit?: (code: number) => void;
}

/**
 * SIGTERM/SIGINT → app.close() (Nest runs the shutdown hooks: HTTP server / BullMQ workers first,
 * so in-flight requests and jobs finish, then Redis and Postgres connections), then exit 0.
 * A hard timeout exits 1 if something refuses to stop. Unlike enableShutdownHooks(), which
 * re-raises the signal, this ends with exit code 0 after a clean stop.
 */
export function closeOnSignals(app: INestApplicationContext, options: ShutdownOptions): void {
  const exit = options.exit ?? ((code: number) => process.exit(code));
  let closing = false;

  const shutdown = (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    options.logger.log(`${signal} received, shutting down`, 'Shutdown');
    const timer = setTimeout(() => {
      options.logger.error(`shutdown exceeded ${options.timeoutMs} ms, exiting`, 'Shutdown');
      exit(1);
    }, options.timeoutMs);
    timer.unref();
    app.close().then(
      () => {
        clearTimeout(timer);
        options.logger.log('shutdown complete', 'Shutdown');
        exit(0);
      },
      (error: unknown) => {
        clearTimeout(timer);
        options.logger.error(`shutdown failed: ${String(error)}`, 'Shutdown');
        exit(1);
      },
    );
  };

  // `on`, not `once`: a second signal during the shutdown (an impatient supervisor) must not fall
  // back to Node's default handler and kill held jobs mid-way; `closing` ignores it.
  process.on('SIGTERM', shutdown);
  process.on('SIGINT', shutdown);
}
