import {
  validateConfirmation,
  validateDisplayName,
  validateEmail,
  validateNewPassword,
} from './auth-validation';

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

  it('checks new passwords', () => {
    expect(validateNewPassword('')).toBe('required');
    expect(validateNewPassword('abc123')).toBe('passwordTooShort');
    expect(validateNewPassword('abcdefgh')).toBe('passwordWeak');
    expect(validateNewPassword('12345678')).toBe('passwordWeak');
    expect(validateNewPassword('trading42')).toBeNull();
    expect(validateNewPassword(`a1${'x'.repeat(127)}`)).toBe('passwordTooLong');
  });

  it('checks the confirmation and the name', () => {
    expect(validateConfirmation('trading42', '')).toBe('required');
    expect(validateConfirmation('trading42', 'trading43')).toBe('passwordMismatch');
    expect(validateConfirmation('trading42', 'trading42')).toBeNull();
    expect(validateDisplayName(' ')).toBe('required');
    expect(validateDisplayName('x'.repeat(81))).toBe('nameTooLong');
    expect(validateDisplayName('Ada Lovelace')).toBeNull();
  });
});
