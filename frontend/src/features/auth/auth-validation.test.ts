import { validateDisplayName, validateEmail, validateNewPassword } from './auth-validation';
import { passwordStrength } from './password-strength';

describe('auth validation', () => {
  it('checks email addresses', () => {
    expect(validateEmail('')).toBe('required');
    expect(validateEmail('   ')).toBe('required');
    expect(validateEmail('ada')).toBe('emailInvalid');
    expect(validateEmail('ada@example')).toBe('emailInvalid');
    expect(validateEmail('a da@example.com')).toBe('emailInvalid');
    expect(validateEmail(' ada@example.com ')).toBeNull();
    expect(validateEmail(`${'a'.repeat(250)}@b.co`)).toBe('emailInvalid');
  });

  it('checks new passwords: 8 to 128 characters, no composition rules', () => {
    expect(validateNewPassword('')).toBe('required');
    expect(validateNewPassword('abc1234')).toBe('passwordTooShort');
    expect(validateNewPassword('abcdefgh')).toBeNull();
    expect(validateNewPassword('correct horse battery staple')).toBeNull();
    expect(validateNewPassword('x'.repeat(128))).toBeNull();
    expect(validateNewPassword('x'.repeat(129))).toBe('passwordTooLong');
  });

  it('checks the name', () => {
    expect(validateDisplayName(' ')).toBe('required');
    expect(validateDisplayName('x'.repeat(81))).toBe('nameTooLong');
    expect(validateDisplayName('Ada Lovelace')).toBeNull();
  });
});

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
