interface Slot<V> {
  value: V;
  expiresAt: number;
}

/**
 * A small in-process LRU whose entries also expire: a Map keeps insertion order, so the first key
 * is the least recently used once every read re-inserts what it finds.
 */
export class ExpiringLru<V> {
  private readonly slots = new Map<string, Slot<V>>();

  constructor(
    private readonly maxEntries: number,
    private readonly ttlMs: number,
    private readonly now: () => number = () => performance.now(),
  ) {}

  get size(): number {
    return this.slots.size;
  }

  get(key: string): V | undefined {
    const slot = this.slots.get(key);
    if (!slot) return undefined;
    this.slots.delete(key);
    if (slot.expiresAt <= this.now()) return undefined;
    this.slots.set(key, slot);
    return slot.value;
  }

  set(key: string, value: V): void {
    this.slots.delete(key);
    this.slots.set(key, { value, expiresAt: this.now() + this.ttlMs });
    while (this.slots.size > this.maxEntries) {
      const oldest = this.slots.keys().next();
      if (oldest.done) break;
      this.slots.delete(oldest.value);
    }
  }

  delete(key: string): void {
    this.slots.delete(key);
  }

  clear(): void {
    this.slots.clear();
  }
}
