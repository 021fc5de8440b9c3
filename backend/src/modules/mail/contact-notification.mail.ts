import type { ContactNotificationJob } from '@/queue/queues';

export interface OutgoingMail {
  from: string;
  to: string;
  replyTo: string;
  subject: string;
  text: string;
}

/**
 * The team's notification for a contact-form message. It goes to the TickRelay inbox, not to the
 * visitor, so it is written once in English; the visitor's language is stated in the body.
 */
export function contactNotificationMail(
  job: ContactNotificationJob,
  addresses: { from: string; to: string },
): OutgoingMail {
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
