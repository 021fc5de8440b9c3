import type { Currency, PlanId } from '@tickrelay/contracts/billing/billing';
import type { Locale } from '@tickrelay/contracts/locales';

/** Every sentence of the billing mails, once per language; the type keeps both in step. */
export interface BillingMailMessages {
  planName: Record<PlanId, string>;
  perPeriod: Record<PlanId, string>;
  manageAction: string;
  receipt: {
    subject: string;
    intro: (amount: string, plan: string) => string;
    until: (when: string) => string;
    invoiceAction: string;
  };
  paymentFailed: {
    subject: string;
    intro: (amount: string, plan: string) => string;
    grace: (when: string) => string;
    noGrace: string;
    fixAction: string;
  };
  trialEnding: {
    subject: string;
    intro: (when: string) => string;
    then: (amount: string, perPeriod: string) => string;
    cancel: string;
  };
  subscriptionEnded: {
    subject: string;
    intro: (when: string) => string;
    lost: string;
    renewAction: string;
  };
}

const en: BillingMailMessages = {
  planName: { monthly: 'Monthly', yearly: 'Yearly' },
  perPeriod: { monthly: 'per month', yearly: 'per year' },
  manageAction: 'Manage my subscription',
  receipt: {
    subject: 'Your TickRelay payment receipt',
    intro: (amount, plan) =>
      `Thank you! We received your payment of ${amount} for the ${plan} TickRelay membership.`,
    until: (when) => `Your membership is paid until ${when}.`,
    invoiceAction: 'View my invoice',
  },
  paymentFailed: {
    subject: 'Your TickRelay payment failed',
    intro: (amount, plan) =>
      `We could not take the payment of ${amount} for your ${plan} TickRelay membership.`,
    grace: (when) =>
      `Your membership stays active until ${when}: update your payment method before then to keep it.`,
    noGrace: 'Update your payment method to keep your membership.',
    fixAction: 'Fix my payment',
  },
  trialEnding: {
    subject: 'Your TickRelay trial ends in 2 days',
    intro: (when) => `Your free trial of TickRelay ends on ${when}.`,
    then: (amount, perPeriod) =>
      `Your membership then continues at ${amount} ${perPeriod}; there is nothing to do to keep it.`,
    cancel:
      'If you do not want to continue, cancel before the trial ends and you will not be charged.',
  },
  subscriptionEnded: {
    subject: 'Your TickRelay membership has ended',
    intro: (when) => `Your TickRelay membership ended on ${when}.`,
    lost: 'Member-only features are no longer available. You can subscribe again at any time.',
    renewAction: 'Renew my membership',
  },
};

const fr: BillingMailMessages = {
  planName: { monthly: 'mensuel', yearly: 'annuel' },
  perPeriod: { monthly: 'par mois', yearly: 'par an' },
  manageAction: 'Gérer mon abonnement',
  receipt: {
    subject: 'Votre reçu de paiement TickRelay',
    intro: (amount, plan) =>
      `Merci ! Nous avons bien reçu votre paiement de ${amount} pour l’abonnement TickRelay ${plan}.`,
    until: (when) => `Votre abonnement est payé jusqu’au ${when}.`,
    invoiceAction: 'Voir ma facture',
  },
  paymentFailed: {
    subject: 'Votre paiement TickRelay a échoué',
    intro: (amount, plan) =>
      `Nous n’avons pas pu prélever ${amount} pour votre abonnement TickRelay ${plan}.`,
    grace: (when) =>
      `Votre abonnement reste actif jusqu’au ${when} : mettez à jour votre moyen de paiement d’ici là pour le conserver.`,
    noGrace: 'Mettez à jour votre moyen de paiement pour conserver votre abonnement.',
    fixAction: 'Régulariser mon paiement',
  },
  trialEnding: {
    subject: 'Votre essai TickRelay se termine dans 2 jours',
    intro: (when) => `Votre essai gratuit de TickRelay se termine le ${when}.`,
    then: (amount, perPeriod) =>
      `Votre abonnement continue ensuite à ${amount} ${perPeriod} ; vous n’avez rien à faire pour le garder.`,
    cancel:
      'Si vous ne souhaitez pas continuer, annulez avant la fin de l’essai : vous ne serez pas prélevé.',
  },
  subscriptionEnded: {
    subject: 'Votre abonnement TickRelay est terminé',
    intro: (when) => `Votre abonnement TickRelay a pris fin le ${when}.`,
    lost: 'Les fonctions réservées aux membres ne sont plus disponibles. Vous pouvez vous réabonner à tout moment.',
    renewAction: 'Renouveler mon abonnement',
  },
};

export const BILLING_MAIL_MESSAGES: Record<Locale, BillingMailMessages> = { en, fr };

/** A price in the mail's language: "$49.00" / "45,00 €". */
export function formatMailAmount(amount: number, currency: Currency, locale: Locale): string {
  return new Intl.NumberFormat(locale === 'fr' ? 'fr-FR' : 'en-US', {
    style: 'currency',
    currency: currency.toUpperCase(),
  }).format(amount / 100);
}
