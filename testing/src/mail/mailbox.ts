// One way for every test to read the mail the stack sent, whatever caught it: the SMTP sink's
// directory (integration tests, the local e2e harness), mailpit (docker compose) or, for tests that
// run no worker, the mail jobs the api queued (see mail-sources.ts).

export interface ReceivedMail {
  to: string[];
  from?: string | null;
  /** What the api asked for (the mail job's name: account-confirmation, …) when the source knows. */
  kind?: string;
  subject: string;
  text: string;
  html: string;
  /** Every http(s) URL of the text and every href of the HTML, in order, without duplicates. */
  links: string[];
  /** Epoch milliseconds. */
  receivedAt: number;
  /** The queued job's payload (queue source only). */
  data?: Record<string, string>;
}

export interface MailSource {
  /** Where the mail is read from, for error messages. */
  readonly where: string;
  /** Every mail so far (to `to` at least), in any order. */
  read(to: string): Promise<ReceivedMail[]>;
  close?(): Promise<void>;
}

export interface MailQuery {
  to: string;
  kind?: string;
  subjectIncludes?: string;
  /** Only mail received at or after this time (epoch ms). */
  since?: number;
  /** Only mail with a link containing this (e.g. '/confirm?token='). */
  linkIncludes?: string;
}

export interface WaitOptions {
  /** Wait for the `count`-th matching mail (1-based) and return it; without it, the newest one. */
  count?: number;
  timeoutMs?: number;
}

export function extractLinks(text: string, html: string): string[] {
  const fromText = text.match(/https?:\/\/[^\s<>"')]+/g) ?? [];
  const fromHtml = [...html.matchAll(/href="([^"]+)"/g)].map((match) =>
    (match[1] ?? '').replace(/&amp;/g, '&'),
  );
  return [...new Set([...fromText, ...fromHtml])];
}

export function tokenOf(link: string): string {
  const token = new URL(link).searchParams.get('token');
  if (!token) throw new Error(`no token in ${link}`);
  return token;
}

export class Mailbox {
  constructor(private readonly source: MailSource) {}

  /** Every matching mail so far, oldest first. */
  async mailsTo(query: MailQuery): Promise<ReceivedMail[]> {
    const to = query.to.toLowerCase();
    const all = await this.source.read(to);
    return all
      .filter(
        (mail) =>
          mail.to.includes(to) &&
          (query.kind === undefined || mail.kind === query.kind) &&
          (query.subjectIncludes === undefined || mail.subject.includes(query.subjectIncludes)) &&
          (query.since === undefined || mail.receivedAt >= query.since) &&
          (query.linkIncludes === undefined ||
            mail.links.some((link) => link.includes(query.linkIncludes ?? ''))),
      )
      .sort((a, b) => a.receivedAt - b.receivedAt);
  }

  async waitFor(query: MailQuery, options: WaitOptions = {}): Promise<ReceivedMail> {
    const deadline = Date.now() + (options.timeoutMs ?? 20000);
    let lastError: unknown;
    for (;;) {
      try {
        const found = await this.mailsTo(query);
        const mail = options.count === undefined ? found.at(-1) : found[options.count - 1];
        if (mail) return mail;
      } catch (error) {
        lastError = error;
      }
      if (Date.now() > deadline) {
        const detail = lastError instanceof Error ? ` (last error: ${lastError.message})` : '';
        const which = options.count === undefined ? 'mail' : `mail #${options.count}`;
        throw new Error(
          `no ${which} matching ${JSON.stringify(query)} in ${this.source.where}${detail}`,
        );
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  /** The link containing `linkIncludes` in the newest mail to `to` that has one. */
  async link(query: MailQuery & { linkIncludes: string }, options: WaitOptions = {}) {
    const mail = await this.waitFor(query, options);
    const link = mail.links.find((candidate) => candidate.includes(query.linkIncludes));
    if (!link) throw new Error(`no ${query.linkIncludes} link in the mail to ${query.to}`);
    return link;
  }

  close(): Promise<void> {
    return this.source.close?.() ?? Promise.resolve();
  }
}
