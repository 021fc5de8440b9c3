import { Module } from '@nestjs/common';

import { AlertTemplatesDataExportSection } from './alert-templates-data-export.section';
import { AlertTemplatesMemberEraser } from './alert-templates-member.eraser';
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
