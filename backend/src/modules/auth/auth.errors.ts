import { HttpStatus } from '@nestjs/common';

import { AppException } from '@/common/errors/app.exception';

export const authErrors = {
  unauthorized: () => new AppException(HttpStatus.UNAUTHORIZED, 'UNAUTHORIZED'),
  accessTokenExpired: () => new AppException(HttpStatus.UNAUTHORIZED, 'TOKEN_EXPIRED'),
  sessionExpired: () => new AppException(HttpStatus.UNAUTHORIZED, 'SESSION_EXPIRED'),
  sessionRevoked: () => new AppException(HttpStatus.UNAUTHORIZED, 'SESSION_REVOKED'),
  invalidCredentials: () => new AppException(HttpStatus.UNAUTHORIZED, 'INVALID_CREDENTIALS'),
  emailNotConfirmed: () => new AppException(HttpStatus.FORBIDDEN, 'EMAIL_NOT_CONFIRMED'),
  linkInvalid: () => new AppException(HttpStatus.BAD_REQUEST, 'TOKEN_INVALID'),
  linkExpired: () => new AppException(HttpStatus.BAD_REQUEST, 'TOKEN_EXPIRED'),
  sessionNotFound: () => new AppException(HttpStatus.NOT_FOUND, 'NOT_FOUND'),
  tooManyAttempts: () => new AppException(HttpStatus.TOO_MANY_REQUESTS, 'TOO_MANY_REQUESTS'),
  /** A password the member had to re-enter (current password, account deletion) is wrong. */
  incorrectPassword: (field: string) =>
    new AppException(HttpStatus.BAD_REQUEST, 'VALIDATION_FAILED', { [field]: 'incorrect' }),
  /** The body must carry exactly one of the named fields. */
  oneOf: (fields: string[]) =>
    new AppException(
      HttpStatus.BAD_REQUEST,
      'VALIDATION_FAILED',
      Object.fromEntries(fields.map((field) => [field, 'required'])),
    ),
};

export const CONFIRMATION_TTL_MS = 24 * 60 * 60 * 1000;
export const RECOVERY_TTL_MS = 60 * 60 * 1000;

/** A wrong password at sign-in (not an unconfirmed address, an outage or a limit). */
export function isInvalidCredentials(error: unknown): boolean {
  return error instanceof AppException && error.code === 'INVALID_CREDENTIALS';
}

/** A wrong re-entered password (change password, delete account). */
export function isIncorrectPassword(error: unknown): boolean {
  return (
    error instanceof AppException &&
    error.code === 'VALIDATION_FAILED' &&
    Object.values(error.details ?? {}).includes('incorrect')
  );
}
