import { compileLogUrl, compilePathPattern, pathOf } from './route-pattern';

describe('hot-route path patterns', () => {
  it('matches a static path exactly, with or without a trailing slash', () => {
    const match = compilePathPattern('/api/telemetry/batch');
    expect(match('/api/telemetry/batch')).toEqual({});
    expect(match('/api/telemetry/batch/')).toEqual({});
    expect(match('/api/telemetry/batch/extra')).toBeUndefined();
    expect(match('/api/telemetry-batch')).toBeUndefined();
    expect(match('/API/telemetry/batch')).toBeUndefined();
  });

  it('takes one decoded segment per :name', () => {
    const match = compilePathPattern('/api/hooks/:token');
    expect(match('/api/hooks/abc_123')).toEqual({ token: 'abc_123' });
    expect(match('/api/hooks/a%20b/')).toEqual({ token: 'a b' });
    expect(match('/api/hooks/')).toBeUndefined();
    expect(match('/api/hooks/a/b')).toBeUndefined();
    expect(match('/api/hooks/%E0%A4%A')).toBeUndefined();
    expect(compilePathPattern('/api/:a/x/:b')('/api/1/x/2')).toEqual({ a: '1', b: '2' });
  });

  it('treats other characters literally', () => {
    const match = compilePathPattern('/api/a.b/:id');
    expect(match('/api/a.b/1')).toEqual({ id: '1' });
    expect(match('/api/axb/1')).toBeUndefined();
  });

  it('drops the query string of a request URL', () => {
    expect(pathOf('/api/telemetry/batch?lang=fr')).toBe('/api/telemetry/batch');
    expect(pathOf('/x')).toBe('/x');
    expect(pathOf(undefined)).toBe('/');
  });

  it('keeps secret path parameters and query parameters out of a logged URL', () => {
    const logUrl = compileLogUrl('/api/hooks/:token', ['token']);
    expect(logUrl('/api/hooks/s3cr3t-token')).toBe('/api/hooks/redacted');
    expect(logUrl('/api/hooks/s3cr3t-token/?lang=fr&token=x')).toBe(
      '/api/hooks/redacted/?lang=fr&token=redacted',
    );
    expect(compileLogUrl('/api/:kind/:id', ['id'])('/api/a/b')).toBe('/api/a/redacted');
    const plain = compileLogUrl('/api/telemetry/batch');
    expect(plain('/api/telemetry/batch?lang=fr')).toBe('/api/telemetry/batch?lang=fr');
    expect(plain('/api/telemetry/batch?secret=1')).toBe('/api/telemetry/batch?secret=redacted');
  });
});
