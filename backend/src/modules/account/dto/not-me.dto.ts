import { IsNotEmpty, IsString, MaxLength } from 'class-validator';

/** The token of a security mail's "this wasn't me" link (43 base64url characters). */
export class NotMeDto {
  @IsString()
  @IsNotEmpty()
  @MaxLength(128)
  token!: string;
}
