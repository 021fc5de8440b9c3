import { Module } from '@nestjs/common';

import { QueueModule } from '@/queue/queue.module';

import { DataExportController } from './data-export.controller';
import { DataExportService } from './data-export.service';
import { DataExportsRepository } from './data-exports.repository';

/** The api side of "your data": /api/account/data-exports (the worker builds the archives). */
@Module({
  imports: [QueueModule],
  controllers: [DataExportController],
  providers: [DataExportsRepository, DataExportService],
})
export class DataExportModule {}
