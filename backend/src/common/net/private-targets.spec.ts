import { canonicalAddress, isAllowedPrivateTarget, parsePrivateTargets } from './private-targets';

describe('RELAY_ALLOWED_PRIVATE_TARGETS', () => {
  it('reads address:port pairs, IPv6 in brackets, in canonical form', () => {
    const targets = parsePrivateTargets(' 127.0.0.1:8443 , [0:0:0:0:0:0:0:1]:9000,');
    expect(targets).toEqual(new Set(['127.0.0.1|8443', '::1|9000']));
  });

  it('is empty for an empty value', () => {
    expect(parsePrivateTargets('')).toEqual(new Set());
  });

  it.each([
    'localhost:8443',
    '127.0.0.1',
    '10.0.0.0/8:443',
    '127.0.0.1:0',
    '127.0.0.1:70000',
    '::1:443',
    '[::1]',
    '2130706433:443',
    '127.1:443',
  ])('refuses %j, naming it', (entry) => {
    const problem = parsePrivateTargets(`127.0.0.1:1,${entry}`);
    expect(typeof problem).toBe('string');
    expect(problem).toContain(entry);
  });

  it('allows exactly the listed address and port', () => {
    const targets = parsePrivateTargets('127.0.0.1:8443,[::1]:8443') as ReadonlySet<string>;
    expect(isAllowedPrivateTarget(targets, '127.0.0.1', 8443)).toBe(true);
    expect(isAllowedPrivateTarget(targets, '0:0::1', 8443)).toBe(true);
    expect(isAllowedPrivateTarget(targets, '127.0.0.1', 8444)).toBe(false);
    expect(isAllowedPrivateTarget(targets, '127.0.0.2', 8443)).toBe(false);
    expect(isAllowedPrivateTarget(new Set(), '127.0.0.1', 8443)).toBe(false);
  });

  it('writes addresses as the URL parser does', () => {
    expect(canonicalAddress('::FFFF:127.0.0.1')).toBe('::ffff:7f00:1');
    expect(canonicalAddress('10.0.0.1')).toBe('10.0.0.1');
  });
});
