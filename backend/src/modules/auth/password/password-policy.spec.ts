import { hashPassword, verifyAgainstDummy, verifyPassword } from './password-hasher';
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

describe('scrypt password hashing', () => {
  it('verifies the right password only, with a random salt per hash', async () => {
    const first = await hashPassword('correct horse battery staple');
    const second = await hashPassword('correct horse battery staple');
    expect(first).toMatch(/^scrypt\$32768\$8\$1\$[\w-]+\$[\w-]+$/);
    expect(first).not.toBe(second);
    expect(await verifyPassword('correct horse battery staple', first)).toBe(true);
    expect(await verifyPassword('correct horse battery stable', first)).toBe(false);
    expect(await verifyPassword('anything', 'bcrypt$whatever')).toBe(false);
  });

  it('normalises Unicode so the same passphrase typed differently matches', async () => {
    const composed = await hashPassword('caf\u00e9 au lait');
    expect(await verifyPassword('cafe\u0301 au lait', composed)).toBe(true);
  });

  it('spends the time of a real check for unknown accounts and always fails', async () => {
    expect(await verifyAgainstDummy('whatever')).toBe(false);
  });
});
