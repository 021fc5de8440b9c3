import { renderAccountMail } from './account-mail.templates';
import { renderSecurityMail } from './security-mail.templates';

const at = '2026-03-04T05:06:00.000Z';
const notMeLink = 'https://tickrelay.example/not-me?token=abc';

describe('security mail templates', () => {
  it('renders a notice in the member’s language and time zone, with both links', () => {
    const job = {
      to: 'a@example.com',
      displayName: 'Ada\nBcc: x',
      kind: 'broker-connected' as const,
      at,
      timeZone: 'Europe/Paris',
      ip: '203.0.113.7',
      browser: 'Firefox · Windows',
      details: { broker: 'tradovate' },
      notMeLink,
      securityLogLink: 'https://tickrelay.example/membership/security-log',
    };
    const en = renderSecurityMail('security-notice', { ...job, locale: 'en' });
    expect(en.subject).toBe('A broker was connected to your TickRelay account');
    expect(en.text).toContain('Hello Ada Bcc: x,');
    expect(en.text).toContain('06:06');
    expect(en.text).toContain('Firefox · Windows, address 203.0.113.7');
    expect(en.html).toContain(`href="${notMeLink}"`);
    const fr = renderSecurityMail('security-notice', { ...job, locale: 'fr' });
    expect(fr.subject).toBe('Un courtier a été connecté à votre compte TickRelay');
    expect(fr.text).toContain('Ce n’était pas moi');
    expect(fr.html).toContain('<html lang="fr">');
  });

  it('renders the email change mails: confirm to the new address, undo to the old one', () => {
    const base = {
      to: 'old@example.com',
      displayName: 'Ada',
      locale: 'en' as const,
      newEmail: 'new@example.com',
      link: 'https://tickrelay.example/email-change/undo?token=xyz',
      expiresAt: at,
      timeZone: 'UTC',
    };
    const confirm = renderSecurityMail('email-change-confirm', base);
    expect(confirm.subject).toBe('Confirm your new TickRelay email address');
    expect(confirm.text).toContain('new@example.com');
    const notice = renderSecurityMail('email-change-notice', { ...base, notMeLink });
    expect(notice.text).toContain('Undo the change');
    expect(notice.text).toContain(base.link);
    expect(notice.text).toContain(notMeLink);
  });

  it('puts the "this wasn\'t me" link in the password mail when it has one', () => {
    const mail = renderAccountMail('password-changed', {
      to: 'a@example.com',
      displayName: 'Ada',
      locale: 'fr',
      changedAt: at,
      resetLink: 'https://tickrelay.example/fr/passwordreset',
      notMeLink,
      timeZone: 'America/New_York',
    });
    expect(mail.text).toContain(notMeLink);
    expect(mail.text).toContain('/fr/passwordreset');
    expect(mail.text).toContain('00:06');
  });
});
