// Reads the mails the stack sent: from the SMTP sink's directory (MAIL_DIR, set by scripts/e2e.ts)
// or, against docker compose, from mailpit's API (MAILPIT_URL, default http://localhost:8025).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export interface ReceivedMail {
  to: string[];
  subject: string;
  text: string;
  html: string;
  /** Every http(s) URL of the text and every href of the HTML, in order, without duplicates. */
  links: string[];
  receivedAt: string;
}

export interface MailQuery {
  to: string;
  subjectIncludes?: string;
  /** Only mails received at or after this time (epoch ms). */
  since?: number;
  timeoutMs?: number;
}

interface SinkMail {
  envelope: { to: string[] };
  subject: string;
  text: string;
  html: string;
  receivedAt: string;
}

export function extractLinks(text: string, html: string): string[] {
  const fromText = text.match(/https?:\/\/[^\s<>"')]+/g) ?? [];
  const fromHtml = [...html.matchAll(/href="([^"]+)"/g)].map((match) =>
    (match[1] ?? '').replace(/&amp;/g, '&'),
  );
  return [...new Set([...fromText, ...fromHtml])];
}

function fromSink(dir: string): ReceivedMail[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => JSON.parse(readFileSync(join(dir, name), 'utf8')) as SinkMail)
    .map((mail) => ({
      to: mail.envelope.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      links: extractLinks(mail.text, mail.html),
      receivedAt: mail.receivedAt,
    }));
}

interface MailpitSummary {
  ID: string;
  Created: string;
}

async function fromMailpit(baseUrl: string, to: string): Promise<ReceivedMail[]> {
  const search = await fetch(
    `${baseUrl}/api/v1/search?query=${encodeURIComponent(`to:"${to}"`)}&limit=50`,
  );
  if (!search.ok) throw new Error(`mailpit search answered ${search.status}`);
  const { messages } = (await search.json()) as { messages: MailpitSummary[] };
  const mails = await Promise.all(
    messages.map(async (summary) => {
      const response = await fetch(`${baseUrl}/api/v1/message/${summary.ID}`);
      const message = (await response.json()) as {
        To: { Address: string }[];
        Subject: string;
        Text: string;
        HTML: string;
      };
      return {
        to: message.To.map((address) => address.Address.toLowerCase()),
        subject: message.Subject,
        text: message.Text,
        html: message.HTML,
        links: extractLinks(message.Text, message.HTML),
        receivedAt: summary.Created,
      };
    }),
  );
  return mails.sort((a, b) => a.receivedAt.localeCompare(b.receivedAt));
}

/** Every mail to `query.to` so far, oldest first. */
export async function mailsTo(query: Omit<MailQuery, 'timeoutMs'>): Promise<ReceivedMail[]> {
  const to = query.to.toLowerCase();
  const dir = process.env.MAIL_DIR;
  const all = dir
    ? fromSink(dir)
    : await fromMailpit(process.env.MAILPIT_URL ?? 'http://localhost:8025', to);
  return all.filter(
    (mail) =>
      mail.to.includes(to) &&
      (query.subjectIncludes === undefined || mail.subject.includes(query.subjectIncludes)) &&
      (query.since === undefined || Date.parse(mail.receivedAt) >= query.since),
  );
}

/** Waits for a mail to `to` (the newest one that matches) and returns it with its links. */
export async function waitForMail(query: MailQuery): Promise<ReceivedMail> {
  const deadline = Date.now() + (query.timeoutMs ?? 15000);
  let lastError: unknown;
  for (;;) {
    try {
      const found = await mailsTo(query);
      const newest = found.at(-1);
      if (newest) return newest;
    } catch (error) {
      lastError = error;
    }
    if (Date.now() > deadline) {
      const where = process.env.MAIL_DIR ?? process.env.MAILPIT_URL ?? 'http://localhost:8025';
      const detail = lastError instanceof Error ? ` (last error: ${lastError.message})` : '';
      throw new Error(`no mail to ${query.to} in ${where}${detail}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
