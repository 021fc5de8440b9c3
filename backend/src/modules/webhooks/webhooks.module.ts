import { Module } from '@nestjs/common';

import { ClockModule } from '@/common/clock/clock.module';
import { EntitlementCache } from '@/common/entitlement/entitlement-cache';
import { MemberSuspensionCache } from '@/common/entitlement/member-suspension-cache';
import { AttemptCounter } from '@/common/guards/attempt-counter';
import { HotRouteModule } from '@/common/hot-route/hot-route.module';
import { AppConfig } from '@/config/app-config';
import { SecurityLogCoreModule } from '@/modules/security-log/security-log.module';
import { QueueModule } from '@/queue/queue.module';

import { TestAlertSigner } from './test-alert-signature';
import { WebhookCacheStore } from './webhook-cache.store';
import { WebhookCacheWarmer } from './webhook-cache.warmer';
import { WebhookEntitlements } from './webhook-entitlements';
import { WebhookReceiverRoute } from './webhook-receiver.route';
import { WebhookRotationLimits } from './webhook-rotation-limits';
import { WebhookSettingsModule } from './webhook-settings.module';
import { WebhookTestAlertService } from './webhook-test-alert.service';
import { WebhookTokenSealer } from './webhook-token-sealer';
import { WebhookTokenResolver } from './webhook-token.resolver';
import { WebhooksController } from './webhooks.controller';
import { WebhooksRepository } from './webhooks.repository';
import { WebhooksService } from './webhooks.service';

/**
 * The api side of members' webhooks: the receiver POST /api/hooks/:token (hot route), the
 * member's endpoints under /api/webhook, and the token cache (memory, Redis) they share.
 */
@Module({
  imports: [HotRouteModule, QueueModule, ClockModule, WebhookSettingsModule, SecurityLogCoreModule],
  controllers: [WebhooksController],
  providers: [
    {
      provide: WebhookTokenSealer,
      inject: [AppConfig],
      useFactory: (config: AppConfig) => new WebhookTokenSealer(config.webhooks.tokenKeys),
    },
    {
      provide: TestAlertSigner,
      inject: [AppConfig],
      useFactory: (config: AppConfig) => new TestAlertSigner(config.webhooks.tokenKeys),
    },
    WebhooksRepository,
    AttemptCounter,
    EntitlementCache,
    MemberSuspensionCache,
    WebhookEntitlements,
    WebhookRotationLimits,
    WebhookCacheStore,
    WebhookCacheWarmer,
    WebhookTokenResolver,
    WebhooksService,
    WebhookTestAlertService,
    WebhookReceiverRoute,
  ],
  exports: [WebhookSettingsModule, WebhooksService],
})
export class WebhooksModule {}
