import { Module } from '@nestjs/common';

import { ClockModule } from '@/common/clock/clock.module';
import { EntitlementCache } from '@/common/entitlement/entitlement-cache';
import { MemberSuspensionCache } from '@/common/entitlement/member-suspension-cache';

import { WebhookCacheStore } from './webhook-cache.store';
import { WebhooksDataExportSection } from './webhooks-data-export.section';
import { WebhooksMaintenanceTasks } from './webhooks-maintenance.tasks';
import { WebhooksMemberEraser } from './webhooks-member.eraser';
import { WebhooksRepository } from './webhooks.repository';

/**
 * The worker side of webhooks: the member eraser (a deleted account's URLs stop, on every api
 * replica, and their rows go) and the hourly pruning of ended URLs. No route, no token cache of
 * its own: only the Redis copy it writes.
 */
@Module({
  imports: [ClockModule],
  providers: [
    WebhooksRepository,
    EntitlementCache,
    MemberSuspensionCache,
    WebhookCacheStore,
    WebhooksMemberEraser,
    WebhooksDataExportSection,
    WebhooksMaintenanceTasks,
  ],
})
export class WebhooksWorkerModule {}
