import { HttpException, HttpStatus } from '@nestjs/common';
import type { ErrorDetails } from '@tickrelay/contracts/errors/api-error';
import type { ErrorCode } from '@tickrelay/contracts/errors/error-codes';

/**
 * An HTTP error with an explicit stable code and optional per-field detail codes. `messageKey`
 * (an i18n key) replaces the code's own message when a more precise one helps the reader.
 */
export class AppException extends HttpException {
  readonly messageKey: string | undefined;

  constructor(
    status: HttpStatus,
    readonly code: ErrorCode,
    readonly details?: ErrorDetails,
    options?: { cause?: unknown; messageKey?: string },
  ) {
    super({ error: code, details }, status, { cause: options?.cause });
    this.messageKey = options?.messageKey;
  }
}

export class ServiceUnavailableError extends AppException {
  constructor(
    cause?: unknown,
    /** Sent as Retry-After (seconds) when set. */
    readonly retryAfterSeconds?: number,
  ) {
    super(HttpStatus.SERVICE_UNAVAILABLE, 'SERVICE_UNAVAILABLE', undefined, { cause });
  }
}

/** The Retry-After (seconds) an error asks for, if any. */
export function retryAfterOf(error: unknown): number | undefined {
  return error instanceof ServiceUnavailableError ? error.retryAfterSeconds : undefined;
}
