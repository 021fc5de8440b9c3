import {
  DESTINATION_LIMITS,
  type UpdateDestinationRequest,
} from '@tickrelay/contracts/destinations/destinations';
import { IsBoolean, IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';

import { Trim } from '@/modules/auth/auth.public';

/** The label, the failure-notice switch, or both; what is left out stays. */
export class UpdateDestinationDto implements UpdateDestinationRequest {
  @IsOptional()
  @Trim()
  @IsString()
  @IsNotEmpty()
  @MaxLength(DESTINATION_LIMITS.labelMaxChars)
  label?: string;

  @IsOptional()
  @IsBoolean()
  notifyFailures?: boolean;
}
