import { PLAN_IDS, type PlanId } from '@tickrelay/contracts/billing/billing';
import type { ChangePlanRequest } from '@tickrelay/contracts/endpoints/billing.endpoints';
import { IsIn } from 'class-validator';

export class ChangePlanDto implements ChangePlanRequest {
  @IsIn(PLAN_IDS)
  plan!: PlanId;
}
