import { Secret, TOTP } from 'otpauth';

import { isTotpCode, newRecoveryCodes, recoveryCodeHash } from './recovery-codes';
import { newTotpSecret, totpStepOf, totpUri } from './totp';

// A fixed instant, not the clock: the step arithmetic is what is checked.
const NOW = Date.UTC(2026, 10, 28, 12, 0, 10);
const STEP = Math.floor(NOW / 30_000);

const codeAt = (secret: string, step: number) =>
  new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: step * 30_000 });

describe('TOTP', () => {
  const secret = newTotpSecret();

  it('makes 160-bit base32 secrets and an otpauth URI apps read', () => {
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(newTotpSecret()).not.toBe(secret);
    const uri = new URL(totpUri(secret, 'ada@example.com'));
    expect(uri.protocol).toBe('otpauth:');
    expect(uri.searchParams.get('secret')).toBe(secret);
    expect(uri.searchParams.get('issuer')).toBe('TickRelay');
    expect(uri.searchParams.get('digits')).toBe('6');
    expect(uri.searchParams.get('period')).toBe('30');
  });

  it('answers the step of a code from the current step or one either side, else null', () => {
    expect(totpStepOf(secret, codeAt(secret, STEP), NOW)).toBe(STEP);
    expect(totpStepOf(secret, codeAt(secret, STEP - 1), NOW)).toBe(STEP - 1);
    expect(totpStepOf(secret, codeAt(secret, STEP + 1), NOW)).toBe(STEP + 1);
    expect(totpStepOf(secret, codeAt(secret, STEP + 3), NOW)).toBeNull();
    expect(totpStepOf(newTotpSecret(), codeAt(secret, STEP), NOW)).toBeNull();
  });
});

describe('recovery codes', () => {
  it('are ten distinct codes, hashed as typed in any case, with or without the dash', () => {
    const codes = newRecoveryCodes();
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    const [code = ''] = codes;
    expect(recoveryCodeHash(` ${code.toUpperCase().replace('-', ' - ')} `)).toBe(
      recoveryCodeHash(code),
    );
    expect(recoveryCodeHash(code)).not.toContain(code.replace('-', ''));
  });

  it('tells a six-digit TOTP code from a recovery code', () => {
    expect(isTotpCode('123456')).toBe(true);
    expect(isTotpCode('123 456')).toBe(true);
    expect(isTotpCode('abcde-fghjk')).toBe(false);
    expect(isTotpCode('1234567')).toBe(false);
  });
});
