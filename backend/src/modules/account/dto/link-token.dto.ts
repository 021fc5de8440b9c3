import { IsNotEmpty, IsString, MaxLength } from 'class-validator';

/** The token of a mailed link: "this wasn't me", email change confirm or undo (43 characters). */
export class LinkTokenDto {
  @IsString()
  @IsNotEmpty()
  @MaxLength(128)
  token!: string;
}
