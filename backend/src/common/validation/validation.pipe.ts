import { HttpStatus, ValidationPipe } from '@nestjs/common';

import { AppException } from '@/common/errors/app.exception';

import { validationDetails } from './validation-details';

/** The global pipe: unknown fields are an error, and every failure carries per-field codes. */
export function createValidationPipe(): ValidationPipe {
  return new ValidationPipe({
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
