import { IsNotEmpty, IsOptional, IsString, MaxLength, MinLength } from 'class-validator';

import { IsNotCommonPassword } from '../password/common-password.validator';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../password/password-policy';
import { TOKEN_MAX_LENGTH } from './fields';

/** Either `{token, password}` (recovery link) or `{currentPassword, password}` (signed in). */
export class UpdatePasswordDto {
  @IsOptional()
  @IsString()
  @IsNotEmpty()
  @MaxLength(TOKEN_MAX_LENGTH)
  token?: string;

  @IsOptional()
  @IsString()
  @IsNotEmpty()
  @MaxLength(PASSWORD_MAX_LENGTH)
  currentPassword?: string;

  @IsString()
  @MinLength(PASSWORD_MIN_LENGTH)
  @MaxLength(PASSWORD_MAX_LENGTH)
  @IsNotCommonPassword()
  password!: string;
}
