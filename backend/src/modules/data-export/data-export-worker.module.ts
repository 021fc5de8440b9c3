import { Module } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';

import { MemberContactsRepository } from '@/modules/destinations/destinations.public';
import { MailOutboxModule } from '@/modules/mail/mail-outbox.module';

import { DataExportMaintenanceTasks } from './data-export-maintenance.tasks';
import { DataExportMemberEraser } from './data-export-member.eraser';
import { DataExportProcessor } from './data-export.processor';
import { DataExportsRepository } from './data-exports.repository';

/**
 * The worker side of "your data": the `data-exports` processor (which runs every
 * @DataExportSectionProvider() of the modules the worker imports), the hourly expiry and the
 * member eraser.
 */
@Module({
  imports: [DiscoveryModule, MailOutboxModule],
  providers: [
    DataExportsRepository,
    MemberContactsRepository,
    DataExportProcessor,
    DataExportMaintenanceTasks,
    DataExportMemberEraser,
  ],
})
export class DataExportWorkerModule {}
