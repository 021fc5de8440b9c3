import { HttpStatus } from '@nestjs/common';
import type { BrokerConnectionError } from '@tickrelay/contracts/brokers/broker-connection';

import { AppException } from '@/common/errors/app.exception';

import { TradovateConnectionError } from '../tradovate/tradovate.port';

/** An error answer with a Retry-After (seconds); the controller sets the header. */
export class RetryLaterException extends AppException {
  constructor(
    status: HttpStatus,
    code: 'BROKER_RATE_LIMITED' | 'TOO_MANY_REQUESTS',
    readonly retryAfterSeconds: number,
    cause?: unknown,
  ) {
    super(status, code, undefined, { cause });
  }
}

const STATUS_OF: Record<BrokerConnectionError, HttpStatus> = {
  BROKER_AUTH_FAILED: HttpStatus.UNPROCESSABLE_ENTITY,
  BROKER_APP_NOT_APPROVED: HttpStatus.UNPROCESSABLE_ENTITY,
  BROKER_ACCOUNT_NOT_FOUND: HttpStatus.UNPROCESSABLE_ENTITY,
  BROKER_RATE_LIMITED: HttpStatus.TOO_MANY_REQUESTS,
  BROKER_UNAVAILABLE: HttpStatus.SERVICE_UNAVAILABLE,
};

/** Without a time from Tradovate, a rate-limited member is asked to wait this long. */
const DEFAULT_RETRY_AFTER_SECONDS = 10;

/**
 * A Tradovate connection error as the api answers it: 422 (credentials refused, app not
 * approved, account gone), 429 with Retry-After (Tradovate's wait), 503 (unreachable).
 */
export function brokerHttpError(error: TradovateConnectionError): AppException {
  if (error.code === 'BROKER_RATE_LIMITED') {
    const seconds =
      error.retryAfterMs === null
        ? DEFAULT_RETRY_AFTER_SECONDS
        : Math.max(1, Math.ceil(error.retryAfterMs / 1000));
    return new RetryLaterException(HttpStatus.TOO_MANY_REQUESTS, error.code, seconds, error);
  }
  return new AppException(STATUS_OF[error.code], error.code, undefined, { cause: error });
}

/** Runs a call to Tradovate; its connection errors become the api's answers. */
export async function answeringBrokerErrors<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof TradovateConnectionError) throw brokerHttpError(error);
    throw error;
  }
}

export const brokerNotConnected = () =>
  new AppException(HttpStatus.CONFLICT, 'BROKER_NOT_CONNECTED');
