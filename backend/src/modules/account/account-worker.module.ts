import { Module } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';

import { SecurityLogCoreModule } from '@/modules/security-log/security-log.module';
import { QueueModule } from '@/queue/queue.module';

import { MemberErasureProcessor } from './member-erasure.processor';
import { SecondFactorMemberEraser } from './second-factor-member.eraser';
import { SecurityLogMemberEraser } from './security-log-member.eraser';

/**
 * The worker side of accounts: the `member-erasure` processor, which runs every @MemberEraser()
 * provider of the modules the worker imports (member-eraser.port.ts).
 */
@Module({
  imports: [DiscoveryModule, QueueModule, SecurityLogCoreModule],
  providers: [MemberErasureProcessor, SecondFactorMemberEraser, SecurityLogMemberEraser],
})
export class AccountWorkerModule {}
