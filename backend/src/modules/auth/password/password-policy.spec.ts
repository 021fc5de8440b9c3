import { commonPasswordCount, isCommonPassword } from './password-policy';

describe('common password list', () => {
  it('ships a few thousand entries and recognises them whatever the case', () => {
    expect(commonPasswordCount()).toBe(5000);
    for (const password of ['password', 'PASSWORD1', 'Password1', 'qwertyuiop', 'iloveyou']) {
      expect([password, isCommonPassword(password)]).toEqual([password, true]);
    }
  });

  it('lets uncommon passphrases through', () => {
    expect(isCommonPassword('correct horse battery staple')).toBe(false);
    expect(isCommonPassword('Tr4ding-Relay-2025!')).toBe(false);
  });
});
