import { withoutLinkSecrets } from './mail-job-redaction';

describe('withoutLinkSecrets', () => {
  it('takes the token out of a confirmation or recovery link', () => {
    const data = {
      to: 'ada@example.com',
      displayName: 'Ada',
      locale: 'fr' as const,
      link: 'https://tickrelay.test/fr/confirm?token=SECRET-1',
      expiresAt: '2026-11-24T00:00:00.000Z',
    };
    expect(withoutLinkSecrets(data)).toEqual({
      ...data,
      link: 'https://tickrelay.test/fr/confirm?token=redacted',
    });
    expect(data.link).toContain('SECRET-1');
  });

  it('leaves data without a secret alone (no write needed)', () => {
    expect(
      withoutLinkSecrets({
        signInLink: 'https://tickrelay.test/signin',
        resetLink: 'https://tickrelay.test/passwordreset',
        message: 'see ?token=not-a-link-field',
      }),
    ).toBeUndefined();
  });
});
