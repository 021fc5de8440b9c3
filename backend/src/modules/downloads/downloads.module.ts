import { Module } from '@nestjs/common';

import { DownloadsController } from './downloads.controller';
import { DownloadsService } from './downloads.service';

/** Member-only downloads through short-lived signed links (see README.md). */
@Module({
  controllers: [DownloadsController],
  providers: [DownloadsService],
})
export class DownloadsModule {}
