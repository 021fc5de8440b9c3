import { IsIn, IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';

import { type Locale, LOCALES } from '@/modules/auth/auth.types';
import { DISPLAY_NAME_MAX_LENGTH, Trim } from '@/modules/auth/dto/fields';

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
}
