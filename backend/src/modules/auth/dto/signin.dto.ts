import { IsNotEmpty, IsString, MaxLength } from 'class-validator';

import { PASSWORD_MAX_LENGTH } from '../password/password-policy';
import { EMAIL_MAX_LENGTH, NormalizeEmail } from './fields';

/** No format or policy checks: a wrong email and a wrong password get the same answer. */
export class SignInDto {
  @NormalizeEmail()
  @IsString()
  @IsNotEmpty()
  @MaxLength(EMAIL_MAX_LENGTH)
  email!: string;

  @IsString()
  @IsNotEmpty()
  @MaxLength(PASSWORD_MAX_LENGTH)
  password!: string;
}
