// What every e2e test talks to the stack under test with: an API agent on BASE_URL, and the mailbox
// where the stack's mail lands (the SMTP sink's directory that scripts/e2e.ts sets as MAIL_DIR or,
// against docker compose, mailpit at MAILPIT_URL).
import { type AgentOptions, ApiAgent } from '@tickrelay/testing/http/api-agent';
import { mailpitSource, smtpSinkSource } from '@tickrelay/testing/mail/mail-sources';
import { Mailbox } from '@tickrelay/testing/mail/mailbox';

import { baseUrl } from './env';

export const agent = (options?: AgentOptions): ApiAgent => new ApiAgent(baseUrl, options);

const mailDir = process.env.MAIL_DIR;
export const mailbox = new Mailbox(
  mailDir
    ? smtpSinkSource(mailDir)
    : mailpitSource(process.env.MAILPIT_URL ?? 'http://localhost:8025'),
);
