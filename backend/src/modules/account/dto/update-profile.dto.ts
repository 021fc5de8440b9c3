import { type Locale, LOCALES } from '@tickrelay/contracts/locales';
import { IsIn, IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';

import { DISPLAY_NAME_MAX_LENGTH, Trim } from '@/modules/auth/auth.public';

import { IsTimeZone } from './time-zone.validator';

export class UpdateProfileDto {
  @IsOptional()
  @Trim()
  @IsString()
  @IsNotEmpty()
  @MaxLength(DISPLAY_NAME_MAX_LENGTH)
  displayName?: string;

  @IsOptional()
  @IsIn(LOCALES)
  locale?: Locale;

  @IsOptional()
  @IsTimeZone()
  timeZone?: string;
}
