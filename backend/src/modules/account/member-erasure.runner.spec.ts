import { isTransient } from '@/common/errors/transient-errors';

import type { MemberDataEraser, MemberErasureStage } from './member-eraser.port';
import {
  MemberEraserRegistryError,
  MemberErasureError,
  orderErasers,
  runErasers,
} from './member-erasure.runner';

const MEMBER = '7f8b3c1e-2a4d-4f6b-9c0e-1d2e3f4a5b6c';

class Recording implements MemberDataEraser {
  readonly calls: string[] = [];
  constructor(
    readonly name: string,
    readonly stage: MemberErasureStage,
    private readonly log: string[],
    private readonly failure?: () => Error,
  ) {}

  erase(memberId: string): Promise<void> {
    this.calls.push(memberId);
    this.log.push(this.name);
    const failure = this.failure?.();
    return failure ? Promise.reject(failure) : Promise.resolve();
  }
}

const transient = () => Object.assign(new Error('too many connections'), { code: '53300' });

describe('orderErasers', () => {
  it('puts the inflow stage first, then the stored one, by name within each', () => {
    const log: string[] = [];
    const ordered = orderErasers([
      new Recording('paper', 'stored', log),
      new Recording('webhooks', 'inflow', log),
      new Recording('deliveries', 'stored', log),
      new Recording('billing', 'inflow', log),
    ]);
    expect(ordered.map((eraser) => eraser.name)).toEqual([
      'billing',
      'webhooks',
      'deliveries',
      'paper',
    ]);
  });

  it('keeps one of a provider discovered twice (a module imported by two others)', () => {
    const eraser = new Recording('billing', 'inflow', []);
    expect(orderErasers([eraser, eraser])).toEqual([eraser]);
  });

  it('refuses two erasers of one name and a marked provider that is no eraser, naming all', () => {
    class Webhooks extends Recording {}
    class WebhooksAgain extends Recording {}
    class Half {
      readonly name = 'half';
      readonly stage = 'later';
      erase = () => Promise.resolve();
    }
    let caught: unknown;
    try {
      orderErasers([
        new Webhooks('webhooks', 'inflow', []),
        new WebhooksAgain('webhooks', 'stored', []),
        new Half(),
      ]);
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(MemberEraserRegistryError);
    expect((caught as MemberEraserRegistryError).problems).toEqual([
      '"webhooks" names two erasers: Webhooks and WebhooksAgain',
      'Half is marked @MemberEraser() but has no name, stage and erase()',
    ]);
  });
});

describe('runErasers', () => {
  it('runs every eraser once, in order, for the member', async () => {
    const log: string[] = [];
    const erasers = orderErasers([
      new Recording('deliveries', 'stored', log),
      new Recording('webhooks', 'inflow', log),
    ]);
    expect(await runErasers(erasers, MEMBER)).toEqual({
      erased: ['webhooks', 'deliveries'],
      failed: [],
    });
    expect(log).toEqual(['webhooks', 'deliveries']);
  });

  it('goes on past a failure and reports each, so the others erase what they can now', async () => {
    const log: string[] = [];
    const refused = new Error('provider refused');
    const erasers = orderErasers([
      new Recording('billing', 'inflow', log, () => refused),
      new Recording('deliveries', 'stored', log),
      new Recording('webhooks', 'inflow', log, transient),
    ]);
    const pass = await runErasers(erasers, MEMBER);
    expect(log).toEqual(['billing', 'webhooks', 'deliveries']);
    expect(pass.erased).toEqual(['deliveries']);
    expect(pass.failed.map((failure) => [failure.eraser, failure.error.message])).toEqual([
      ['billing', 'provider refused'],
      ['webhooks', 'too many connections'],
    ]);
  });

  it('wraps what is thrown that is not an Error', async () => {
    const eraser: MemberDataEraser = {
      name: 'odd',
      stage: 'stored',
      erase: () => Promise.reject(new Error('as an error')),
    };
    const odd: MemberDataEraser = {
      name: 'odder',
      stage: 'stored',
      // eslint-disable-next-line @typescript-eslint/prefer-promise-reject-errors -- what a careless eraser may do
      erase: () => Promise.reject('a string'),
    };
    const pass = await runErasers([eraser, odd], MEMBER);
    expect(pass.failed.map((failure) => failure.error.message)).toEqual([
      'as an error',
      'a string',
    ]);
  });
});

describe('MemberErasureError', () => {
  it('names the member and each failed eraser', () => {
    const error = new MemberErasureError(MEMBER, [
      { eraser: 'billing', error: new Error('provider refused') },
      { eraser: 'webhooks', error: new Error('Redis away') },
    ]);
    expect(error.message).toBe(
      `erasure of member ${MEMBER} incomplete: billing (provider refused); webhooks (Redis away)`,
    );
    expect(error.errors).toHaveLength(2);
  });

  it('is transient only when every failure is (the job then waits without spending an attempt)', () => {
    const all = new MemberErasureError(MEMBER, [
      { eraser: 'billing', error: transient() },
      { eraser: 'deliveries', error: transient() },
    ]);
    const mixed = new MemberErasureError(MEMBER, [
      { eraser: 'billing', error: transient() },
      { eraser: 'webhooks', error: new Error('a bug') },
    ]);
    expect(isTransient(all)).toBe(true);
    expect(isTransient(mixed)).toBe(false);
  });
});
