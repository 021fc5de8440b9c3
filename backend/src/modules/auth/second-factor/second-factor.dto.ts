import { SECOND_FACTOR_LIMITS } from '@tickrelay/contracts/endpoints/second-factor.endpoints';
import { IsBoolean, IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';

import { Trim } from '../dto/fields';
import { PASSWORD_MAX_LENGTH } from '../password/password-policy';

export class CodeDto {
  @Trim()
  @IsString()
  @IsNotEmpty()
  @MaxLength(SECOND_FACTOR_LIMITS.codeMax)
  code!: string;
}

export class SecondStepDto extends CodeDto {
  @IsOptional()
  @IsBoolean()
  rememberBrowser?: boolean;
}

/** Exactly one of the two (checked in the controller, with a field-named error). */
export class StepUpDto {
  @IsOptional()
  @IsString()
  @IsNotEmpty()
  @MaxLength(PASSWORD_MAX_LENGTH)
  password?: string;

  @IsOptional()
  @Trim()
  @IsString()
  @IsNotEmpty()
  @MaxLength(SECOND_FACTOR_LIMITS.codeMax)
  code?: string;
}
