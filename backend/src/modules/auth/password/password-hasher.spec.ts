import { parseConfig } from '@/config/app-config';
import { PRODUCTION_ENV_SAMPLE } from '@/config/production-env.sample';

import { HashSlots } from './hash-slots';
import { costOf, hashPassword, PasswordHasher, verifyPassword } from './password-hasher';

const LOW = { N: 2 ** 10, r: 8, p: 1 };

function hasher(env: NodeJS.ProcessEnv): PasswordHasher {
  const result = parseConfig(env);
  if (!result.ok) throw new Error(result.problems.join('\n'));
  return new PasswordHasher(result.config);
}

describe('scrypt password hashing', () => {
  it('verifies the right password only, with a random salt per hash', async () => {
    const first = await hashPassword('correct horse battery staple', LOW);
    const second = await hashPassword('correct horse battery staple', LOW);
    expect(first).toMatch(/^scrypt\$1024\$8\$1\$[\w-]+\$[\w-]+$/);
    expect(first).not.toBe(second);
    expect(await verifyPassword('correct horse battery staple', first)).toBe(true);
    expect(await verifyPassword('correct horse battery stable', first)).toBe(false);
    expect(await verifyPassword('anything', 'bcrypt$whatever')).toBe(false);
    expect(await verifyPassword('anything', 'scrypt$3$8$1$c2FsdA$aGFzaA')).toBe(false);
  });

  it('normalises Unicode so the same passphrase typed differently matches', async () => {
    const composed = await hashPassword('caf\u00e9 au lait', LOW);
    expect(await verifyPassword('cafe\u0301 au lait', composed)).toBe(true);
  });

  it('uses OWASP’s minimum by default: N=2^17, r=8, p=1, past Node’s 32 MiB maxmem', async () => {
    const production = hasher({
      ...PRODUCTION_ENV_SAMPLE,
      RECAPTCHA_PROVIDER: 'google',
      WEBHOOK_TOKEN_KEYS: 'example:AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
      CREDENTIAL_KEYS: 'example:AQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQE',
      DOWNLOAD_LINK_SECRET: 'example-download-link-secret-0123456789abcdef',
      SMTP_HOST: 'smtp.example.com',
      PAYMENT_PROVIDER: 'stripe',
      STRIPE_SECRET_KEY: 'sk_test_example',
      STRIPE_WEBHOOK_SECRET: 'whsec_example',
      STRIPE_PRODUCT_ID: 'prod_example',
    });
    expect(production.cost).toEqual({ N: 2 ** 17, r: 8, p: 1 });
    const stored = await production.hash('correct horse battery staple');
    expect(costOf(stored)).toEqual({ N: 131072, r: 8, p: 1 });
    expect(await production.verify('correct horse battery staple', stored)).toEqual({
      valid: true,
      outdated: false,
    });
  });

  it('flags a correct password stored with older parameters for a rehash', async () => {
    const current = hasher({ NODE_ENV: 'test', AUTH_SCRYPT_LOG2_N: '12' });
    const old = await hashPassword('correct horse battery staple', LOW);
    expect(await current.verify('correct horse battery staple', old)).toEqual({
      valid: true,
      outdated: true,
    });
    expect(await current.verify('wrong horse', old)).toEqual({ valid: false, outdated: false });
    expect(await current.verifyDummy('whatever')).toBe(false);
  });
});

describe('HashSlots', () => {
  it('never runs more than its size at once, in arrival order', async () => {
    const slots = new HashSlots(2);
    let running = 0;
    let peak = 0;
    const order: number[] = [];
    const task = (id: number) =>
      slots.run(async () => {
        running += 1;
        peak = Math.max(peak, running);
        await new Promise((resolve) => setImmediate(resolve));
        order.push(id);
        running -= 1;
      });
    await Promise.all([1, 2, 3, 4, 5].map(task));
    expect(peak).toBe(2);
    expect(order).toEqual([1, 2, 3, 4, 5]);
  });
});
