/**
 * A first-come, first-served limit on concurrent work. scrypt at N=2^17 holds 128 MiB while it
 * runs; without a bound, libuv's four threads could hold 512 MiB at once and the api container
 * (512 MiB limit in k8s) would be killed by a burst of sign-ins.
 */
export class HashSlots {
  private active = 0;
  private readonly waiting: Array<() => void> = [];

  constructor(private readonly size: number) {}

  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.active >= this.size) {
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else {
      this.active += 1;
    }
    try {
      return await work();
    } finally {
      const next = this.waiting.shift();
      // The slot passes straight to the next caller; otherwise it is freed.
      if (next) next();
      else this.active -= 1;
    }
  }
}
