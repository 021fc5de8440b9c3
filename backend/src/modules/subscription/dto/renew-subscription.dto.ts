import { IsNotEmpty, IsString, MaxLength } from 'class-validator';

export class RenewSubscriptionDto {
  /** Already verified by @Recaptcha() before the handler runs. */
  @IsString()
  @IsNotEmpty()
  @MaxLength(4096)
  recaptchaToken!: string;
}
