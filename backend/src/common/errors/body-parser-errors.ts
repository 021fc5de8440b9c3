import { HttpStatus } from '@nestjs/common';

import { AppException } from './app.exception';

interface BodyParserError {
  type: string;
  status?: number;
}

function isBodyParserError(error: unknown): error is BodyParserError {
  return (
    typeof error === 'object' &&
    error !== null &&
    typeof (error as { type?: unknown }).type === 'string' &&
    typeof (error as { status?: unknown }).status === 'number'
  );
}

/** Maps the errors of express' json/urlencoded parsers (by their `type`) to the API's codes. */
export function fromBodyParserError(error: unknown): AppException | undefined {
  if (!isBodyParserError(error)) return undefined;
  switch (error.type) {
    case 'entity.parse.failed':
      return new AppException(HttpStatus.BAD_REQUEST, 'INVALID_JSON', undefined, { cause: error });
    case 'entity.too.large':
      return new AppException(HttpStatus.PAYLOAD_TOO_LARGE, 'PAYLOAD_TOO_LARGE', undefined, {
        cause: error,
      });
    case 'encoding.unsupported':
    case 'charset.unsupported':
      return new AppException(
        HttpStatus.UNSUPPORTED_MEDIA_TYPE,
        'UNSUPPORTED_MEDIA_TYPE',
        undefined,
        {
          cause: error,
        },
      );
    default:
      return new AppException(HttpStatus.BAD_REQUEST, 'BAD_REQUEST', undefined, { cause: error });
  }
}
