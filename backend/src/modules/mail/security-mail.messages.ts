import type { SecurityEventKind } from '@tickrelay/contracts/endpoints/security-log.endpoints';
import type { Locale } from '@tickrelay/contracts/locales';

/** Every sentence of the security mails, once per language; the type keeps both in step. */
export interface SecurityMailMessages {
  /** The subject and first line of a notice, by kind (only the kinds that are mailed). */
  notice: Partial<Record<SecurityEventKind, string>>;
  noticeFallback: string;
  when: (at: string) => string;
  from: (ip: string, browser: string) => string;
  notYou: string;
  notMeAction: string;
  logAction: string;
  confirm: { subject: string; intro: (address: string) => string; action: string };
  oldNotice: {
    subject: string;
    intro: (address: string) => string;
    undo: string;
    undoAction: string;
    undoUntil: (when: string) => string;
  };
  unknown: string;
}

const en: SecurityMailMessages = {
  notice: {
    'broker-connected': 'A broker was connected to your TickRelay account',
    'execution-target-changed': 'Where your TickRelay orders go was changed',
    'webhook-url-rotated': 'Your TickRelay webhook URL was replaced',
    'webhook-url-revoked': 'Your TickRelay webhook URL was revoked',
    'factor-added': 'A second factor was added to your TickRelay account',
    'factor-removed': 'A second factor was removed from your TickRelay account',
    'recovery-codes-regenerated': 'New recovery codes were made for your TickRelay account',
  },
  noticeFallback: 'A security setting of your TickRelay account was changed',
  when: (at) => `When: ${at}.`,
  from: (ip, browser) => `From: ${browser}, address ${ip}.`,
  notYou:
    'If this was not you, tell us at once: we will sign every device out and send you a link to choose a new password.',
  notMeAction: 'This wasn’t me',
  logAction: 'See my security log',
  confirm: {
    subject: 'Confirm your new TickRelay email address',
    intro: (address) =>
      `You asked to use ${address} for your TickRelay account. Confirm it to make the change; until then you sign in with your current address.`,
    action: 'Confirm my new address',
  },
  oldNotice: {
    subject: 'Your TickRelay email address is being changed',
    intro: (address) =>
      `Someone asked to change the email address of your TickRelay account to ${address}.`,
    undo: 'If you did not ask for this, undo it: your address stays this one and every device is signed out.',
    undoAction: 'Undo the change',
    undoUntil: (when) => `The undo link works until ${when}.`,
  },
  unknown: 'unknown',
};

const fr: SecurityMailMessages = {
  notice: {
    'broker-connected': 'Un courtier a été connecté à votre compte TickRelay',
    'execution-target-changed': 'La destination de vos ordres TickRelay a été modifiée',
    'webhook-url-rotated': 'Votre URL de webhook TickRelay a été remplacée',
    'webhook-url-revoked': 'Votre URL de webhook TickRelay a été révoquée',
    'factor-added': 'Un second facteur a été ajouté à votre compte TickRelay',
    'factor-removed': 'Un second facteur a été retiré de votre compte TickRelay',
    'recovery-codes-regenerated':
      'De nouveaux codes de récupération ont été créés pour votre compte TickRelay',
  },
  noticeFallback: 'Un réglage de sécurité de votre compte TickRelay a été modifié',
  when: (at) => `Quand : ${at}.`,
  from: (ip, browser) => `Depuis : ${browser}, adresse ${ip}.`,
  notYou:
    'Si ce n’était pas vous, prévenez-nous tout de suite : nous déconnecterons tous vos appareils et vous enverrons un lien pour choisir un nouveau mot de passe.',
  notMeAction: 'Ce n’était pas moi',
  logAction: 'Voir mon journal de sécurité',
  confirm: {
    subject: 'Confirmez votre nouvelle adresse e-mail TickRelay',
    intro: (address) =>
      `Vous avez demandé à utiliser ${address} pour votre compte TickRelay. Confirmez-la pour effectuer le changement ; d’ici là, vous vous connectez avec votre adresse actuelle.`,
    action: 'Confirmer ma nouvelle adresse',
  },
  oldNotice: {
    subject: 'L’adresse e-mail de votre compte TickRelay va changer',
    intro: (address) =>
      `Quelqu’un a demandé à remplacer l’adresse e-mail de votre compte TickRelay par ${address}.`,
    undo: 'Si ce n’était pas vous, annulez : votre adresse reste celle-ci et tous vos appareils sont déconnectés.',
    undoAction: 'Annuler le changement',
    undoUntil: (when) => `Le lien d’annulation fonctionne jusqu’au ${when}.`,
  },
  unknown: 'inconnu',
};

export const SECURITY_MAIL_MESSAGES: Record<Locale, SecurityMailMessages> = { en, fr };

/** A date in the mail's language and the member's time zone, the zone named. */
export function formatZonedMailDate(iso: string, locale: Locale, timeZone: string): string {
  const options: Intl.DateTimeFormatOptions = {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZoneName: 'short',
  };
  const tag = locale === 'fr' ? 'fr-FR' : 'en-GB';
  try {
    return new Intl.DateTimeFormat(tag, { ...options, timeZone }).format(new Date(iso));
  } catch {
    // A zone this runtime does not know (stored by a newer one): UTC, named.
    return new Intl.DateTimeFormat(tag, { ...options, timeZone: 'UTC' }).format(new Date(iso));
  }
}
