// The Tradovate and Destinations pages state figures the contracts own (roll dates, headers,
// limits): each is checked against the contracts here, in both languages.
import { createHmac } from 'node:crypto';

import { DESTINATION_LIMITS, RELAY_HEADERS } from '@tickrelay/contracts/destinations/destinations';
import { continuousContract } from '@tickrelay/contracts/futures/roll-calendar';

import type { ContentBody } from '@/components/content/content-block.types';

import {
  backoffSeconds,
  NODE_VERIFY_EXAMPLE,
  PYTHON_VERIFY_EXAMPLE,
} from './destinations-examples';
import destinationsEn from './destinations.en';
import destinationsFr from './destinations.fr';
import { TRADOVATE_ROLL_EXAMPLE as roll } from './tradovate-roll-example';
import tradovateEn from './tradovate.en';
import tradovateFr from './tradovate.fr';

const textOf = (body: ContentBody): string =>
  body
    .map((block) =>
      block.type === 'list'
        ? block.items.join('\n')
        : block.type === 'table'
          ? [...block.head, ...block.rows.flat()].join('\n')
          : block.type === 'code'
            ? `${block.code}\n${block.caption ?? ''}`
            : 'text' in block
              ? block.text
              : '',
    )
    .join('\n');

describe('the Tradovate page', () => {
  it('gives the front contract the roll calendar gives, before and after the roll', () => {
    expect(continuousContract('MNQ', 1, roll.beforeInstant).symbol).toBe(roll.front);
    expect(continuousContract('MNQ', 1, `${roll.rollDay.iso}T15:00:00Z`).symbol).toBe(roll.next);
    expect(roll).toMatchObject({ front: 'MNQZ2026', next: 'MNQH2027', tradovateName: 'MNQZ6' });
    expect(roll.rollDay.iso).toBe('2026-12-10');
  });

  it.each([
    ['en', tradovateEn, 'December 10, 2026'],
    ['fr', tradovateFr, '10 décembre 2026'],
  ] as const)('%s names the roll day, the actions and the error codes', (_locale, body, day) => {
    const text = textOf(body);
    expect(text).toContain(day);
    for (const word of ['MNQ1!', 'MNQZ2026', 'MNQH2027', 'MNQZ6', 'OSO', '`exit`', '`cancel`']) {
      expect(text).toContain(word);
    }
    expect(text).toContain('`reverse`');
    for (const code of ['BROKER_AUTH_FAILED', 'BROKER_APP_NOT_APPROVED', 'BROKER_RATE_LIMITED']) {
      expect(text).toContain(code);
    }
    const ids = body.flatMap((block) => (block.type === 'heading' && block.id ? [block.id] : []));
    expect(ids).toEqual(expect.arrayContaining(['api-key', 'approve', 'demo-live', 'symbols']));
  });
});

describe('the Destinations page', () => {
  it('waits 2, 4, 8 and 16 seconds between the five attempts', () => {
    expect(backoffSeconds()).toEqual([2, 4, 8, 16]);
    expect(DESTINATION_LIMITS.attempts).toBe(5);
  });

  it.each([
    ['en', destinationsEn, '2, 4, 8 and 16 seconds', '64 KB'],
    ['fr', destinationsFr, '2, 4, 8 puis 16 secondes', '64 Ko'],
  ] as const)('%s states the headers, the scheme and the limits', (_locale, body, waits, size) => {
    const text = textOf(body);
    for (const header of Object.values(RELAY_HEADERS)) expect(text).toContain(header);
    expect(text).toContain('`v1=`');
    expect(text).toContain('`${timestamp}.${rawBody}`');
    expect(text).toContain(`${DESTINATION_LIMITS.signatureToleranceSeconds}`);
    expect(text).toContain(waits);
    expect(text).toContain(size);
    expect(text).toContain('169.254.169.254');
    expect(text).toContain(`${DESTINATION_LIMITS.noticeDigestMinutes} minutes`);
    const languages = body.flatMap((block) => (block.type === 'code' ? [block.language] : []));
    expect(languages).toEqual(expect.arrayContaining(['javascript', 'python']));
  });

  it('verifies the way TickRelay signs: v1= hex HMAC-SHA256 of timestamp.rawBody', () => {
    // The examples compute exactly this; a receiver following them accepts a real signature.
    const secret = 'whsec_' + 'A'.repeat(43);
    const timestamp = '1796400000';
    const rawBody = '{"event":"test"}';
    const signature = `v1=${createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest('hex')}`;
    expect(signature).toMatch(/^v1=[0-9a-f]{64}$/);
    expect(NODE_VERIFY_EXAMPLE).toContain(
      "createHmac('sha256', secret).update(`${timestamp}.${req.body}`)",
    );
    expect(NODE_VERIFY_EXAMPLE).toContain('timingSafeEqual');
    expect(PYTHON_VERIFY_EXAMPLE).toContain('timestamp.encode() + b"." + body, hashlib.sha256');
    expect(PYTHON_VERIFY_EXAMPLE).toContain('hmac.compare_digest');
  });
});
