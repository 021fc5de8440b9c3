import { compilePathPattern, pathOf } from './route-pattern';

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
});
