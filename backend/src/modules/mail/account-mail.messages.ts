import type { Locale } from '@tickrelay/contracts/locales';

import { formatZonedMailDate } from './security-mail.messages';

/** Every sentence of the account mails, once per language; the type keeps both in step. */
export interface AccountMailMessages {
  greeting: (name: string) => string;
  signature: string;
  expires: (when: string) => string;
  ignore: string;
  confirmation: { subject: string; intro: string; action: string };
  recovery: { subject: string; intro: string; action: string };
  passwordChanged: {
    subject: string;
    intro: (when: string) => string;
    notYou: string;
    action: string;
  };
  signupAttempt: {
    subject: string;
    intro: string;
    signIn: string;
    signInAction: string;
    reset: string;
    resetAction: string;
  };
}

const en: AccountMailMessages = {
  greeting: (name) => (name ? `Hello ${name},` : 'Hello,'),
  signature: 'The TickRelay team',
  expires: (when) => `This link works once and expires on ${when}.`,
  ignore: 'If you did not ask for this, you can ignore this email.',
  confirmation: {
    subject: 'Confirm your TickRelay email address',
    intro: 'Welcome to TickRelay! Please confirm your email address to activate your account.',
    action: 'Confirm my email address',
  },
  recovery: {
    subject: 'Reset your TickRelay password',
    intro: 'We received a request to reset the password of your TickRelay account.',
    action: 'Choose a new password',
  },
  passwordChanged: {
    subject: 'Your TickRelay password was changed',
    intro: (when) =>
      `The password of your TickRelay account was changed on ${when}. Your other sessions were signed out.`,
    notYou: 'If you did not make this change, reset your password now.',
    action: 'Reset my password',
  },
  signupAttempt: {
    subject: 'Someone tried to sign up with your email address',
    intro:
      'Someone just tried to create a TickRelay account with this email address, which already has an account. No new account was created.',
    signIn: 'If it was you, sign in instead.',
    signInAction: 'Sign in',
    reset: 'Forgot your password? You can reset it.',
    resetAction: 'Reset my password',
  },
};

const fr: AccountMailMessages = {
  greeting: (name) => (name ? `Bonjour ${name},` : 'Bonjour,'),
  signature: 'L’équipe TickRelay',
  expires: (when) => `Ce lien ne fonctionne qu’une fois et expire le ${when}.`,
  ignore: 'Si vous n’êtes pas à l’origine de cette demande, ignorez simplement cet e-mail.',
  confirmation: {
    subject: 'Confirmez votre adresse e-mail TickRelay',
    intro: 'Bienvenue sur TickRelay ! Confirmez votre adresse e-mail pour activer votre compte.',
    action: 'Confirmer mon adresse e-mail',
  },
  recovery: {
    subject: 'Réinitialisez votre mot de passe TickRelay',
    intro:
      'Nous avons reçu une demande de réinitialisation du mot de passe de votre compte TickRelay.',
    action: 'Choisir un nouveau mot de passe',
  },
  passwordChanged: {
    subject: 'Votre mot de passe TickRelay a été modifié',
    intro: (when) =>
      `Le mot de passe de votre compte TickRelay a été modifié le ${when}. Vos autres sessions ont été déconnectées.`,
    notYou:
      'Si vous n’êtes pas à l’origine de ce changement, réinitialisez votre mot de passe dès maintenant.',
    action: 'Réinitialiser mon mot de passe',
  },
  signupAttempt: {
    subject: 'Quelqu’un a tenté de s’inscrire avec votre adresse e-mail',
    intro:
      'Quelqu’un vient d’essayer de créer un compte TickRelay avec cette adresse e-mail, qui a déjà un compte. Aucun nouveau compte n’a été créé.',
    signIn: 'Si c’était vous, connectez-vous plutôt.',
    signInAction: 'Se connecter',
    reset: 'Mot de passe oublié ? Vous pouvez le réinitialiser.',
    resetAction: 'Réinitialiser mon mot de passe',
  },
};

export const ACCOUNT_MAIL_MESSAGES: Record<Locale, AccountMailMessages> = { en, fr };

/**
 * Dates in the mail's language, in the member's time zone when the mail carries one, else in UTC
 * (so the text does not depend on the worker's zone).
 */
export function formatMailDate(iso: string, locale: Locale, timeZone?: string): string {
  if (timeZone) return formatZonedMailDate(iso, locale, timeZone);
  const formatted = new Intl.DateTimeFormat(locale === 'fr' ? 'fr-FR' : 'en-GB', {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: 'UTC',
  }).format(new Date(iso));
  return `${formatted} UTC`;
}
