import { displayTarget } from './destination-view';

describe('displayTarget', () => {
  it('shows an https URL without credentials, query or fragment', () => {
    expect(
      displayTarget('https', { url: 'https://hooks.example.com:8443/in/tv?token=s3cret#x' }),
    ).toBe('https://hooks.example.com:8443/in/tv');
  });

  it('shows a Discord webhook without its token, and a Telegram chat by id', () => {
    expect(
      displayTarget('discord', {
        url: 'https://discord.com/api/webhooks/123456789012345678/secret-token-secret-token-xyz',
      }),
    ).toBe('discord.com/api/webhooks/123456789012345678/…');
    expect(displayTarget('telegram', { chatId: '@tickrelay_alerts' })).toBe(
      'chat @tickrelay_alerts',
    );
  });
});
