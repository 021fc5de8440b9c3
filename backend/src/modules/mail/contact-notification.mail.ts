import type { ContactNotificationJob } from '@/queue/job-payloads';

import type { OutgoingMail } from './mail-transport';

/**
 * The team's notification for a contact-form message. It goes to the TickRelay inbox, not to the
 * visitor, so it is written once in English; the visitor's language is stated in the body.
 */
export function contactNotificationMail(
  job: ContactNotificationJob,
  addresses: { from: string; to: string },
): OutgoingMail & { replyTo: string } {
  const oneLine = (value: string) => value.replace(/[\r\n]+/g, ' ').trim();
  return {
    from: addresses.from,
    to: addresses.to,
    replyTo: `${oneLine(job.name)} <${job.email}>`,
    subject: `[TickRelay contact] ${oneLine(job.subject)}`,
    text: [
      `From: ${oneLine(job.name)} <${job.email}>`,
      `Language: ${job.locale}`,
      `Received: ${job.receivedAt}`,
      `Reference: ${job.messageId}`,
      '',
      job.message,
    ].join('\n'),
  };
}
