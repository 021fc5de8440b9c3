import type { UpdateWebhookRequest } from '@tickrelay/contracts/endpoints/webhook.endpoints';
import { WEBHOOK_LIMITS } from '@tickrelay/contracts/webhooks/deliveries';
import { IsBoolean, IsInt, IsOptional, Max, Min } from 'class-validator';

/** Any of the member's settings; the ones left out stay as they are. */
export class UpdateWebhookDto implements UpdateWebhookRequest {
  @IsOptional()
  @IsBoolean()
  allowlistEnabled?: boolean;

  @IsOptional()
  @IsInt()
  @Min(WEBHOOK_LIMITS.maxLagSecondsMin)
  @Max(WEBHOOK_LIMITS.maxLagSecondsMax)
  defaultMaxLagSeconds?: number;

  @IsOptional()
  @IsBoolean()
  paused?: boolean;
}
