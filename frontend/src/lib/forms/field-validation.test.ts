import { validateDisplayName, validateEmail, validateNewPassword } from './field-validation';

describe('field validation', () => {
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
