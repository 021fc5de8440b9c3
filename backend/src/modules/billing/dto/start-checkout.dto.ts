import {
  CURRENCIES,
  type Currency,
  PLAN_IDS,
  type PlanId,
} from '@tickrelay/contracts/billing/billing';
import type { StartCheckoutRequest } from '@tickrelay/contracts/endpoints/billing.endpoints';
import { IsIn, IsNotEmpty, IsString, MaxLength } from 'class-validator';

/** Which plan in which currency; the amount comes from the server's plan table only. */
export class StartCheckoutDto implements StartCheckoutRequest {
  @IsIn(PLAN_IDS)
  plan!: PlanId;

  @IsIn(CURRENCIES)
  currency!: Currency;

  /** Already verified by @Recaptcha() before the handler runs. */
  @IsString()
  @IsNotEmpty()
  @MaxLength(4096)
  recaptchaToken!: string;
}
