import { BILLING_MAIL_MESSAGES } from './billing-mail.messages';
import { renderBillingMail } from './billing-mail.templates';

const base = { to: 'ada@example.com', displayName: 'Ada', plan: 'monthly' as const };

describe('billing mail templates', () => {
  it('renders the receipt in English and French with amount, period end and links', () => {
    const job = {
      ...base,
      paidAt: '2026-03-01T10:00:00.000Z',
      periodEnd: '2026-04-01T10:00:00.000Z',
      invoiceLink: 'https://pay.example/invoices/in_1',
      manageLink: 'https://tickrelay.example/membership/subscription',
    };
    const en = renderBillingMail('payment-receipt', {
      ...job,
      locale: 'en',
      currency: 'usd',
      amount: 4900,
    });
    expect(en.subject).toBe('Your TickRelay payment receipt');
    expect(en.text).toContain('Hello Ada,');
    expect(en.text).toContain('$49.00 for the Monthly TickRelay membership');
    expect(en.text).toContain('paid until 1 April 2026 at 10:00 UTC');
    expect(en.text).toContain('https://pay.example/invoices/in_1');
    expect(en.html).toContain('href="https://tickrelay.example/membership/subscription"');

    const fr = renderBillingMail('payment-receipt', {
      ...job,
      locale: 'fr',
      currency: 'eur',
      amount: 4500,
      invoiceLink: null,
      manageLink: 'https://tickrelay.example/fr/membership/subscription',
    });
    expect(fr.subject).toBe('Votre reçu de paiement TickRelay');
    expect(fr.text).toMatch(/45,00\s€ pour l’abonnement TickRelay mensuel/);
    expect(fr.text).toContain('jusqu’au 1 avril 2026');
    expect(fr.text).not.toContain('Voir ma facture');
    expect(fr.html).toContain('<html lang="fr">');
  });

  it('gives the payment-failed mail its fix link and the grace end', () => {
    const mail = renderBillingMail('payment-failed', {
      ...base,
      locale: 'fr',
      currency: 'eur',
      amount: 45000,
      plan: 'yearly',
      graceEndsAt: '2026-05-04T00:00:00.000Z',
      fixLink: 'https://pay.example/fix/in_2',
    });
    expect(mail.subject).toBe('Votre paiement TickRelay a échoué');
    expect(mail.text).toMatch(/450,00\s€ pour votre abonnement TickRelay annuel/);
    expect(mail.text).toContain('actif jusqu’au 4 mai 2026');
    expect(mail.text).toContain('Régulariser mon paiement\nhttps://pay.example/fix/in_2');
  });

  it('announces the end of the trial and the price that follows', () => {
    const mail = renderBillingMail('trial-ending', {
      ...base,
      locale: 'en',
      currency: 'usd',
      amount: 49000,
      plan: 'yearly',
      trialEndsAt: '2026-06-08T12:00:00.000Z',
      manageLink: 'https://tickrelay.example/membership/subscription',
    });
    expect(mail.subject).toBe('Your TickRelay trial ends in 2 days');
    expect(mail.text).toContain('ends on 8 June 2026 at 12:00 UTC');
    expect(mail.text).toContain('$490.00 per year');
  });

  it('says the subscription ended, with the renew link, in both languages', () => {
    for (const locale of ['en', 'fr'] as const) {
      const mail = renderBillingMail('subscription-ended', {
        ...base,
        displayName: '',
        locale,
        currency: 'usd',
        amount: 4900,
        endedAt: '2026-07-01T00:00:00.000Z',
        renewLink: `https://tickrelay.example${locale === 'fr' ? '/fr' : ''}/renew-subscription`,
      });
      expect(mail.subject).toBe(BILLING_MAIL_MESSAGES[locale].subscriptionEnded.subject);
      expect(mail.text).toContain('/renew-subscription');
      expect(mail.text.startsWith(locale === 'fr' ? 'Bonjour,\n' : 'Hello,\n')).toBe(true);
    }
  });

  it('has the same message keys in English and French', () => {
    const keys = (value: object): string[] =>
      Object.entries(value).flatMap(([key, inner]) =>
        typeof inner === 'object' && inner !== null
          ? keys(inner as object).map((k) => `${key}.${k}`)
          : [key],
      );
    expect(keys(BILLING_MAIL_MESSAGES.fr)).toEqual(keys(BILLING_MAIL_MESSAGES.en));
  });
});
