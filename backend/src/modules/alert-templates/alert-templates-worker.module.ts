import { Module } from '@nestjs/common';

import { AlertTemplatesMemberEraser } from './alert-templates-member.eraser';
import { AlertTemplatesRepository } from './alert-templates.repository';

/** The worker side: only the member eraser (account deletion removes the member's templates). */
@Module({
  providers: [AlertTemplatesRepository, AlertTemplatesMemberEraser],
})
export class AlertTemplatesWorkerModule {}
