import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { smtpSinkSource } from './mail-sources';
import { extractLinks, Mailbox, tokenOf } from './mailbox';
import type { StoredMail } from './smtp-sink';

describe('Mailbox over the SMTP sink directory', () => {
  let dir: string;
  let mailbox: Mailbox;
  let count = 0;

  function deliver(to: string, subject: string, text: string, receivedAt: string): void {
    count += 1;
    const mail: StoredMail = {
      id: String(count),
      receivedAt,
      envelope: { from: 'no-reply@tickrelay.test', to: [to] },
      from: 'no-reply@tickrelay.test',
      to: [to],
      subject,
      text,
      html: `<a href="https://tickrelay.test/x?a=1&amp;b=${count}">x</a>`,
    };
    writeFileSync(join(dir, `${count}.json`), JSON.stringify(mail));
  }

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'tickrelay-mailbox-'));
    mailbox = new Mailbox(smtpSinkSource(dir));
  });

  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('filters by address (any case), subject, time and link, oldest first', async () => {
    deliver(
      'ada@example.com',
      'Confirm',
      'Open https://tickrelay.test/confirm?token=one',
      '2026-01-01T10:00:00Z',
    );
    deliver(
      'ada@example.com',
      'Reset',
      'Open https://tickrelay.test/update-password?token=two',
      '2026-01-01T10:00:02Z',
    );
    deliver(
      'bob@example.com',
      'Confirm',
      'https://tickrelay.test/confirm?token=three',
      '2026-01-01T10:00:01Z',
    );

    const all = await mailbox.mailsTo({ to: 'ADA@example.com' });
    expect(all.map((mail) => mail.subject)).toEqual(['Confirm', 'Reset']);
    expect(all[0]?.from).toBe('no-reply@tickrelay.test');
    const later = await mailbox.mailsTo({
      to: 'ada@example.com',
      since: Date.parse('2026-01-01T10:00:01Z'),
    });
    expect(later.map((mail) => mail.subject)).toEqual(['Reset']);
    const link = await mailbox.link({ to: 'ada@example.com', linkIncludes: '/confirm?token=' });
    expect(tokenOf(link)).toBe('one');
    expect(await mailbox.waitFor({ to: 'ada@example.com' }, { count: 1 })).toMatchObject({
      subject: 'Confirm',
    });
    expect(await mailbox.waitFor({ to: 'ada@example.com' })).toMatchObject({ subject: 'Reset' });
  });

  it('waits for mail that arrives later, and says what it waited for when none does', async () => {
    setTimeout(() => deliver('late@example.com', 'Hello', 'hi', new Date().toISOString()), 300);
    expect((await mailbox.waitFor({ to: 'late@example.com' }, { timeoutMs: 5000 })).subject).toBe(
      'Hello',
    );
    await expect(
      mailbox.waitFor({ to: 'nobody@example.com', subjectIncludes: 'x' }, { timeoutMs: 300 }),
    ).rejects.toThrow(
      `no mail matching {"to":"nobody@example.com","subjectIncludes":"x"} in ${dir}`,
    );
  });
});

describe('extractLinks', () => {
  it('takes the URLs of the text and the hrefs of the HTML, once each, entities decoded', () => {
    expect(
      extractLinks(
        'Go to https://a.example/x?y=1 (or https://a.example/z).',
        '<a href="https://a.example/x?y=1">x</a><a href="https://b.example/?p=1&amp;q=2">b</a>',
      ),
    ).toEqual(['https://a.example/x?y=1', 'https://a.example/z', 'https://b.example/?p=1&q=2']);
  });
});
