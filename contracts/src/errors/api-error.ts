import type { DetailCode } from './detail-codes';
import type { ErrorCode } from './error-codes';

/** Field path (`email`, `events.3.event_type`) → what is wrong with it. */
export type ErrorDetails = Record<string, DetailCode>;

/** The one JSON body of every error the API answers with; never a stack trace. */
export interface ApiErrorBody {
  statusCode: number;
  /** Stable code to branch on. */
  error: ErrorCode;
  /** Human-readable, in the request's language (?lang, `lang` cookie, Accept-Language). */
  message: string;
  details?: ErrorDetails;
}
