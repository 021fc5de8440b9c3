import { PLAN_IDS, type PlanId } from '@tickrelay/contracts/billing/billing';
import { Type } from 'class-transformer';
import { IsIn, IsInt, IsString, Max, MaxLength, Min } from 'class-validator';

import type { CheckoutAction } from './sandbox-checkout.service';
import { CARD_BEHAVIOURS, type CardBehaviour } from './sandbox.tables';

const ACTIONS: readonly CheckoutAction[] = ['pay', 'decline', 'authentication_failure'];

/** The hosted checkout's form (application/x-www-form-urlencoded). */
export class CheckoutActionDto {
  @IsIn(ACTIONS)
  action!: CheckoutAction;

  @IsString()
  @MaxLength(100)
  token!: string;
}

export class CardBehaviourDto {
  @IsIn(CARD_BEHAVIOURS)
  behaviour!: CardBehaviour;
}

export class PortalPlanDto {
  @IsIn(PLAN_IDS)
  plan!: PlanId;
}

export class AdvanceClockDto {
  @Type(() => Number)
  @IsInt()
  @Min(0)
  @Max(3660)
  advanceDays!: number;
}
