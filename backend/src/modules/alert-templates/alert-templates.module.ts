import { Module } from '@nestjs/common';

import { AttemptCounter } from '@/common/guards/attempt-counter';

import { AlertTemplatesRateLimits } from './alert-templates-rate-limits';
import { AlertTemplatesController } from './alert-templates.controller';
import { AlertTemplatesRepository } from './alert-templates.repository';
import { AlertTemplatesService } from './alert-templates.service';

/** The api side of the alert builder's saved templates (GET/POST/PATCH/DELETE /api/alert-templates). */
@Module({
  controllers: [AlertTemplatesController],
  providers: [
    AttemptCounter,
    AlertTemplatesRateLimits,
    AlertTemplatesRepository,
    AlertTemplatesService,
  ],
})
export class AlertTemplatesModule {}
