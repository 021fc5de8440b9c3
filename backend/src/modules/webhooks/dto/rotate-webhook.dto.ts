import type { RotateWebhookRequest } from '@tickrelay/contracts/endpoints/webhook.endpoints';
import { WEBHOOK_LIMITS } from '@tickrelay/contracts/webhooks/deliveries';
import { IsInt, IsOptional, Max, Min } from 'class-validator';

export class RotateWebhookDto implements RotateWebhookRequest {
  /** Hours the old URL keeps working; 0 revokes it at once. */
  @IsOptional()
  @IsInt()
  @Min(0)
  @Max(WEBHOOK_LIMITS.rotationGraceHoursMax)
  graceHours?: number;
}
