import { HttpException, HttpStatus } from '@nestjs/common';

import type { ErrorCode } from './error-codes';

export type ErrorDetails = Record<string, string>;

/** An HTTP error with an explicit stable code and optional per-field detail codes. */
export class AppException extends HttpException {
  constructor(
    status: HttpStatus,
    readonly code: ErrorCode,
    readonly details?: ErrorDetails,
    options?: { cause?: unknown },
  ) {
    super({ error: code, details }, status, options);
  }
}

export class ServiceUnavailableError extends AppException {
  constructor(cause?: unknown) {
    super(HttpStatus.SERVICE_UNAVAILABLE, 'SERVICE_UNAVAILABLE', undefined, { cause });
  }
}
