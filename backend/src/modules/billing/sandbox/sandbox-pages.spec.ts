import { checkoutPage } from './sandbox-checkout.page';
import { invoicePage } from './sandbox-invoice.page';
import { renderInvoicePdf } from './sandbox-invoice.pdf';
import type { SandboxCheckout, SandboxInvoice } from './sandbox.tables';

const now = new Date('2026-03-10T12:00:00Z');
const checkout: SandboxCheckout = {
  id: 'cs_sb_1',
  client_reference_id: 'ours',
  customer_id: 'cus_sb_1',
  user_id: null,
  plan: 'monthly',
  interval: 'month',
  currency: 'eur',
  amount: 4500,
  trial_days: 7,
  locale: 'fr',
  success_url: 'https://site.test/ok?a=1&b=<x>',
  cancel_url: 'https://site.test/ko',
  status: 'open',
  form_token: 'tok"en',
  subscription_id: null,
  expires_at: new Date(now.getTime() + 30 * 60_000),
  created_at: now,
  completed_at: null,
};

describe('sandbox pages', () => {
  it('renders an open checkout with its three buttons, escaped', () => {
    const html = checkoutPage(checkout, '/api/payments/sandbox/checkout/cs_sb_1', now);
    expect(html).toContain('<html lang="fr">');
    expect(html).toContain('value="tok&quot;en"');
    expect(html).toMatch(/45,00\s€ par mois/);
    expect(html).toContain('17 mars 2026');
    expect(html.match(/name="action"/g)).toHaveLength(3);
  });

  it('renders a finished checkout with the way back, escaped', () => {
    const html = checkoutPage({ ...checkout, status: 'complete', locale: 'en' }, '/x', now);
    expect(html).toContain('This checkout is paid.');
    expect(html).toContain('href="https://site.test/ok?a=1&amp;b=&lt;x&gt;"');
    expect(html).not.toContain('name="action"');
  });

  const invoice: SandboxInvoice = {
    id: 'in_sb_1',
    number: 'SB-000001',
    customer_id: 'cus_sb_1',
    subscription_id: 'sub_sb_1',
    status: 'open',
    amount: 45000,
    currency: 'eur',
    plan: 'yearly',
    locale: 'fr',
    period_start: now,
    period_end: new Date('2027-03-10T12:00:00Z'),
    attempt_count: 1,
    created_at: now,
    paid_at: null,
  };

  it('renders the hosted invoice with Pay now while it is open, and a real PDF', async () => {
    const html = invoicePage(invoice, { pay: '/pay', pdf: '/pdf' });
    expect(html).toContain('Facture SB-000001');
    expect(html).toContain('Payer maintenant');
    expect(invoicePage({ ...invoice, status: 'paid' }, { pay: '/pay', pdf: '/pdf' })).not.toContain(
      'Payer maintenant',
    );
    const pdf = await renderInvoicePdf(invoice, 'member@site.test');
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.length).toBeGreaterThan(1000);
  });
});
