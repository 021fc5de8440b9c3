import { LOCALES } from '@tickrelay/contracts/locales';

import { ACCOUNT_MAIL_NAMES } from './account-mail.jobs';
import { ACCOUNT_MAIL_MESSAGES } from './account-mail.messages';
import { renderAccountMail } from './account-mail.templates';

const expiresAt = '2025-03-04T05:06:00.000Z';

describe('account mail templates', () => {
  it('renders the confirmation mail in English and French with the link in both parts', () => {
    const link = 'https://tickrelay.example/confirm?token=abc_DEF-123';
    const en = renderAccountMail('account-confirmation', {
      to: 'a@example.com',
      displayName: 'Ada',
      locale: 'en',
      link,
      expiresAt,
    });
    expect(en.subject).toBe('Confirm your TickRelay email address');
    expect(en.text).toContain('Hello Ada,');
    expect(en.text).toContain(link);
    expect(en.text).toContain('expires on 4 March 2025 at 05:06 UTC');
    expect(en.html).toContain(`href="${link}"`);
    expect(en.html).toContain('<html lang="en">');

    const fr = renderAccountMail('account-confirmation', {
      to: 'a@example.com',
      displayName: 'Ada',
      locale: 'fr',
      link,
      expiresAt,
    });
    expect(fr.subject).toBe('Confirmez votre adresse e-mail TickRelay');
    expect(fr.text).toContain('Bonjour Ada,');
    expect(fr.text).toContain('expire le 4 mars 2025');
  });

  it('escapes names in HTML and keeps header-breaking characters out', () => {
    const mail = renderAccountMail('password-changed', {
      to: 'a@example.com',
      displayName: '<b>Eve</b>\r\nBcc: x',
      locale: 'en',
      changedAt: expiresAt,
      resetLink: 'https://tickrelay.example/passwordreset',
    });
    expect(mail.html).toContain('&lt;b&gt;Eve&lt;/b&gt; Bcc: x');
    expect(mail.html).not.toContain('<b>Eve');
    expect(mail.text).toContain('https://tickrelay.example/passwordreset');
  });

  it('greets without a name when none is known', () => {
    const mail = renderAccountMail('signup-attempt', {
      to: 'a@example.com',
      displayName: '',
      locale: 'fr',
      signInLink: 'https://tickrelay.example/fr/signin',
      resetLink: 'https://tickrelay.example/fr/passwordreset',
    });
    expect(mail.text.startsWith('Bonjour,\n')).toBe(true);
    expect(mail.text).toContain('https://tickrelay.example/fr/signin');
    expect(mail.text).toContain('https://tickrelay.example/fr/passwordreset');
  });

  it('has every mail in both languages, each with its own subject', () => {
    const job = {
      to: 'a@example.com',
      displayName: 'A',
      link: 'https://x/confirm?token=t',
      expiresAt,
      changedAt: expiresAt,
      resetLink: 'https://x/passwordreset',
      signInLink: 'https://x/signin',
    };
    for (const name of ACCOUNT_MAIL_NAMES) {
      const en = renderAccountMail(name, { ...job, locale: 'en' });
      const fr = renderAccountMail(name, { ...job, locale: 'fr' });
      expect(en.subject).not.toBe(fr.subject);
      expect(en.text).not.toBe(fr.text);
    }
    expect(Object.keys(ACCOUNT_MAIL_MESSAGES).sort()).toEqual([...LOCALES].sort());
  });
});
