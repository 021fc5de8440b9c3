export interface GroupCommitOptions<I, P> {
  /** How much one item weighs (a telemetry batch: its events). */
  weight: (item: I) => number;
  /** Items stop joining a job past this weight; a lone heavier item still goes alone. */
  maxWeight: number;
  /** One job from the items that waited together, in their order. */
  toJob: (items: I[]) => { payload: P; jobId?: string };
}

interface Waiting<I> {
  item: I;
  resolve: () => void;
  reject: (error: unknown) => void;
}

/**
 * Group commit for a producer: while one add is on its way to Redis, the items that arrive wait
 * and then go together as one job (up to `maxWeight`). A quiet producer sends each item alone and
 * at once; a busy one sends fewer, bigger jobs, which matters when the consumer's cost is per job.
 * Each caller resolves only once Redis holds its item, and fails with the add's error.
 */
export class GroupCommit<I, P> {
  private waiting: Waiting<I>[] = [];
  private sending = false;

  constructor(
    private readonly send: (payload: P, jobId: string | undefined) => Promise<unknown>,
    private readonly options: GroupCommitOptions<I, P>,
  ) {}

  add(item: I): Promise<void> {
    return new Promise((resolve, reject) => {
      this.waiting.push({ item, resolve, reject });
      if (!this.sending) void this.drain();
    });
  }

  private async drain(): Promise<void> {
    this.sending = true;
    try {
      while (this.waiting.length > 0) {
        const group = this.takeGroup();
        try {
          const { payload, jobId } = this.options.toJob(group.map((waiting) => waiting.item));
          await this.send(payload, jobId);
          for (const waiting of group) waiting.resolve();
        } catch (error) {
          for (const waiting of group) waiting.reject(error);
        }
      }
    } finally {
      this.sending = false;
    }
  }

  private takeGroup(): Waiting<I>[] {
    let count = 0;
    let weight = 0;
    while (count < this.waiting.length) {
      const next = this.waiting[count];
      const size = next ? this.options.weight(next.item) : 0;
      if (count > 0 && weight + size > this.options.maxWeight) break;
      weight += size;
      count++;
    }
    return this.waiting.splice(0, count);
  }
}
