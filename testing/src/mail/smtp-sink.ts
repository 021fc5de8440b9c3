// An SMTP server for tests: accepts every message (no TLS, any or no AUTH) and stores each one in a
// directory as <stamp>-<id>.eml plus <stamp>-<id>.json ({envelope, from, to, subject, text, html}),
// which smtpSinkSource (mail-sources.ts) reads back.
import { randomUUID } from 'node:crypto';
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';

import PostalMime from 'postal-mime';
import { SMTPServer } from 'smtp-server';

export interface StoredMail {
  id: string;
  receivedAt: string;
  envelope: { from: string | null; to: string[] };
  from: string | null;
  to: string[];
  subject: string;
  text: string;
  html: string;
}

export interface SmtpSink {
  host: string;
  port: number;
  dir: string;
  stop: () => Promise<void>;
}

function addressOf(value: { address?: string } | false | null | undefined): string | null {
  return value ? (value.address ?? null) : null;
}

/** Writes the file under a temporary name first, so a reader never sees half a message. */
function writeAtomically(path: string, content: string | Buffer): void {
  writeFileSync(`${path}.tmp`, content);
  renameSync(`${path}.tmp`, path);
}

export async function startSmtpSink(options: {
  dir: string;
  port?: number;
  host?: string;
  /**
   * Called once a message's data has arrived; the sink stores the message and answers the DATA
   * command only when the returned promise settles (a slow server: the client is mid-send).
   */
  delayAcceptance?: () => Promise<void>;
}): Promise<SmtpSink> {
  const host = options.host ?? '127.0.0.1';
  mkdirSync(options.dir, { recursive: true });

  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    size: 10 * 1024 * 1024,
    onAuth: (_auth, _session, callback) => callback(null, { user: 'test' }),
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('error', (error: Error) => callback(error));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks);
        Promise.resolve(options.delayAcceptance?.())
          .then(() => PostalMime.parse(raw))
          .then((parsed) => {
            const id = randomUUID();
            const base = join(options.dir, `${Date.now()}-${id}`);
            const mail: StoredMail = {
              id,
              receivedAt: new Date().toISOString(),
              envelope: {
                from: addressOf(session.envelope.mailFrom),
                to: session.envelope.rcptTo.map((recipient) => recipient.address.toLowerCase()),
              },
              from: parsed.from?.address ?? null,
              to: (parsed.to ?? []).flatMap((entry) =>
                'address' in entry && entry.address ? [entry.address.toLowerCase()] : [],
              ),
              subject: parsed.subject ?? '',
              text: parsed.text ?? '',
              html: parsed.html ?? '',
            };
            writeAtomically(`${base}.eml`, raw);
            writeAtomically(`${base}.json`, `${JSON.stringify(mail, null, 2)}\n`);
            callback();
          })
          .catch((error: unknown) => callback(error as Error));
      });
    },
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  server.on('error', (error: Error) => console.error(`smtp-sink: ${error.message}`));
  const { port } = server.server.address() as AddressInfo;
  return {
    host,
    port,
    dir: options.dir,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
