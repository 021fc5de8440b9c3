import { redactEventUrls } from './telemetry-event-redaction';
import { sampleEvent } from './telemetry-sample';

describe('redactEventUrls', () => {
  const sample = sampleEvent();

  it('redacts tokens and codes from page_url and referrer before the events are queued', () => {
    const [event] = redactEventUrls([
      {
        ...sample,
        page_url: 'https://tickrelay.example/confirm?token=secret-1',
        referrer: 'https://tickrelay.example/fr/update-password?code=secret-2&x=1',
      },
    ]);
    expect(event!.page_url).toBe('https://tickrelay.example/confirm?token=redacted');
    expect(event!.referrer).toBe('https://tickrelay.example/fr/update-password?code=redacted&x=1');
  });

  it('keeps events without a secret as they are', () => {
    const events = [sample, { ...sample, referrer: null }];
    const redacted = redactEventUrls(events);
    expect(redacted[0]).toBe(events[0]);
    expect(redacted[1]).toBe(events[1]);
  });
});
