import {
  ALERT_TEMPLATE_LIMITS,
  type UpdateAlertTemplateRequest,
} from '@tickrelay/contracts/alert-templates/alert-templates';
import { IsOptional, IsString, MaxLength, MinLength } from 'class-validator';

import { Trim } from '@/modules/auth/auth.public';

/** A rename, a new message, or both; what is left out stays (rules as at creation). */
export class UpdateAlertTemplateDto implements UpdateAlertTemplateRequest {
  @IsOptional()
  @Trim()
  @IsString()
  // MinLength/MaxLength rather than Length: the API's detail codes are too_short / too_long.
  @MinLength(ALERT_TEMPLATE_LIMITS.nameMinChars)
  @MaxLength(ALERT_TEMPLATE_LIMITS.nameMaxChars)
  name?: string;

  @IsOptional()
  @IsString()
  @MaxLength(ALERT_TEMPLATE_LIMITS.messageMaxBytes)
  message?: string;
}
