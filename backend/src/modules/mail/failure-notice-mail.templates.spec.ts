import type { FailureNoticeMailJob } from '@/queue/job-payloads';

import { renderFailureNoticeMail } from './failure-notice-mail.templates';

const failures: FailureNoticeMailJob['failures'] = [
  {
    at: '2026-03-02T14:30:00.000Z',
    kind: 'execution',
    destinationLabel: null,
    code: 'BROKER_REJECTED',
    docsLink: 'https://tickrelay.example/docs/errors/broker-rejected',
  },
  {
    at: '2026-03-02T14:31:30.000Z',
    kind: 'destination',
    destinationLabel: 'Desk <b>\nhook',
    code: 'DESTINATION_TIMEOUT',
    docsLink: 'https://tickrelay.example/docs/errors/destination-timeout',
  },
];

describe('failure notice mail', () => {
  it('lists each failure with its time, what failed, its code and docs page, and the log', () => {
    const mail = renderFailureNoticeMail({
      to: 'ada@example.com',
      displayName: 'Ada',
      locale: 'en',
      failures,
      moreFailures: 0,
      logLink: 'https://tickrelay.example/membership/webhook',
    });
    expect(mail.subject).toBe('TickRelay: 2 failures to look at');
    expect(mail.text).toContain('Hello Ada,');
    expect(mail.text).toContain(
      '2 March 2026 at 14:30 UTC · Execution at your broker · BROKER_REJECTED',
    );
    expect(mail.text).toContain(
      '2 March 2026 at 14:31 UTC · Relay to your destination “Desk <b> hook” · DESTINATION_TIMEOUT',
    );
    expect(mail.text).toContain(
      'What DESTINATION_TIMEOUT means\nhttps://tickrelay.example/docs/errors/destination-timeout',
    );
    expect(mail.text).toContain(
      'Open my deliveries log\nhttps://tickrelay.example/membership/webhook',
    );
    expect(mail.text).toContain('at most one of these notices every 15 minutes');
    expect(mail.html).toContain('href="https://tickrelay.example/docs/errors/broker-rejected"');
    expect(mail.html).toContain('Desk &lt;b&gt; hook');
    expect(mail.html).not.toContain('<b>');
  });

  it('is in French for a French member, and counts what it does not list', () => {
    const mail = renderFailureNoticeMail({
      to: 'ada@example.com',
      displayName: 'Ada',
      locale: 'fr',
      failures: [failures[0]!],
      moreFailures: 3,
      logLink: 'https://tickrelay.example/fr/membership/webhook',
    });
    expect(mail.subject).toBe('TickRelay : 4 échecs à examiner');
    expect(mail.text).toContain('Bonjour Ada,');
    expect(mail.text).toContain('Exécution chez votre courtier · BROKER_REJECTED');
    expect(mail.text).toContain('… et 3 de plus');
    expect(mail.text).toContain(
      'Ouvrir mon journal des alertes\nhttps://tickrelay.example/fr/membership/webhook',
    );
    expect(mail.html).toContain('<html lang="fr">');
  });

  it('names a single failure in the subject', () => {
    const mail = renderFailureNoticeMail({
      to: 'ada@example.com',
      displayName: '',
      locale: 'en',
      failures: [{ ...failures[1]!, docsLink: null }],
      moreFailures: 0,
      logLink: 'https://tickrelay.example/membership/webhook',
    });
    expect(mail.subject).toBe('TickRelay: something failed');
    expect(mail.text).toContain('Hello,');
    expect(mail.text).not.toContain('What DESTINATION_TIMEOUT means');
  });
});
