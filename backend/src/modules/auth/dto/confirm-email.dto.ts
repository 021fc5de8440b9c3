import { IsNotEmpty, IsString, MaxLength, MinLength } from 'class-validator';

import { IsNotCommonPassword } from '../password/common-password.validator';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../password/password-policy';
import { TOKEN_MAX_LENGTH } from './fields';

/**
 * The confirmation link's token and the password typed on the confirm page, under the sign-up
 * policy: the local adapter accepts it only when it matches one of the address's pending
 * sign-ups (each passed this policy), the Supabase adapter makes it the account's password.
 */
export class ConfirmEmailDto {
  @IsString()
  @IsNotEmpty()
  @MaxLength(TOKEN_MAX_LENGTH)
  token!: string;

  @IsString()
  @MinLength(PASSWORD_MIN_LENGTH)
  @MaxLength(PASSWORD_MAX_LENGTH)
  @IsNotCommonPassword()
  password!: string;
}
