import { isTransient, isTransientSmtpReply } from './transient-errors';

const withCode = (code: string, message = 'x') => Object.assign(new Error(message), { code });
/** What nodemailer rejects with: a code, and the server's reply code when it answered. */
const smtpError = (code: string, responseCode?: number) =>
  Object.assign(new Error(`smtp ${code}`), { code, responseCode });

describe('isTransient', () => {
  it.each([
    ['Postgres unreachable', withCode('ECONNREFUSED')],
    ['a pg connection exception', withCode('08006')],
    ['too many connections', withCode('53300')],
    ['disk full', withCode('53100')],
    ['out of memory', withCode('53200')],
    ['a read-only database', withCode('25006')],
    ['a statement timeout', withCode('57014')],
    ['a serialization failure', withCode('40001')],
    ['a deadlock', withCode('40P01')],
    ['a lock timeout', withCode('55P03')],
    ['a reset connection', withCode('ECONNRESET')],
    ['SMTP unreachable', smtpError('ECONNECTION')],
    ['an SMTP timeout', smtpError('ETIMEDOUT')],
    ['an SMTP socket error', smtpError('ESOCKET')],
    ['an SMTP host name that does not resolve', smtpError('EDNS')],
    ['SMTP 421 service not available', smtpError('EPROTOCOL', 421)],
    ['SMTP 450 mailbox busy', smtpError('EENVELOPE', 450)],
    ['SMTP 451 local error', smtpError('EMESSAGE', 451)],
    ['SMTP 452 insufficient storage', smtpError('EENVELOPE', 452)],
    ['a transient cause', new Error('wrapped', { cause: withCode('53300') })],
    [
      'an AggregateError of refused connections',
      new AggregateError([withCode('ECONNREFUSED'), withCode('ECONNREFUSED')], 'connect'),
    ],
  ])('treats %s as transient', (_label, error) => {
    expect(isTransient(error)).toBe(true);
  });

  it.each([
    ['a bug', new TypeError('cannot read properties of undefined')],
    ['a constraint violation', withCode('23505')],
    ['a data exception', withCode('22021')],
    ['a syntax error', withCode('42601')],
    ['an undefined table', withCode('42P01')],
    ['SMTP 550 no such mailbox', smtpError('EENVELOPE', 550)],
    ['SMTP 554 rejected', smtpError('EMESSAGE', 554)],
    ['SMTP authentication refused', smtpError('EAUTH', 535)],
    ['a permanent cause', new Error('wrapped', { cause: withCode('23505') })],
    [
      'an AggregateError with a permanent part',
      new AggregateError([withCode('ECONNREFUSED'), new TypeError('bug')], 'mixed'),
    ],
    ['an empty AggregateError', new AggregateError([], 'none')],
    ['a string', 'ECONNREFUSED'],
    ['null', null],
    ['undefined', undefined],
  ])('treats %s as permanent', (_label, error) => {
    expect(isTransient(error)).toBe(false);
  });

  it('stops following a cause chain that loops', () => {
    const error = new Error('a') as Error & { cause?: unknown };
    error.cause = error;
    expect(isTransient(error)).toBe(false);
  });
});

describe('isTransientSmtpReply', () => {
  it('is true for 4xx replies only', () => {
    expect([421, 450, 451, 452, 499].map(isTransientSmtpReply)).toEqual([
      true,
      true,
      true,
      true,
      true,
    ]);
    expect([undefined, '451', 250, 354, 500, 550].map(isTransientSmtpReply)).toEqual([
      false,
      false,
      false,
      false,
      false,
      false,
    ]);
  });
});
