import { IsNotEmpty, IsString, MaxLength } from 'class-validator';

import { TOKEN_MAX_LENGTH } from './fields';

export class TokenDto {
  @IsString()
  @IsNotEmpty()
  @MaxLength(TOKEN_MAX_LENGTH)
  token!: string;
}
