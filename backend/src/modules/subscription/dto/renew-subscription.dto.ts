import type { RenewSubscriptionRequest } from '@tickrelay/contracts/endpoints/subscription.endpoints';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';

export class RenewSubscriptionDto implements RenewSubscriptionRequest {
  /** Already verified by @Recaptcha() before the handler runs. */
  @IsString()
  @IsNotEmpty()
  @MaxLength(4096)
  recaptchaToken!: string;
}
