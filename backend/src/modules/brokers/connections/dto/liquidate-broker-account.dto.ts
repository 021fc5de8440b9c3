import type { LiquidateBrokerAccountRequest } from '@tickrelay/contracts/endpoints/broker.endpoints';
import { IsIn, IsOptional } from 'class-validator';

export const LIQUIDATION_TRIGGERS = ['member', 'kill_switch'] as const;

export class LiquidateBrokerAccountDto implements LiquidateBrokerAccountRequest {
  @IsOptional()
  @IsIn(LIQUIDATION_TRIGGERS)
  trigger?: (typeof LIQUIDATION_TRIGGERS)[number];
}
