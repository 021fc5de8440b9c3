import { contactNotificationMail } from './contact-notification.mail';

describe('contactNotificationMail', () => {
  const job = {
    messageId: '5b0c7d2e-4a43-4d8e-9a3b-0f4e7f8e1c11',
    name: 'Eve\r\nBcc: victim@example.com',
    email: 'eve@example.com',
    subject: 'Hello\nthere',
    message: 'Line one\nLine two',
    locale: 'fr' as const,
    receivedAt: '2025-01-02T03:04:05.000Z',
  };

  it('addresses the team inbox and replies to the visitor', () => {
    const mail = contactNotificationMail(job, { from: 'TickRelay <no-reply@x>', to: 'team@x' });
    expect(mail.to).toBe('team@x');
    expect(mail.from).toBe('TickRelay <no-reply@x>');
    expect(mail.subject).toBe('[TickRelay contact] Hello there');
    expect(mail.text).toContain('Language: fr');
    expect(mail.text).toContain(`Reference: ${job.messageId}`);
    expect(mail.text.endsWith('Line one\nLine two')).toBe(true);
  });

  it('keeps header-like fields on one line', () => {
    const mail = contactNotificationMail(job, { from: 'a@x', to: 'b@x' });
    expect(mail.replyTo).toBe('Eve Bcc: victim@example.com <eve@example.com>');
    expect(mail.replyTo).not.toMatch(/[\r\n]/);
    expect(mail.subject).not.toMatch(/[\r\n]/);
  });
});
