import { HttpStatus } from '@nestjs/common';
import { checkAlertMessage } from '@tickrelay/contracts/alert-templates/alert-message-check';
import type { ErrorDetails } from '@tickrelay/contracts/errors/api-error';
import {
  DETAIL_CODES,
  type DetailCode,
  ROOT_FIELD,
} from '@tickrelay/contracts/errors/detail-codes';

import { AppException } from '@/common/errors/app.exception';

/** i18n key of the message of a template whose alert message is refused. */
export const MESSAGE_INVALID_KEY = 'alert-templates.messageInvalid';

const isDetailCode = (code: string): code is DetailCode =>
  (DETAIL_CODES as readonly string[]).includes(code);

/**
 * A template's message must be what the webhook will accept: the builder's own check (the
 * contracts' walk of ALERT_TEMPLATE_SCHEMA plus the receiver's byte limit), so the api and the
 * builder never disagree. 400 VALIDATION_FAILED, each field under `message.`.
 */
export function assertAlertMessage(message: string): void {
  const result = checkAlertMessage(message);
  if (result.ok) return;
  const details: ErrorDetails = {};
  for (const issue of result.issues) {
    const code: DetailCode =
      issue.code === 'invalid_json' || issue.code === 'unquoted_placeholder'
        ? 'invalid_format'
        : isDetailCode(issue.code)
          ? issue.code
          : 'invalid';
    details[issue.path === ROOT_FIELD ? 'message' : `message.${issue.path}`] = code;
  }
  throw new AppException(HttpStatus.BAD_REQUEST, 'VALIDATION_FAILED', details, {
    messageKey: MESSAGE_INVALID_KEY,
  });
}
