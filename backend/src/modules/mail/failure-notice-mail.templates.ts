import { DESTINATION_LIMITS } from '@tickrelay/contracts/destinations/destinations';

import type { FailureNoticeMailJob } from '@/queue/job-payloads';

import { ACCOUNT_MAIL_MESSAGES, formatMailDate } from './account-mail.messages';
import { FAILURE_NOTICE_MAIL_MESSAGES } from './failure-notice-mail.messages';
import { assemble, type Block, link, oneLine, type RenderedMail, text } from './mail-layout';

/**
 * The failure notice in the member's language: each failure (when, what: the execution or the
 * destination's label, the code with its docs page), how many more, and the log.
 */
export function renderFailureNoticeMail(job: FailureNoticeMailJob): RenderedMail {
  const m = FAILURE_NOTICE_MAIL_MESSAGES[job.locale];
  const common = ACCOUNT_MAIL_MESSAGES[job.locale];
  const total = job.failures.length + job.moreFailures;
  const items: Block[] = job.failures.flatMap((failure) => {
    const what =
      failure.kind === 'execution'
        ? m.execution
        : m.destination(oneLine(failure.destinationLabel ?? ''));
    const line = text(m.item(formatMailDate(failure.at, job.locale), what, failure.code));
    return failure.docsLink ? [line, link(m.docsAction(failure.code), failure.docsLink)] : [line];
  });
  return assemble(
    m.subject(total),
    [
      text(common.greeting(oneLine(job.displayName))),
      text(m.intro(total)),
      ...items,
      ...(job.moreFailures > 0 ? [text(m.more(job.moreFailures))] : []),
      link(m.logAction, job.logLink),
      text(m.digest(DESTINATION_LIMITS.noticeDigestMinutes)),
      text(common.signature),
    ],
    job.locale,
  );
}
