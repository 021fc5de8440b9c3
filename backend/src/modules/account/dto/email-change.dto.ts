import { IsEmail, IsNotEmpty, IsString, MaxLength } from 'class-validator';

import { EMAIL_MAX_LENGTH, NormalizeEmail, PASSWORD_MAX_LENGTH } from '@/modules/auth/auth.public';

export class EmailChangeDto {
  @NormalizeEmail()
  @IsString()
  @IsNotEmpty()
  @MaxLength(EMAIL_MAX_LENGTH)
  @IsEmail()
  newEmail!: string;

  @IsString()
  @IsNotEmpty()
  @MaxLength(PASSWORD_MAX_LENGTH)
  password!: string;
}
