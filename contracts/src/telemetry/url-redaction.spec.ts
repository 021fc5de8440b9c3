import { REDACTED_VALUE, redactOptionalUrl, redactUrl, SECRET_URL_PARAMS } from './url-redaction';

describe('redactUrl', () => {
  it('redacts the emailed tokens and codes of the SPA links', () => {
    expect(redactUrl('https://tickrelay.example/confirm?token=abc123')).toBe(
      `https://tickrelay.example/confirm?token=${REDACTED_VALUE}`,
    );
    expect(redactUrl('https://t.example/fr/update-password?code=XyZ&lang=fr#top')).toBe(
      'https://t.example/fr/update-password?code=redacted&lang=fr#top',
    );
  });

  it('redacts every listed name, in the query or the fragment, whatever its case', () => {
    for (const name of SECRET_URL_PARAMS) {
      expect(redactUrl(`https://a.example/p?x=1&${name.toUpperCase()}=s3cret&y=2`)).toBe(
        `https://a.example/p?x=1&${name.toUpperCase()}=redacted&y=2`,
      );
    }
    expect(redactUrl('https://a.example/update-password#access_token=h1&type=recovery')).toBe(
      'https://a.example/update-password#access_token=redacted&type=recovery',
    );
  });

  it('leaves other parameters, similar names and the path alone', () => {
    const url = 'https://a.example/token=x/keys?status=success&session_id=cs_1&keyword=k&mytoken=t';
    expect(redactUrl(url)).toBe(url);
    expect(redactUrl('not a url ?token=t')).toBe('not a url ?token=redacted');
    expect(redactOptionalUrl(null)).toBeNull();
  });
});
