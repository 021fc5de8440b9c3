import {
  ALERT_TEMPLATE_LIMITS,
  type CreateAlertTemplateRequest,
} from '@tickrelay/contracts/alert-templates/alert-templates';
import { IsString, Length, MaxLength } from 'class-validator';

import { Trim } from '@/modules/auth/auth.public';

/**
 * A name (trimmed, 1–80 characters) and the alert message as JSON text. The message's schema
 * and its size in bytes are checked by the service (assertAlertMessage); the length here only
 * stops a huge string early (a UTF-16 unit is at least one byte).
 */
export class CreateAlertTemplateDto implements CreateAlertTemplateRequest {
  @Trim()
  @IsString()
  @Length(ALERT_TEMPLATE_LIMITS.nameMinChars, ALERT_TEMPLATE_LIMITS.nameMaxChars)
  name!: string;

  @IsString()
  @MaxLength(ALERT_TEMPLATE_LIMITS.messageMaxBytes)
  message!: string;
}
