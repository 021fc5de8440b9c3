import { type DynamicModule, Module, type Provider } from '@nestjs/common';

import { ClockModule } from '@/common/clock/clock.module';
import { EntitlementCache } from '@/common/entitlement/entitlement-cache';
import { AppConfig } from '@/config/app-config';
import { MailOutboxModule } from '@/modules/mail/mail-outbox.module';

import { BillingEntitlement } from './billing-entitlement';
import { BillingExpiry } from './billing-expiry.service';
import { BillingMails } from './billing-mails';
import { BillingSettlement } from './billing-settlement.service';
import { BillingRepository } from './billing.repository';
import { CheckoutsRepository } from './checkouts.repository';
import { PAYMENT_PROVIDER, type PaymentProvider } from './payment-provider.port';
import { SandboxPaymentProvider } from './sandbox/sandbox-payment.provider';
import { SandboxPaymentsModule } from './sandbox/sandbox-payments.module';
import { stripePaymentProviderFactory } from './stripe/stripe-payment.provider';
import { TrialGrants } from './trial-grants';

const CORE: Provider[] = [
  BillingRepository,
  CheckoutsRepository,
  BillingMails,
  BillingSettlement,
  BillingEntitlement,
  BillingExpiry,
  TrialGrants,
  EntitlementCache,
];

const EXPORTS = [
  PAYMENT_PROVIDER,
  BillingRepository,
  CheckoutsRepository,
  BillingMails,
  BillingSettlement,
  BillingEntitlement,
  BillingExpiry,
  TrialGrants,
];

/**
 * What the api and the worker share: the payment port's adapter (PAYMENT_PROVIDER, chosen by
 * PAYMENT_PROVIDER=sandbox|stripe), the repositories, settlement (provider state → our rows,
 * history, mails), entitlement and the expiry sweeps.
 */
@Module({})
export class BillingCoreModule {
  /** The api: the sandbox's module (its hosted pages, the clock route) only when it is the provider. */
  static forApi(config: AppConfig): DynamicModule {
    const sandbox = config.billing.provider === 'sandbox';
    return {
      module: BillingCoreModule,
      // ClockModule here, not only through the sandbox's module: billing reads the clock with
      // PAYMENT_PROVIDER=stripe too.
      imports: [MailOutboxModule, ClockModule, ...(sandbox ? [SandboxPaymentsModule] : [])],
      providers: [
        ...CORE,
        sandbox
          ? { provide: PAYMENT_PROVIDER, useExisting: SandboxPaymentProvider }
          : {
              provide: PAYMENT_PROVIDER,
              inject: [AppConfig],
              useFactory: stripePaymentProviderFactory,
            },
      ],
      exports: EXPORTS,
    };
  }

  /**
   * The worker (its own feature list knows no configuration): it serves no HTTP, so the sandbox
   * module's pages are inert there; the adapter is picked when the worker starts.
   */
  static forWorker(): DynamicModule {
    return {
      module: BillingCoreModule,
      imports: [MailOutboxModule, ClockModule, SandboxPaymentsModule],
      providers: [
        ...CORE,
        {
          provide: PAYMENT_PROVIDER,
          inject: [AppConfig, SandboxPaymentProvider],
          useFactory: (config: AppConfig, sandbox: SandboxPaymentProvider): PaymentProvider =>
            config.billing.provider === 'stripe' ? stripePaymentProviderFactory(config) : sandbox,
        },
      ],
      exports: EXPORTS,
    };
  }
}
