import { Injectable } from '@nestjs/common';

import {
  type DataExportSection,
  DataExportSectionProvider,
} from '@/common/data-export/data-export-section.port';

import { AlertTemplatesRepository } from './alert-templates.repository';

/** `alert-templates.json` of "your data": the member's saved alert messages. */
@Injectable()
@DataExportSectionProvider()
export class AlertTemplatesDataExportSection implements DataExportSection {
  readonly name = 'alert-templates';

  constructor(private readonly repository: AlertTemplatesRepository) {}

  async collect(memberId: string): Promise<unknown> {
    const templates = await this.repository.listOf(memberId);
    return {
      templates: templates.map((row) => ({
        id: row.id,
        name: row.name,
        message: row.message,
        createdAt: row.created_at,
        updatedAt: row.updated_at,
      })),
    };
  }
}
