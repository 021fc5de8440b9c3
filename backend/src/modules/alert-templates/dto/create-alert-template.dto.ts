import {
  ALERT_TEMPLATE_LIMITS,
  type CreateAlertTemplateRequest,
} from '@tickrelay/contracts/alert-templates/alert-templates';
import { IsString, MaxLength, MinLength } from 'class-validator';

import { Trim } from '@/modules/auth/auth.public';

/**
 * A name (trimmed, 1–80 characters) and the alert message as JSON text. The message's schema
 * and its size in bytes are checked by the service (assertAlertMessage); the length here only
 * stops a huge string early (a UTF-16 unit is at least one byte).
 */
export class CreateAlertTemplateDto implements CreateAlertTemplateRequest {
  @Trim()
  @IsString()
  // MinLength/MaxLength rather than Length: the API's detail codes are too_short / too_long.
  @MinLength(ALERT_TEMPLATE_LIMITS.nameMinChars)
  @MaxLength(ALERT_TEMPLATE_LIMITS.nameMaxChars)
  name!: string;

  @IsString()
  @MaxLength(ALERT_TEMPLATE_LIMITS.messageMaxBytes)
  message!: string;
}
