// Where a Mailbox reads from: the SMTP sink's directory, mailpit's API, or the api's mail queue.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import { Queue } from 'bullmq';

import { extractLinks, type MailSource, type ReceivedMail } from './mailbox';
import type { StoredMail } from './smtp-sink';

/** The JSON files the SMTP sink (smtp-sink.ts) writes, one per message. */
export function smtpSinkSource(dir: string): MailSource {
  return {
    where: dir,
    read: () => {
      if (!existsSync(dir)) return Promise.resolve([]);
      const mails = readdirSync(dir)
        .filter((name) => name.endsWith('.json'))
        .map((name) => JSON.parse(readFileSync(join(dir, name), 'utf8')) as StoredMail)
        .map((mail): ReceivedMail => ({
          to: mail.envelope.to,
          from: mail.from,
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
          links: extractLinks(mail.text, mail.html),
          receivedAt: Date.parse(mail.receivedAt),
        }));
      return Promise.resolve(mails);
    },
  };
}

interface MailpitSummary {
  ID: string;
  Created: string;
}

interface MailpitMessage {
  From: { Address: string } | null;
  To: { Address: string }[];
  Subject: string;
  Text: string;
  HTML: string;
}

/** Mailpit's HTTP API (docker compose publishes it on :8025). */
export function mailpitSource(baseUrl: string): MailSource {
  return {
    where: baseUrl,
    read: async (to) => {
      const search = await fetch(
        `${baseUrl}/api/v1/search?query=${encodeURIComponent(`to:"${to}"`)}&limit=50`,
      );
      if (!search.ok) throw new Error(`mailpit search answered ${search.status}`);
      const { messages } = (await search.json()) as { messages: MailpitSummary[] };
      return Promise.all(
        messages.map(async (summary): Promise<ReceivedMail> => {
          const response = await fetch(`${baseUrl}/api/v1/message/${summary.ID}`);
          const message = (await response.json()) as MailpitMessage;
          return {
            to: message.To.map((address) => address.Address.toLowerCase()),
            from: message.From?.Address ?? null,
            subject: message.Subject,
            text: message.Text,
            html: message.HTML,
            links: extractLinks(message.Text, message.HTML),
            receivedAt: Date.parse(summary.Created),
          };
        }),
      );
    },
  };
}

/**
 * The mail jobs the api queued, for tests that run no worker (their queue prefix is private, so no
 * worker takes them): the kind and payload of each, its link as the only link, no rendered text.
 */
export function mailQueueSource(redisUrl: string, prefix: string, queueName = 'mail'): MailSource {
  const queue = new Queue(queueName, { connection: { url: redisUrl }, prefix });
  return {
    where: `the ${prefix}:${queueName} queue at ${redisUrl}`,
    read: async () => {
      const jobs = await queue.getJobs([
        'waiting',
        'delayed',
        'prioritized',
        'active',
        'completed',
        'failed',
      ]);
      return jobs.map((job): ReceivedMail => {
        const data = job.data as Record<string, string>;
        return {
          to: data.to ? [data.to.toLowerCase()] : [],
          kind: job.name,
          subject: '',
          text: '',
          html: '',
          links: data.link ? [data.link] : [],
          receivedAt: job.timestamp,
          data,
        };
      });
    },
    close: () => queue.close(),
  };
}
