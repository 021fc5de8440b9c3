import { Module } from '@nestjs/common';

import { AuthCoreModule } from './auth-core.module';
import { AuthDataExportSection } from './auth-data-export.section';
import { AccountRequestsProcessor } from './local/account-requests.processor';

/**
 * The worker side of auth: the `account-requests` processor (password-reset and
 * confirmation-resend requests the api queued), on the shared account core.
 */
@Module({ imports: [AuthCoreModule], providers: [AccountRequestsProcessor, AuthDataExportSection] })
export class AuthWorkerModule {}
