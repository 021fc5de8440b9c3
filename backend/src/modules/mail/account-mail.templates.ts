import type { AccountMailJobs, AccountMailName } from './account-mail.jobs';
import { ACCOUNT_MAIL_MESSAGES, formatMailDate } from './account-mail.messages';

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

type Block = { kind: 'text'; value: string } | { kind: 'link'; label: string; href: string };

const text = (value: string): Block => ({ kind: 'text', value });
const link = (label: string, href: string): Block => ({ kind: 'link', label, href });

function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** Plain text and a minimal HTML version of the same blocks; every link appears in both. */
function assemble(subject: string, blocks: Block[], lang: string): RenderedMail {
  const plain = blocks
    .map((block) => (block.kind === 'text' ? block.value : `${block.label}\n${block.href}`))
    .join('\n\n');
  const body = blocks
    .map((block) =>
      block.kind === 'text'
        ? `<p>${escapeHtml(block.value)}</p>`
        : `<p><a href="${escapeHtml(block.href)}">${escapeHtml(block.label)}</a><br><small>${escapeHtml(block.href)}</small></p>`,
    )
    .join('\n');
  const html = `<!doctype html>\n<html lang="${lang}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head><body>\n${body}\n</body></html>\n`;
  return { subject, text: `${plain}\n`, html };
}

/** Renders an account mail in the recipient's language. */
export function renderAccountMail<N extends AccountMailName>(
  name: N,
  job: AccountMailJobs[N],
): RenderedMail {
  const m = ACCOUNT_MAIL_MESSAGES[job.locale];
  const hello = text(m.greeting(job.displayName.replace(/[\r\n]+/g, ' ').trim()));
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
          text(copy.intro(formatMailDate(changed.changedAt, job.locale))),
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
