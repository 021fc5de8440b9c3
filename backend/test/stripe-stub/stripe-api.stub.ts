import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

import { decodeStripeForm } from './stripe-form';
import {
  allowOnly,
  DAY_S,
  errorBody,
  type FormObject,
  id,
  INTERVAL_S,
  invalid,
  invoiceJson,
  missing,
  nowS,
  str,
  sessionJson,
  StripeFailure,
  type StubRequest,
  type StubSession,
  type StubSubscription,
  subscriptionJson,
} from './stripe-objects';
import { StripeStubState } from './stripe-stub.state';

/**
 * A small stand-in for the parts of Stripe's v1 API the Stripe adapter uses, modelled on Stripe's
 * documented API: form-encoded requests with bracketed keys, `Authorization: Bearer <secret key>`,
 * Idempotency-Key replays, JSON objects with Stripe's field names (subscription periods on the
 * items, an invoice's subscription under parent.subscription_details) and errors shaped
 * `{error: {type, code, message, param}}`. Endpoints: POST /v1/checkout/sessions,
 * GET|POST|DELETE /v1/subscriptions/:id, POST /v1/billing_portal/sessions, GET /v1/invoices.
 * Tests play Stripe's other side with completeCheckout, setSubscription and signedEvent.
 */
export { StripeFailure, type StubSubscription };

export class StripeApiStub extends StripeStubState {
  /** While set, every request is answered with it (e.g. 500 api_error) without touching state. */
  failure: StripeFailure | null = null;
  url = '';
  private readonly replays = new Map<string, { request: string; status: number; body: string }>();
  private readonly server = createServer(
    (request, response) => void this.handle(request, response),
  );

  async start(): Promise<void> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  async stop(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  /** What the adapter's settings must say to talk to this stub. */
  settings() {
    return {
      secretKey: this.secretKey,
      webhookSecret: this.webhookSecret,
      productId: this.productId,
      apiBaseUrl: this.url,
    };
  }

  requestsTo(method: string, path: string): StubRequest[] {
    return this.requests.filter((r) => r.method === method && r.path === path);
  }

  // --- HTTP ---

  private async handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const raw = Buffer.concat(chunks).toString('utf8');
    const url = new URL(request.url ?? '/', 'http://stub');
    const method = request.method ?? 'GET';
    // The library sends the parameters of a GET and of a DELETE in the query string.
    const inQuery = method === 'GET' || method === 'DELETE';
    const form = decodeStripeForm(inQuery ? url.search.slice(1) : raw);
    this.requests.push({ method, path: url.pathname, headers: request.headers, form });
    const send = (status: number, body: object, headers: Record<string, string> = {}) => {
      const text = JSON.stringify(body);
      response.writeHead(status, { 'content-type': 'application/json', ...headers });
      response.end(text);
      return text;
    };
    if (request.headers.authorization !== `Bearer ${this.secretKey}`) {
      send(
        401,
        errorBody(
          new StripeFailure(401, 'invalid_request_error', 'Invalid API Key provided: sk_test_****'),
        ),
      );
      return;
    }
    if (this.failure) {
      send(this.failure.status, errorBody(this.failure));
      return;
    }
    const key = request.headers['idempotency-key'];
    const replayKey = typeof key === 'string' && method === 'POST' ? key : undefined;
    const fingerprint = `${method} ${url.pathname} ${raw}`;
    const earlier = replayKey === undefined ? undefined : this.replays.get(replayKey);
    if (earlier) {
      if (earlier.request !== fingerprint) {
        send(
          400,
          errorBody(
            new StripeFailure(
              400,
              'idempotency_error',
              `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${replayKey}' if you meant to execute a different request.`,
            ),
          ),
        );
      } else {
        response.writeHead(earlier.status, {
          'content-type': 'application/json',
          'idempotent-replayed': 'true',
        });
        response.end(earlier.body);
      }
      return;
    }
    let status = 200;
    let body: object;
    try {
      body = this.route(method, url, form);
    } catch (error) {
      if (!(error instanceof StripeFailure)) throw error;
      status = error.status;
      body = errorBody(error);
    }
    const text = send(status, body, { 'request-id': id('req') });
    if (replayKey !== undefined)
      this.replays.set(replayKey, { request: fingerprint, status, body: text });
  }

  private route(method: string, url: URL, form: FormObject): object {
    const path = url.pathname;
    if (method === 'POST' && path === '/v1/checkout/sessions') return this.createSession(form);
    if (method === 'POST' && path === '/v1/billing_portal/sessions') return this.createPortal(form);
    if (method === 'GET' && path === '/v1/invoices') return this.listInvoices(form);
    const subscription = /^\/v1\/subscriptions\/([^/]+)$/.exec(path);
    if (subscription?.[1]) {
      const found = this.subscriptions.get(decodeURIComponent(subscription[1]));
      if (!found) throw missing('subscription', subscription[1]);
      if (method === 'GET') return subscriptionJson(found);
      if (method === 'POST') return this.updateSubscription(found, form);
      if (method === 'DELETE') return this.cancelSubscription(found, form);
    }
    throw new StripeFailure(
      404,
      'invalid_request_error',
      `Unrecognized request URL (${method}: ${path}).`,
    );
  }

  private createSession(form: FormObject): object {
    allowOnly(form, [
      'mode',
      'client_reference_id',
      'metadata',
      'line_items',
      'subscription_data',
      'customer',
      'customer_email',
      'locale',
      'success_url',
      'cancel_url',
      'expires_at',
    ]);
    if (form.mode !== 'subscription' && form.mode !== 'payment' && form.mode !== 'setup') {
      throw invalid('mode', 'Invalid mode: must be one of payment, setup, or subscription');
    }
    if (form.customer !== undefined && form.customer_email !== undefined) {
      throw invalid(
        'customer_email',
        'You may only specify one of these parameters: customer, customer_email.',
      );
    }
    const customer = str(form.customer);
    if (customer !== undefined && !this.customers.has(customer))
      throw missing('customer', customer, 'customer');
    const lines = form.line_items;
    if (!Array.isArray(lines) || lines.length === 0)
      throw invalid('line_items', 'Missing required param: line_items.', 'parameter_missing');
    const line = lines[0] as FormObject;
    const priceData = line.price_data as FormObject | undefined;
    if (!priceData)
      throw invalid('line_items[0][price]', 'You must specify either `price` or `price_data`.');
    this.price(priceData);
    if (
      form.mode === 'subscription' &&
      !(priceData.recurring as FormObject | undefined)?.interval
    ) {
      throw invalid(
        'line_items[0][price_data][recurring]',
        'You must provide at least one recurring price in `subscription` mode when using prices.',
      );
    }
    const trialDays = (form.subscription_data as FormObject | undefined)?.trial_period_days;
    if (trialDays !== undefined && !(Number(trialDays) >= 1)) {
      throw invalid(
        'subscription_data[trial_period_days]',
        'Trial period days must be at least 1.',
      );
    }
    const now = nowS();
    const expiresAt = form.expires_at === undefined ? now + DAY_S : Number(form.expires_at);
    if (expiresAt < now + 30 * 60 - 5 || expiresAt > now + DAY_S) {
      throw invalid(
        'expires_at',
        'The `expires_at` timestamp must be between 30 minutes and 24 hours from Checkout Session creation.',
      );
    }
    if (!str(form.success_url))
      throw invalid('success_url', 'Missing required param: success_url.', 'parameter_missing');
    const session: StubSession = {
      id: id('cs_test'),
      form,
      customer: customer ?? null,
      status: 'open',
      subscription: null,
      expiresAt,
      created: now,
    };
    this.sessions.set(session.id, session);
    return sessionJson(session);
  }

  private updateSubscription(subscription: StubSubscription, form: FormObject): object {
    allowOnly(form, [
      'cancel_at_period_end',
      'cancel_at',
      'items',
      'proration_behavior',
      'payment_behavior',
      'trial_end',
    ]);
    if (form.trial_end !== undefined) {
      // An existing subscription's trial set or moved: trialing until then, its period ending
      // then (the first charge), whatever its status was (active becomes trialing).
      const end = Number(form.trial_end);
      if (!Number.isInteger(end) || end <= nowS()) {
        throw invalid(
          'trial_end',
          'Invalid timestamp: must be an integer Unix timestamp in the future.',
        );
      }
      subscription.status = 'trialing';
      subscription.trialStart ??= nowS();
      subscription.trialEnd = end;
      subscription.periodEnd = end;
      if (subscription.cancelAtPeriodEnd) subscription.cancelAt = end;
    }
    if (form.cancel_at_period_end !== undefined && form.cancel_at !== undefined) {
      throw invalid(
        'cancel_at',
        'You may only specify one of these parameters: cancel_at, cancel_at_period_end.',
      );
    }
    if (form.cancel_at_period_end !== undefined) {
      // cancel_at mirrors a period-end cancellation; a date set on its own (cancel_at) is kept
      // when cancel_at_period_end is turned off, so the adapter must clear it itself.
      const own =
        subscription.cancelAt !== null && subscription.cancelAt !== subscription.periodEnd;
      subscription.cancelAtPeriodEnd = form.cancel_at_period_end === 'true';
      if (subscription.cancelAtPeriodEnd) subscription.cancelAt = subscription.periodEnd;
      else if (!own) subscription.cancelAt = null;
    }
    if (form.cancel_at !== undefined) {
      subscription.cancelAt = form.cancel_at === '' ? null : Number(form.cancel_at);
      subscription.cancelAtPeriodEnd = false;
    }
    const items = form.items;
    if (Array.isArray(items) && items[0]) {
      const item = items[0] as FormObject;
      if (item.id !== subscription.itemId)
        throw missing('subscription_item', str(item.id) ?? '', 'items[0][id]');
      const price = this.price(item.price_data as FormObject);
      if (price.interval !== subscription.price.interval) {
        // A new interval starts a new period now; always_invoice bills it at once.
        const now = nowS();
        subscription.periodStart = now;
        subscription.periodEnd = subscription.trialEnd ?? now + INTERVAL_S[price.interval]!;
        if (subscription.status !== 'trialing')
          this.addInvoice(subscription, price.unit_amount, 'paid');
      }
      subscription.price = price;
    }
    return subscriptionJson(subscription);
  }

  /**
   * DELETE /v1/subscriptions/:id: canceled now (Stripe's defaults: no proration, no final
   * invoice). Stripe takes a canceled subscription for a deleted one here: a second cancellation
   * is 404 resource_missing, while GET still returns it.
   */
  private cancelSubscription(subscription: StubSubscription, form: FormObject): object {
    allowOnly(form, ['cancellation_details', 'invoice_now', 'prorate']);
    const details = form.cancellation_details;
    if (details !== undefined) {
      allowOnly(details as FormObject, ['comment', 'feedback']);
    }
    if (subscription.status === 'canceled' || subscription.status === 'incomplete_expired') {
      throw missing('subscription', subscription.id);
    }
    const now = nowS();
    Object.assign(subscription, {
      status: 'canceled',
      canceledAt: now,
      endedAt: now,
      cancelAtPeriodEnd: false,
      cancelAt: null,
    } satisfies Partial<StubSubscription>);
    return subscriptionJson(subscription);
  }

  private createPortal(form: FormObject): object {
    allowOnly(form, ['customer', 'return_url', 'locale']);
    const customer = str(form.customer);
    if (!customer || !this.customers.has(customer))
      throw missing('customer', customer ?? '', 'customer');
    const sessionId = id('bps');
    return {
      id: sessionId,
      object: 'billing_portal.session',
      customer,
      locale: form.locale ?? null,
      return_url: form.return_url ?? null,
      url: `https://billing.stripe.com/p/session/test_${sessionId}`,
      created: nowS(),
      livemode: false,
    };
  }

  private listInvoices(form: FormObject): object {
    const limit = Number(form.limit ?? 10);
    if (!(limit >= 1 && limit <= 100))
      throw invalid('limit', 'This value must be less than or equal to 100.');
    const data = this.invoices
      .filter((invoice) => form.customer === undefined || invoice.customer === form.customer)
      .sort((a, b) => b.created - a.created)
      .slice(0, limit)
      .map((invoice) => invoiceJson(invoice));
    return { object: 'list', data, has_more: false, url: '/v1/invoices' };
  }
}
