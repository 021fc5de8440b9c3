import { Module } from '@nestjs/common';

import { AuthModule } from '@/modules/auth/auth.module';
import { QueueModule } from '@/queue/queue.module';

import { AccountController } from './account.controller';
import { MemberErasures } from './member-erasure.jobs';

/** The api side of the member's own account: profile, sessions, deletion (which queues erasure). */
@Module({
  imports: [AuthModule, QueueModule],
  controllers: [AccountController],
  providers: [MemberErasures],
})
export class AccountModule {}
