import { Module } from '@nestjs/common';

import { AlertTemplatesMemberEraser } from './alert-templates-member.eraser';
import { AlertTemplatesDataExportSection } from './alert-templates-data-export.section';
import { AlertTemplatesRepository } from './alert-templates.repository';

/** The worker side: only the member eraser (account deletion removes the member's templates). */
@Module({
  providers: [
    AlertTemplatesRepository,
    AlertTemplatesMemberEraser,
    AlertTemplatesDataExportSection,
  ],
})
export class AlertTemplatesWorkerModule {}
