import type { Locale } from '@tickrelay/contracts/locales';

import type { DataExportReadyMailJob } from '@/queue/job-payloads';

import { ACCOUNT_MAIL_MESSAGES, formatMailDate } from './account-mail.messages';
import { assemble, link, oneLine, type RenderedMail, text } from './mail-layout';

/** Every sentence of the "your data is ready" mail, once per language. */
interface DataExportMailMessages {
  subject: string;
  ready: string;
  until: (when: string) => string;
  action: string;
  notYou: string;
}

const MESSAGES: Record<Locale, DataExportMailMessages> = {
  en: {
    subject: 'TickRelay: your data is ready to download',
    ready:
      'The copy of your data you asked for is ready: your profile, subscription and invoices, ' +
      'settings, accounts and your deliveries log, as JSON files in a ZIP archive.',
    until: (when) =>
      `You can download it from your profile, signed in, until ${when}; then we delete it.`,
    action: 'Open my profile',
    notYou:
      'If you did not ask for it, change your password: someone signed in to your account did.',
  },
  fr: {
    subject: 'TickRelay : vos données sont prêtes à télécharger',
    ready:
      'La copie de vos données que vous avez demandée est prête : votre profil, abonnement et ' +
      'factures, réglages, comptes et votre journal des alertes, en fichiers JSON dans une archive ZIP.',
    until: (when) =>
      `Vous pouvez la télécharger depuis votre profil, connecté, jusqu’au ${when} ; ensuite nous la supprimons.`,
    action: 'Ouvrir mon profil',
    notYou:
      'Si vous ne l’avez pas demandée, changez votre mot de passe : quelqu’un de connecté à votre compte l’a fait.',
  },
};

/**
 * The mail that says a member's export is ready. It links to the profile page, never to the file:
 * the download link needs the member's session and lives minutes, so a forwarded or leaked mail
 * gives nobody the data.
 */
export function renderDataExportReadyMail(job: DataExportReadyMailJob): RenderedMail {
  const m = MESSAGES[job.locale];
  const common = ACCOUNT_MAIL_MESSAGES[job.locale];
  return assemble(
    m.subject,
    [
      text(common.greeting(oneLine(job.displayName))),
      text(m.ready),
      text(m.until(formatMailDate(job.expiresAt, job.locale))),
      link(m.action, job.profileLink),
      text(m.notYou),
      text(common.signature),
    ],
    job.locale,
  );
}
