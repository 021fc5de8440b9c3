import { type Locale, LOCALES } from '@tickrelay/contracts/locales';
import { IsEmail, IsIn, IsNotEmpty, IsString, MaxLength, MinLength } from 'class-validator';

import { IsNotCommonPassword } from '../password/common-password.validator';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../password/password-policy';
import { DISPLAY_NAME_MAX_LENGTH, EMAIL_MAX_LENGTH, NormalizeEmail, Trim } from './fields';
import { MustAccept } from './must-accept.validator';

export class SignUpDto {
  @NormalizeEmail()
  @IsString()
  @IsNotEmpty()
  @MaxLength(EMAIL_MAX_LENGTH)
  @IsEmail()
  email!: string;

  @IsString()
  @MinLength(PASSWORD_MIN_LENGTH)
  @MaxLength(PASSWORD_MAX_LENGTH)
  @IsNotCommonPassword()
  password!: string;

  @Trim()
  @IsString()
  @IsNotEmpty()
  @MaxLength(DISPLAY_NAME_MAX_LENGTH)
  displayName!: string;

  @IsIn(LOCALES)
  locale!: Locale;

  @MustAccept()
  acceptTerms!: boolean;
}
