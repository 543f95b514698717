/**
 * Values with an optional expiry, stored as JSON `{ value, expireDate }` (expireDate: epoch ms or null for
 * none). Reads validate the entry (and the value, given a schema); expired entries are removed on read.
 */
import * as z from 'zod/mini';
import type { ResponseSchema } from '../request';
import { browserStorage, type StorageArea } from './storage-area';

export const storageEntrySchema = z.object({
  value: z.unknown(),
  expireDate: z.nullable(z.number()),
});
export type StorageEntry = z.infer<typeof storageEntrySchema>;

export interface SetOptions {
  /** Lifetime from now in ms. */
  ttl?: number;
  /** Absolute expiry, epoch ms (wins over ttl). */
  expireDate?: number;
}

export interface ExpiringStorage {
  /** The value, or undefined when absent, expired, malformed or rejected by the schema. */
  get<T = unknown>(key: string, schema?: ResponseSchema<T>): T | undefined;
  set(key: string, value: unknown, options?: SetOptions): void;
  remove(key: string): void;
  /** Removes every expired entry (e.g. on start-up); returns the keys removed. */
  sweep(): string[];
  readonly area: StorageArea;
}

export interface ExpiringStorageOptions {
  storage?: StorageArea;
  now?: () => number;
}

function readEntry(area: StorageArea, key: string): StorageEntry | undefined {
  const raw = area.getItem(key);
  if (raw === null) return undefined;
  try {
    const parsed = storageEntrySchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

export function createExpiringStorage(options: ExpiringStorageOptions = {}): ExpiringStorage {
  const area = options.storage ?? browserStorage();
  const now = options.now ?? Date.now;
  const expired = (entry: StorageEntry) => entry.expireDate !== null && entry.expireDate <= now();

  return {
    area,
    get<T>(key: string, schema?: ResponseSchema<T>): T | undefined {
      const entry = readEntry(area, key);
      if (!entry) return undefined;
      if (expired(entry)) {
        area.removeItem(key);
        return undefined;
      }
      if (!schema) return entry.value as T;
      const checked = schema['~standard'].validate(entry.value);
      if (checked instanceof Promise || checked.issues) return undefined;
      return checked.value;
    },
    set(key, value, { ttl, expireDate } = {}) {
      const expiry = expireDate ?? (ttl === undefined ? null : now() + ttl);
      const entry: StorageEntry = { value, expireDate: expiry };
      area.setItem(key, JSON.stringify(entry));
    },
    remove(key) {
      area.removeItem(key);
    },
    sweep() {
      const removed: string[] = [];
      for (let index = 0; index < area.length; index += 1) {
        const key = area.key(index);
        if (key === null) continue;
        const entry = readEntry(area, key);
        if (entry && expired(entry)) removed.push(key);
      }
      for (const key of removed) area.removeItem(key);
      return removed;
    },
  };
}
