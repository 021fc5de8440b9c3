import { Module } from '@nestjs/common';

import { AuthModule } from '@/modules/auth/auth.module';
import { SecurityLogCoreModule } from '@/modules/security-log/security-log.module';
import { QueueModule } from '@/queue/queue.module';

import { AccountLinksController } from './account-links.controller';
import { AccountController } from './account.controller';
import { MemberErasures } from './member-erasure.jobs';

/** The api side of the member's own account: profile and time zone, sessions, deletion (which queues erasure), "this wasn't me". */
@Module({
  imports: [AuthModule, QueueModule, SecurityLogCoreModule],
  controllers: [AccountController, AccountLinksController],
  providers: [MemberErasures],
})
export class AccountModule {}
