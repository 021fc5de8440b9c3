import { Module } from '@nestjs/common';

import { MemberSuspensionCache } from '@/common/entitlement/member-suspension-cache';
import { OPERATOR_CHECKER } from '@/common/guards/operator-checker';
import { AuthModule } from '@/modules/auth/auth.module';
import { WebhooksModule } from '@/modules/webhooks/webhooks.module';

import { OperatorInsightsRepository } from './operator-insights.repository';
import { OperatorMembersRepository } from './operator-members.repository';
import { OperatorMembersService } from './operator-members.service';
import { OperatorQueuesService } from './operator-queues.service';
import { OperatorRoles } from './operator-roles';
import { OperatorSuspensionsSync } from './operator-suspensions.sync';
import { OperatorSystemController } from './operator-system.controller';
import { OperatorController } from './operator.controller';
import { OperatorRepository } from './operator.repository';

/**
 * The api side of the operator console (issue 26): the OperatorChecker behind @Operator(), the
 * members page and its actions, the audit log, and the suspensions' Redis copy the webhook
 * receiver reads.
 */
@Module({
  imports: [AuthModule, WebhooksModule],
  controllers: [OperatorController, OperatorSystemController],
  providers: [
    OperatorRepository,
    OperatorMembersRepository,
    OperatorMembersService,
    OperatorInsightsRepository,
    OperatorQueuesService,
    OperatorRoles,
    OperatorSuspensionsSync,
    MemberSuspensionCache,
    { provide: OPERATOR_CHECKER, useExisting: OperatorRoles },
  ],
})
export class OperatorModule {}
