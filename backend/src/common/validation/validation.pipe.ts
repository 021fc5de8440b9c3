import { type ArgumentMetadata, HttpStatus, ValidationPipe } from '@nestjs/common';
import { ROOT_FIELD } from '@tickrelay/contracts/errors/detail-codes';

import { AppException } from '@/common/errors/app.exception';

import { findUnstorableText, UNSTORABLE_TEXT_CODE } from './storable-text';
import { validationDetails } from './validation-details';

/** Message of a 400 whose only problem is text PostgreSQL cannot store (i18n key). */
export const UNSTORABLE_TEXT_MESSAGE_KEY = `validation.${UNSTORABLE_TEXT_CODE}`;

/**
 * The global pipe: unknown fields are an error, and every failure carries per-field codes.
 * Before any DTO rule, every string of the body, query and route parameters is checked for text
 * PostgreSQL cannot store (NUL, lone surrogates): one check for every route, whatever its DTO.
 */
export class AppValidationPipe extends ValidationPipe {
  override async transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    if (metadata.type !== 'custom') {
      const paths = findUnstorableText(value, metadata.data ?? '');
      if (paths.length > 0) {
        throw new AppException(
          HttpStatus.BAD_REQUEST,
          'VALIDATION_FAILED',
          Object.fromEntries(paths.map((path) => [path || ROOT_FIELD, UNSTORABLE_TEXT_CODE])),
          { messageKey: UNSTORABLE_TEXT_MESSAGE_KEY },
        );
      }
    }
    return super.transform(value, metadata) as Promise<unknown>;
  }
}

export function createValidationPipe(): ValidationPipe {
  return new AppValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    forbidUnknownValues: true,
    transform: true,
    transformOptions: { enableImplicitConversion: false },
    validationError: { target: false, value: true },
    stopAtFirstError: false,
    exceptionFactory: (errors) =>
      new AppException(HttpStatus.BAD_REQUEST, 'VALIDATION_FAILED', validationDetails(errors)),
  });
}
