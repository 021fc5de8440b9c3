// Billing integration tests: the real api (AppModule, Postgres, Redis, HTTP) with a small test-only
// payment provider behind the port. It keeps its subscriptions in memory, signs its events like a
// provider (HMAC-SHA256 over `${t}.${body}`, 300 s tolerance) and answers read-backs with its state:
// what the tests are about is the billing service and routes, not an adapter.
import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import type { AddressInfo } from 'node:net';

import type { NestExpressApplication } from '@nestjs/platform-express';
import { Test } from '@nestjs/testing';
import type { InvoiceView, SubscriptionStatus } from '@tickrelay/contracts/billing/billing';
import { dropDatabase } from '@tickrelay/testing/database/database-reset';
import { type AgentOptions, ApiAgent } from '@tickrelay/testing/http/api-agent';
import { mailQueueSource } from '@tickrelay/testing/mail/mail-sources';
import { Mailbox } from '@tickrelay/testing/mail/mailbox';
import { Pool } from 'pg';

import { AppModule } from '../src/app.module';
import { API_APP_OPTIONS, configureApiApp } from '../src/create-api-app';
import { databaseNameOf, withDatabaseName } from '../src/database/database.connection';
import {
  type CheckoutInput,
  type CreatedCheckout,
  PAYMENT_PROVIDER,
  type PaymentEvent,
  type PaymentProvider,
  PaymentProviderUnavailableError,
  PaymentSignatureError,
  type PlanPriceRef,
  type ProviderSubscription,
  type VerifiedEvent,
  WEBHOOK_TOLERANCE_S,
} from '../src/modules/billing/payment-provider.port';
import { testConfig } from './support/api-app';
import { migrate } from './support/test-database';

const SECRET = 'test-provider-secret';
export const SIGNATURE_HEADER = 'test-signature';
const DAY = 24 * 3600 * 1000;

/** The body of a test provider event: our normalised event under the provider's own type name. */
interface TestEventBody {
  id: string;
  type: string;
  created: number;
  data: PaymentEvent;
}

export class TestPaymentProvider implements PaymentProvider {
  readonly name = 'sandbox' as const;
  readonly subscriptions = new Map<string, ProviderSubscription>();
  readonly checkouts = new Map<string, CheckoutInput>();
  down = false;

  private up(): void {
    if (this.down) throw new PaymentProviderUnavailableError(new Error('test provider is down'));
  }

  createCheckout(input: CheckoutInput): Promise<CreatedCheckout> {
    this.up();
    const id = `cs_${randomUUID()}`;
    this.checkouts.set(id, input);
    return Promise.resolve({
      providerCheckoutId: id,
      url: `https://pay.test/checkout/${id}`,
      expiresAt: new Date(Date.now() + 3600_000),
    });
  }

  /** What the provider does when the member pays: a subscription exists. */
  pay(providerCheckoutId: string, now = new Date()): ProviderSubscription {
    const input = this.checkouts.get(providerCheckoutId);
    if (!input) throw new Error(`no checkout ${providerCheckoutId}`);
    const trialEnd = input.trialDays > 0 ? new Date(now.getTime() + input.trialDays * DAY) : null;
    const subscription: ProviderSubscription = {
      id: `sub_${randomUUID()}`,
      customerId: input.customerId ?? `cus_${input.userId}`,
      status: trialEnd ? 'trialing' : 'active',
      price: input.price,
      trialEnd,
      currentPeriodEnd: trialEnd ?? new Date(now.getTime() + 30 * DAY),
      cancelAtPeriodEnd: false,
      userId: input.userId,
      checkoutId: input.checkoutId,
    };
    this.subscriptions.set(subscription.id, subscription);
    return subscription;
  }

  update(id: string, changes: Partial<ProviderSubscription>): ProviderSubscription {
    const current = this.subscriptions.get(id);
    if (!current) throw new Error(`no subscription ${id}`);
    const next = { ...current, ...changes };
    this.subscriptions.set(id, next);
    return next;
  }

  verifyEvent(
    rawBody: Buffer,
    headers: Readonly<Record<string, string | undefined>>,
  ): VerifiedEvent {
    const header = headers[SIGNATURE_HEADER] ?? '';
    const parts: Record<string, string | undefined> = Object.fromEntries(
      header.split(',').map((part) => part.split('=', 2) as [string, string]),
    );
    const t = Number(parts.t);
    const signature = Buffer.from(String(parts.v1 ?? ''), 'hex');
    const expected = createHmac('sha256', SECRET)
      .update(`${t}.${rawBody.toString('utf8')}`)
      .digest();
    if (signature.length !== expected.length || !timingSafeEqual(signature, expected)) {
      throw new PaymentSignatureError('signature mismatch');
    }
    if (!Number.isFinite(t) || Math.abs(Date.now() / 1000 - t) > WEBHOOK_TOLERANCE_S) {
      throw new PaymentSignatureError('timestamp outside the tolerance');
    }
    const body = JSON.parse(rawBody.toString('utf8')) as TestEventBody;
    return {
      id: body.id,
      type: body.type,
      createdAt: new Date(body.created * 1000),
      event: body.data,
    };
  }

  getSubscription(id: string): Promise<ProviderSubscription> {
    this.up();
    const found = this.subscriptions.get(id);
    if (!found) return Promise.reject(new Error(`no subscription ${id}`));
    return Promise.resolve(found);
  }

  setCancelAtPeriodEnd(id: string, cancel: boolean): Promise<ProviderSubscription> {
    this.up();
    const current = this.subscriptions.get(id);
    if (!current) return Promise.reject(new Error(`no subscription ${id}`));
    const live: SubscriptionStatus =
      current.trialEnd && current.trialEnd > new Date() ? 'trialing' : 'active';
    return Promise.resolve(
      this.update(id, { cancelAtPeriodEnd: cancel, status: cancel ? 'canceled' : live }),
    );
  }

  extendFreeUntil(id: string, until: Date): Promise<ProviderSubscription> {
    this.up();
    return Promise.resolve(
      this.update(id, { status: 'trialing', trialEnd: until, currentPeriodEnd: until }),
    );
  }

  cancelNow(id: string): Promise<ProviderSubscription> {
    this.up();
    if (!this.subscriptions.has(id)) return Promise.reject(new Error(`no subscription ${id}`));
    return Promise.resolve(this.update(id, { status: 'expired', cancelAtPeriodEnd: false }));
  }

  changePlan(id: string, price: PlanPriceRef): Promise<ProviderSubscription> {
    this.up();
    return Promise.resolve(this.update(id, { price }));
  }

  createPortalSession(customerId: string, returnUrl: string): Promise<string> {
    this.up();
    return Promise.resolve(
      `https://pay.test/portal/${customerId}?return=${encodeURIComponent(returnUrl)}`,
    );
  }

  listInvoices(customerId: string): Promise<InvoiceView[]> {
    this.up();
    return Promise.resolve([
      {
        id: `in_${customerId}`,
        number: 'T-0001',
        status: 'paid',
        amount: 4900,
        currency: 'usd',
        createdAt: new Date().toISOString(),
        hostedUrl: `https://pay.test/invoices/in_${customerId}`,
        pdfUrl: null,
      },
    ]);
  }
}

/** A signed delivery of one event, as the provider would POST it. */
export function signedEvent(
  data: PaymentEvent,
  options: { id?: string; type?: string; timestamp?: number } = {},
): { body: string; headers: Record<string, string> } {
  const t = options.timestamp ?? Math.floor(Date.now() / 1000);
  const body = JSON.stringify({
    id: options.id ?? `evt_${randomUUID()}`,
    type: options.type ?? data.kind,
    created: t,
    data,
  } satisfies TestEventBody);
  const v1 = createHmac('sha256', SECRET).update(`${t}.${body}`).digest('hex');
  return { body, headers: { [SIGNATURE_HEADER]: `t=${t},v1=${v1}` } };
}

export interface BillingTestApi {
  app: NestExpressApplication;
  url: string;
  provider: TestPaymentProvider;
  mail: Mailbox;
  db: Pool;
  prefix: string;
  agent(options?: AgentOptions): ApiAgent;
  /** POSTs a raw body to the webhook route, as the provider does (no cookies, no Origin). */
  deliver(delivery: { body: string; headers: Record<string, string> }): Promise<Response>;
  close(): Promise<void>;
}

/**
 * The billing suites' own database (migrated like the shared one): the expiry sweep reads every
 * subscription, and the mail outbox is relayed by any process connected to a database, so sharing
 * tickrelay_test with other suites (or a process another run left behind) would mix them up. Named
 * after the jest worker's database, so two workers never drop each other's.
 */
const billingDatabaseName = (): string => `${databaseNameOf(testConfig().databaseUrl)}_billing`;
/** Dropped and migrated afresh once per test file (jest gives each file its own modules). */
let prepared: Promise<string> | undefined;

function billingDatabase(): Promise<string> {
  prepared ??= (async () => {
    const url = withDatabaseName(testConfig().databaseUrl, billingDatabaseName());
    await dropDatabase(url);
    await migrate(url);
    return url;
  })();
  return prepared;
}

/**
 * The real api with the test provider behind PAYMENT_PROVIDER, its own queue prefix (mail jobs,
 * rate-limit counters, the test clock's offset) and a mailbox reading the mail jobs it queues.
 */
export async function startBillingApi(
  env: NodeJS.ProcessEnv = {},
  shared?: { provider: TestPaymentProvider; prefix: string },
): Promise<BillingTestApi> {
  const prefix = shared?.prefix ?? `tickrelay-billing-${randomUUID().slice(0, 8)}`;
  const provider = shared?.provider ?? new TestPaymentProvider();
  const databaseUrl = await billingDatabase();
  const config = testConfig({ QUEUE_PREFIX: prefix, DATABASE_URL: databaseUrl, ...env });
  const moduleRef = await Test.createTestingModule({ imports: [AppModule.forRoot(config)] })
    .overrideProvider(PAYMENT_PROVIDER)
    .useValue(provider)
    .compile();
  const app = moduleRef.createNestApplication<NestExpressApplication>(API_APP_OPTIONS);
  configureApiApp(app, config);
  await app.listen(0, '127.0.0.1');
  const { port } = app.getHttpServer().address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;
  const mail = new Mailbox(mailQueueSource(config.redisUrl, prefix));
  const db = new Pool({ connectionString: config.databaseUrl, max: 2 });
  return {
    app,
    url,
    provider,
    mail,
    db,
    prefix,
    agent: (options) => new ApiAgent(url, options),
    deliver: ({ body, headers }) =>
      fetch(`${url}/api/payments/webhook`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body,
      }),
    close: async () => {
      await mail.close();
      await db.end();
      await app.close();
    },
  };
}
