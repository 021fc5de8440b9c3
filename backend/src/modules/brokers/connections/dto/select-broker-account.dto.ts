import type { SelectBrokerAccountRequest } from '@tickrelay/contracts/endpoints/broker.endpoints';
import { IsInt, Max, Min } from 'class-validator';

export class SelectBrokerAccountDto implements SelectBrokerAccountRequest {
  @IsInt()
  @Min(1)
  @Max(Number.MAX_SAFE_INTEGER)
  accountId: number;
}
