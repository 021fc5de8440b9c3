import { compareStreamIds, parseMemberEventMessage, STREAM_ID } from './member-events';

describe('member events', () => {
  it('orders Redis stream ids numerically, milliseconds then sequence', () => {
    expect(compareStreamIds('1700000000000-0', '1700000000000-1')).toBeLessThan(0);
    expect(compareStreamIds('999-5', '1000-0')).toBeLessThan(0);
    expect(compareStreamIds('1000-10', '1000-9')).toBeGreaterThan(0);
    expect(compareStreamIds('1000-1', '1000-1')).toBe(0);
  });

  it('reads a published message whose JSON holds line breaks', () => {
    expect(parseMemberEventMessage('1-0\ndelivery\n{"rawBody":"a\\nb"}')).toEqual({
      id: '1-0',
      type: 'delivery',
      data: '{"rawBody":"a\\nb"}',
    });
    expect(parseMemberEventMessage('garbage')).toBeUndefined();
  });

  it('accepts only stream ids as resume points', () => {
    expect(STREAM_ID.test('1700000000000-3')).toBe(true);
    expect(STREAM_ID.test('$')).toBe(false);
    expect(STREAM_ID.test('1-2-3')).toBe(false);
  });
});
