import { PaymentSignatureError } from '../payment-provider.port';
import { parseSandboxEvent, toPaymentEvent, toSubscriptionStatus } from './sandbox-events';
import { addInterval, SandboxLinks } from './sandbox-links';

const event = (type: string, object: Record<string, unknown>) =>
  parseSandboxEvent(
    Buffer.from(JSON.stringify({ id: 'evt_sb_1', type, created: 1, data: { object } })),
  );

describe('sandbox events onto billing events', () => {
  const checkout = { id: 'cs_sb_1', client_reference_id: 'ours-1', customer: 'cus_sb_1' };

  it('maps every type billing acts on', () => {
    expect(
      toPaymentEvent(event('checkout.completed', { ...checkout, subscription: 'sub_sb_1' })),
    ).toEqual({
      kind: 'checkout.completed',
      checkoutId: 'ours-1',
      subscriptionId: 'sub_sb_1',
      customerId: 'cus_sb_1',
    });
    expect(
      toPaymentEvent(
        event('checkout.failed', { ...checkout, failure_reason: 'authentication_failed' }),
      ),
    ).toEqual({ kind: 'checkout.failed', checkoutId: 'ours-1', reason: 'authentication_failed' });
    expect(
      toPaymentEvent(event('checkout.failed', { ...checkout, failure_reason: 'declined' })),
    ).toEqual({
      kind: 'checkout.failed',
      checkoutId: 'ours-1',
      reason: 'declined',
    });
    expect(toPaymentEvent(event('checkout.expired', checkout))).toEqual({
      kind: 'checkout.expired',
      checkoutId: 'ours-1',
    });
    expect(
      toPaymentEvent(event('subscription.updated', { id: 'sub_sb_1', status: 'active' })),
    ).toEqual({
      kind: 'subscription.changed',
      subscriptionId: 'sub_sb_1',
    });
    const invoice = { id: 'in_sb_1', subscription: 'sub_sb_1', hosted_invoice_url: 'https://x/in' };
    expect(toPaymentEvent(event('invoice.paid', invoice))).toEqual({
      kind: 'invoice.paid',
      subscriptionId: 'sub_sb_1',
      invoiceId: 'in_sb_1',
    });
    expect(toPaymentEvent(event('invoice.payment_failed', invoice))).toEqual({
      kind: 'invoice.payment_failed',
      subscriptionId: 'sub_sb_1',
      invoiceId: 'in_sb_1',
      fixUrl: 'https://x/in',
    });
    expect(toPaymentEvent(event('trial.will_end', { id: 'sub_sb_1' }))).toEqual({
      kind: 'trial.will_end',
      subscriptionId: 'sub_sb_1',
    });
  });

  it('ignores any other type, and refuses a body that is not an event', () => {
    expect(toPaymentEvent(event('customer.updated', { id: 'cus_sb_1' }))).toEqual({
      kind: 'ignored',
    });
    expect(() => parseSandboxEvent(Buffer.from('not json'))).toThrow(PaymentSignatureError);
    expect(() => parseSandboxEvent(Buffer.from('{"id":"x","type":"a"}'))).toThrow(
      PaymentSignatureError,
    );
    expect(() => toPaymentEvent(event('checkout.completed', { id: 'cs' }))).toThrow(
      PaymentSignatureError,
    );
  });
});

describe('sandbox subscription states onto ours', () => {
  it('follows the port: cancel at period end → canceled, the provider’s canceled → expired', () => {
    expect(toSubscriptionStatus('trialing', false)).toBe('trialing');
    expect(toSubscriptionStatus('active', false)).toBe('active');
    expect(toSubscriptionStatus('active', true)).toBe('canceled');
    expect(toSubscriptionStatus('trialing', true)).toBe('canceled');
    expect(toSubscriptionStatus('past_due', false)).toBe('past_due');
    expect(toSubscriptionStatus('canceled', false)).toBe('expired');
    expect(toSubscriptionStatus('canceled', true)).toBe('expired');
  });
});

describe('sandbox periods and portal links', () => {
  it('adds calendar months in UTC, clamping to the month end', () => {
    expect(addInterval(new Date('2026-01-31T10:00:00Z'), 'month').toISOString()).toBe(
      '2026-02-28T10:00:00.000Z',
    );
    expect(addInterval(new Date('2026-03-15T00:00:00Z'), 'month').toISOString()).toBe(
      '2026-04-15T00:00:00.000Z',
    );
    expect(addInterval(new Date('2028-02-29T00:00:00Z'), 'year').toISOString()).toBe(
      '2029-02-28T00:00:00.000Z',
    );
  });

  it('signs portal sessions: an altered or expired one is refused', () => {
    const links = new SandboxLinks('https://site.test', 'secret-secret-secret');
    const session = {
      customerId: 'cus_sb_1',
      returnUrl: 'https://site.test/x',
      locale: 'fr' as const,
      expiresAt: 2000,
    };
    const token = links.signPortal(session);
    expect(links.readPortal(token, new Date(1000))).toEqual(session);
    expect(links.readPortal(token, new Date(2000))).toBeUndefined();
    const forged = links.signPortal({ ...session, customerId: 'cus_sb_2' }).split('.')[0];
    expect(links.readPortal(`${forged}.${token.split('.')[1]}`, new Date(1000))).toBeUndefined();
    expect(
      new SandboxLinks('https://site.test', 'another-secret-xx').readPortal(token, new Date(1000)),
    ).toBeUndefined();
  });
});
