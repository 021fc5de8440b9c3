import { Module } from '@nestjs/common';

import { MailOutboxModule } from '@/modules/mail/mail-outbox.module';

import { NotMeLinks } from './not-me-links';
import { SecurityLogDataExportSection } from './security-log-data-export.section';
import { SecurityLogController } from './security-log.controller';
import { SecurityLog } from './security-log.public';
import { SecurityLogRepository } from './security-log.repository';

const SHARED = [SecurityLog, SecurityLogRepository, NotMeLinks];

/**
 * The security log without HTTP: what the feature modules (auth, brokers, webhooks,
 * destinations, the second factor) record through, in the api and the worker alike.
 */
@Module({ imports: [MailOutboxModule], providers: SHARED, exports: SHARED })
export class SecurityLogCoreModule {}

/** The api side: the member's GET of their log. */
@Module({ imports: [SecurityLogCoreModule], controllers: [SecurityLogController] })
export class SecurityLogModule {}

/** The worker side: the member's `security-log.json` of "your data". */
@Module({ providers: [SecurityLogRepository, SecurityLogDataExportSection] })
export class SecurityLogWorkerModule {}
