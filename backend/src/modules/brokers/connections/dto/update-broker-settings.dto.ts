import {
  EXECUTION_TARGETS,
  type ExecutionTarget,
} from '@tickrelay/contracts/brokers/broker-connection';
import type { UpdateBrokerSettingsRequest } from '@tickrelay/contracts/endpoints/broker.endpoints';
import { IsIn } from 'class-validator';

export class UpdateBrokerSettingsDto implements UpdateBrokerSettingsRequest {
  @IsIn(EXECUTION_TARGETS)
  executionTarget: ExecutionTarget;
}
