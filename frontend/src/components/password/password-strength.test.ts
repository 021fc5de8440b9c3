import { passwordStrength } from './password-strength';

describe('password strength hint', () => {
  it.each([
    ['', 'tooShort'],
    ['abc', 'tooShort'],
    ['password', 'weak'],
    ['PASSWORD1', 'weak'],
    ['12345678', 'weak'],
    ['aaaaaaaaaa', 'weak'],
    ['abcabcabcabc', 'weak'],
    ['qwertyui', 'weak'],
    ['kestrel9', 'weak'],
    ['Kestrel9!', 'fair'],
    ['Kestrel-Harbor', 'good'],
    ['kestrel harbor lantern', 'strong'],
  ])('%p is %s', (value, level) => {
    expect(passwordStrength(value).level).toBe(level);
  });

  it('never scores a longer variant of a password lower', () => {
    const base = 'vQ7!mzpa';
    let previous = passwordStrength(base).score;
    for (let length = base.length + 1; length <= 24; length += 1) {
      const next = passwordStrength(`${base}${'kx'.repeat(12)}`.slice(0, length)).score;
      expect(next).toBeGreaterThanOrEqual(previous);
      previous = next;
    }
  });
});
