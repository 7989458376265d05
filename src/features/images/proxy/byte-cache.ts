/**
 * A least-recently-used cache bounded in bytes, not entries: the proxy keeps
 * outside images up to 10 MB each, so a count limit alone could hold
 * gigabytes. An entry also expires after `ttlMs`, so a changed outside image
 * shows within that time.
 */
export class ByteBoundedCache<V extends { byteLength: number }> {
  private readonly entries = new Map<string, { value: V; expiresAt: number }>();
  private bytes = 0;

  constructor(
    private readonly maxBytes: number,
    private readonly ttlMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  get size(): number {
    return this.bytes;
  }

  get(key: string): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    if (entry.expiresAt <= this.now()) {
      this.bytes -= entry.value.byteLength;
      return undefined;
    }
    // Re-inserted: a Map iterates in insertion order, so the first key is the least recently used.
    this.entries.set(key, entry);
    return entry.value;
  }

  set(key: string, value: V): void {
    if (value.byteLength > this.maxBytes) return;
    const previous = this.entries.get(key);
    if (previous) {
      this.entries.delete(key);
      this.bytes -= previous.value.byteLength;
    }
    while (this.bytes + value.byteLength > this.maxBytes) {
      const [oldestKey, oldest] = this.entries.entries().next().value!;
      this.entries.delete(oldestKey);
      this.bytes -= oldest.value.byteLength;
    }
    this.entries.set(key, { value, expiresAt: this.now() + this.ttlMs });
    this.bytes += value.byteLength;
  }
}
