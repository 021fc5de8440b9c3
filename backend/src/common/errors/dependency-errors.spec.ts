import { TimeoutError } from '../async/with-timeout';
import { isDependencyUnavailable } from './dependency-errors';

describe('isDependencyUnavailable', () => {
  it.each([
    [
      'refused connection',
      Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }),
    ],
    ['pg connection exception', Object.assign(new Error('x'), { code: '08006' })],
    ['pg admin shutdown', Object.assign(new Error('x'), { code: '57P01' })],
    ['pool connect timeout', new Error('timeout exceeded when trying to connect')],
    ['our own timeout', new TimeoutError('postgres ping', 1500)],
  ])('recognises a %s', (_label, error) => {
    expect(isDependencyUnavailable(error)).toBe(true);
  });

  it.each([
    ['a bug', new TypeError('cannot read properties of undefined')],
    ['a constraint violation', Object.assign(new Error('x'), { code: '23505' })],
    ['a non-error', 'ECONNREFUSED'],
    ['null', null],
  ])('does not treat %s as an outage', (_label, error) => {
    expect(isDependencyUnavailable(error)).toBe(false);
  });
});
