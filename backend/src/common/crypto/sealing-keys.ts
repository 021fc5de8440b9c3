import { createHash } from 'node:crypto';

import type { SealingKey } from './secret-sealer';

/**
 * A list of sealing keys as the environment gives them (WEBHOOK_TOKEN_KEYS, CREDENTIAL_KEYS):
 * `id:key` entries, comma-separated, each key 32 bytes in base64 or base64url. The first seals,
 * the others only open values sealed before a rotation. A string (the problem) when malformed;
 * [] when empty.
 */
export function parseSealingKeys(raw: string): SealingKey[] | string {
  if (raw.trim() === '') return [];
  const keys: SealingKey[] = [];
  for (const entry of raw.split(',').map((part) => part.trim())) {
    const match = /^([A-Za-z0-9_-]{1,32}):([A-Za-z0-9+/_-]{43}=?)$/.exec(entry);
    if (!match) return 'each entry must be id:key, the id 1-32 letters, digits, "-" or "_"';
    const [, id = '', encoded = ''] = match;
    const key = Buffer.from(encoded.replace(/-/g, '+').replace(/_/g, '/'), 'base64');
    if (key.length !== 32) return `the key of "${id}" must be 32 bytes (base64 or base64url)`;
    if (keys.some((other) => other.id === id)) return `the key id "${id}" is listed twice`;
    keys.push({ id, key });
  }
  return keys;
}

/**
 * The key used when a key list is empty outside production. Anyone can derive it from the
 * source, so it protects nothing: the boot check refuses it in production, even listed.
 */
export function developmentSealingKey(purpose: string): SealingKey {
  return {
    id: 'dev',
    key: createHash('sha256').update(`tickrelay development ${purpose} key`).digest(),
  };
}
