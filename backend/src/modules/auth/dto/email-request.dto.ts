import { type Locale, LOCALES } from '@tickrelay/contracts/locales';
import { IsEmail, IsIn, IsNotEmpty, IsString, MaxLength } from 'class-validator';

import { EMAIL_MAX_LENGTH, NormalizeEmail } from './fields';

/** Body of confirm/resend and password-reset: who to mail, and in which language. */
export class EmailRequestDto {
  @NormalizeEmail()
  @IsString()
  @IsNotEmpty()
  @MaxLength(EMAIL_MAX_LENGTH)
  @IsEmail()
  email!: string;

  @IsIn(LOCALES)
  locale!: Locale;
}
