import { ACCOUNT_MAIL_MESSAGES } from './account-mail.messages';
import { assemble, type Block, link, oneLine, type RenderedMail, text } from './mail-layout';
import type { SecurityMailJobs, SecurityMailName } from './security-mail.jobs';
import { formatZonedMailDate, SECURITY_MAIL_MESSAGES } from './security-mail.messages';

/** Renders a security mail in the recipient's language, dates in their time zone. */
export function renderSecurityMail<N extends SecurityMailName>(
  name: N,
  job: SecurityMailJobs[N],
): RenderedMail {
  const m = SECURITY_MAIL_MESSAGES[job.locale];
  const common = ACCOUNT_MAIL_MESSAGES[job.locale];
  const hello = text(common.greeting(oneLine(job.displayName)));
  const bye = text(common.signature);
  if (name === 'security-notice') {
    const notice = job as SecurityMailJobs['security-notice'];
    const subject = m.notice[notice.kind] ?? m.noticeFallback;
    const blocks: Block[] = [
      hello,
      text(`${subject}.`),
      text(m.when(formatZonedMailDate(notice.at, job.locale, notice.timeZone))),
    ];
    if (notice.ip !== null || notice.browser !== null) {
      blocks.push(text(m.from(notice.ip ?? m.unknown, oneLine(notice.browser ?? m.unknown))));
    }
    blocks.push(
      text(m.notYou),
      link(m.notMeAction, notice.notMeLink),
      link(m.logAction, notice.securityLogLink),
      bye,
    );
    return assemble(subject, blocks, job.locale);
  }
  const change = job as SecurityMailJobs['email-change-confirm'];
  const until = formatZonedMailDate(change.expiresAt, job.locale, change.timeZone);
  if (name === 'email-change-confirm') {
    return assemble(
      m.confirm.subject,
      [
        hello,
        text(m.confirm.intro(change.newEmail)),
        link(m.confirm.action, change.link),
        text(common.expires(until)),
        text(common.ignore),
        bye,
      ],
      job.locale,
    );
  }
  return assemble(
    m.oldNotice.subject,
    [
      hello,
      text(m.oldNotice.intro(change.newEmail)),
      text(m.oldNotice.undo),
      link(m.oldNotice.undoAction, change.link),
      text(m.oldNotice.undoUntil(until)),
      ...(change.notMeLink ? [text(m.notYou), link(m.notMeAction, change.notMeLink)] : []),
      bye,
    ],
    job.locale,
  );
}
