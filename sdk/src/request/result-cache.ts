import type { Success } from './types';

interface Entry {
  expiresAt: number;
  result: Success<unknown>;
}

/** Successful results by request key, with a TTL per entry and a size cap (oldest entries go first). */
export class ResultCache {
  private readonly entries = new Map<string, Entry>();

  constructor(
    private readonly now: () => number,
    private readonly limit: number,
  ) {}

  get<T>(key: string): Success<T> | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= this.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.result as Success<T>;
  }

  set(key: string, result: Success<unknown>, ttl: number): void {
    if (ttl <= 0) return;
    this.entries.delete(key);
    this.entries.set(key, { expiresAt: this.now() + ttl, result });
    while (this.entries.size > this.limit) {
      const oldest = this.entries.keys().next();
      if (oldest.done) break;
      this.entries.delete(oldest.value);
    }
  }

  clear(): void {
    this.entries.clear();
  }
}
