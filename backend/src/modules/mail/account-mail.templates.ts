import type { AccountMailJobs, AccountMailName } from './account-mail.jobs';
import { ACCOUNT_MAIL_MESSAGES, formatMailDate } from './account-mail.messages';
import { assemble, link, oneLine, type RenderedMail, text } from './mail-layout';
import { SECURITY_MAIL_MESSAGES } from './security-mail.messages';

/** Renders an account mail in the recipient's language. */
export function renderAccountMail<N extends AccountMailName>(
  name: N,
  job: AccountMailJobs[N],
): RenderedMail {
  const m = ACCOUNT_MAIL_MESSAGES[job.locale];
  const hello = text(m.greeting(oneLine(job.displayName)));
  const bye = text(m.signature);
  const mail: AccountMailJobs[AccountMailName] = job;
  switch (name) {
    case 'account-confirmation':
    case 'password-recovery': {
      const linkJob = mail as AccountMailJobs['account-confirmation'];
      const copy = name === 'account-confirmation' ? m.confirmation : m.recovery;
      return assemble(
        copy.subject,
        [
          hello,
          text(copy.intro),
          link(copy.action, linkJob.link),
          text(m.expires(formatMailDate(linkJob.expiresAt, job.locale))),
          text(m.ignore),
          bye,
        ],
        job.locale,
      );
    }
    case 'password-changed': {
      const changed = mail as AccountMailJobs['password-changed'];
      const copy = m.passwordChanged;
      return assemble(
        copy.subject,
        [
          hello,
          text(copy.intro(formatMailDate(changed.changedAt, job.locale, changed.timeZone))),
          ...(changed.notMeLink
            ? [
                text(SECURITY_MAIL_MESSAGES[job.locale].notYou),
                link(SECURITY_MAIL_MESSAGES[job.locale].notMeAction, changed.notMeLink),
              ]
            : []),
          text(copy.notYou),
          link(copy.action, changed.resetLink),
          bye,
        ],
        job.locale,
      );
    }
    case 'signup-attempt': {
      const attempt = mail as AccountMailJobs['signup-attempt'];
      const copy = m.signupAttempt;
      return assemble(
        copy.subject,
        [
          hello,
          text(copy.intro),
          text(copy.signIn),
          link(copy.signInAction, attempt.signInLink),
          text(copy.reset),
          link(copy.resetAction, attempt.resetLink),
          text(m.ignore),
          bye,
        ],
        job.locale,
      );
    }
    default:
      throw new Error(`unknown account mail "${String(name)}"`);
  }
}
