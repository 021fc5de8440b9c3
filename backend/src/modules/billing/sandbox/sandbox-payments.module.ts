import { Module, type Provider } from '@nestjs/common';

import { ClockModule } from '@/common/clock/clock.module';
import { AppConfig } from '@/config/app-config';
import { QueueModule } from '@/queue/queue.module';

import { SandboxCheckoutService } from './sandbox-checkout.service';
import { SandboxClockController } from './sandbox-clock.controller';
import { SandboxCycleScheduler } from './sandbox-cycle.scheduler';
import { SandboxCycle } from './sandbox-cycle.service';
import { SandboxEventDelivery } from './sandbox-event.delivery';
import { SandboxEventPublisher } from './sandbox-event.publisher';
import { SandboxLedger } from './sandbox-ledger.service';
import { SandboxLinks } from './sandbox-links';
import { SandboxPagesController } from './sandbox-pages.controller';
import { SandboxPaymentProvider } from './sandbox-payment.provider';
import { SandboxPortalPages } from './sandbox-portal.pages';
import { SandboxSubscriptionsRepository } from './sandbox-subscriptions.repository';
import { SandboxTestClock } from './sandbox-test-clock.service';
import { SandboxProcessor } from './sandbox.processor';
import { SandboxRepository } from './sandbox.repository';

/** What the api and the worker both run of the sandbox: its books, rules, events and cycle. */
const SANDBOX_CORE: Provider[] = [
  SandboxRepository,
  SandboxSubscriptionsRepository,
  SandboxEventPublisher,
  SandboxLedger,
  SandboxCheckoutService,
  SandboxCycle,
  {
    provide: SandboxLinks,
    inject: [AppConfig],
    useFactory: (config: AppConfig) =>
      new SandboxLinks(config.publicUrl, config.billing.sandbox.webhookSecret),
  },
];

/**
 * The api side of PAYMENT_PROVIDER=sandbox, imported by the billing module only then: the
 * PaymentProvider (SandboxPaymentProvider; billing binds PAYMENT_PROVIDER to it), the hosted
 * checkout, portal and invoice pages, and the test clock route.
 */
@Module({
  imports: [QueueModule, ClockModule],
  controllers: [SandboxPagesController, SandboxClockController],
  providers: [...SANDBOX_CORE, SandboxPaymentProvider, SandboxPortalPages, SandboxTestClock],
  exports: [SandboxPaymentProvider],
})
export class SandboxPaymentsModule {}

/**
 * The worker side: the `payments-sandbox` queue's processor (event deliveries, the cycle) and the
 * cycle's schedule (only with PAYMENT_PROVIDER=sandbox). The processor is always there: the
 * worker refuses to start while a registered job has no handler.
 */
@Module({
  imports: [QueueModule, ClockModule],
  providers: [...SANDBOX_CORE, SandboxEventDelivery, SandboxProcessor, SandboxCycleScheduler],
})
export class SandboxWorkerModule {}
