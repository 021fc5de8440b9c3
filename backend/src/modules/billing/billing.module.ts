import { type DynamicModule, Module } from '@nestjs/common';

import { MEMBERSHIP_CHECKER } from '@/common/guards/membership-checker';
import type { AppConfig } from '@/config/app-config';

import { BillingCoreModule } from './billing-core.module';
import { BillingEntitlement } from './billing-entitlement';
import { BillingExpiry } from './billing-expiry.service';
import { BillingOperatorActions } from './billing-operator.actions';
import { BillingController } from './billing.controller';
import { BillingService } from './billing.service';
import { CheckoutEventsController } from './checkout-events.controller';
import { CheckoutUpdates } from './checkout-updates';
import { PaymentWebhookController } from './payment-webhook.controller';
import { PaymentWebhookService } from './payment-webhook.service';
import {
  AFTER_TEST_CLOCK_ADVANCE,
  type AfterTestClockAdvance,
} from './sandbox/sandbox-test-clock.service';

/**
 * The api side of membership: plans, the member's subscription and checkouts (with their live
 * stream), the payment webhook, and the MembershipChecker behind @Member().
 */
@Module({})
export class BillingModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: BillingModule,
      imports: [BillingCoreModule.forApi(config)],
      controllers: [BillingController, CheckoutEventsController, PaymentWebhookController],
      // The operator console's subscription actions (modules/operator).
      exports: [BillingOperatorActions],
      providers: [
        BillingService,
        BillingOperatorActions,
        PaymentWebhookService,
        CheckoutUpdates,
        { provide: MEMBERSHIP_CHECKER, useExisting: BillingEntitlement },
        // The sandbox's test-clock route runs billing's sweeps once the clock has moved.
        {
          provide: AFTER_TEST_CLOCK_ADVANCE,
          inject: [BillingExpiry],
          useFactory:
            (expiry: BillingExpiry): AfterTestClockAdvance =>
            async () => ({ expiry: await expiry.expire(), reminders: await expiry.remindTrials() }),
        },
      ],
    };
  }
}
