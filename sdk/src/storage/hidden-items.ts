/**
 * Statistics blocks the player has hidden (SPEC §3): one entry `statistics-hidden-items` whose value is the
 * item ids joined by '-'. Older builds kept one key per item, `stHideItem-<id>`; `migrateLegacyHiddenItems`
 * folds those into the entry and deletes them. Ids containing '-' cannot be represented and are ignored.
 */
import type { ExpiringStorage } from './expiring-storage';

export const HIDDEN_ITEMS_KEY = 'statistics-hidden-items';
export const LEGACY_HIDDEN_ITEM_PREFIX = 'stHideItem-';
export const HIDDEN_ITEMS_SEPARATOR = '-';

const usable = (item: string) => item !== '' && !item.includes(HIDDEN_ITEMS_SEPARATOR);

function unique(items: Iterable<string>): string[] {
  return [...new Set([...items].map((item) => item.trim()).filter(usable))];
}

export function parseHiddenItems(text: string | null | undefined): string[] {
  return text ? unique(text.split(HIDDEN_ITEMS_SEPARATOR)) : [];
}

export function joinHiddenItems(items: Iterable<string>): string {
  return unique(items).join(HIDDEN_ITEMS_SEPARATOR);
}

export function readHiddenItems(storage: ExpiringStorage): string[] {
  const value = storage.get(HIDDEN_ITEMS_KEY);
  if (typeof value === 'string') return parseHiddenItems(value);
  // Tolerate a bare string written without the entry wrapper.
  const raw = storage.area.getItem(HIDDEN_ITEMS_KEY);
  return raw !== null && !raw.startsWith('{') ? parseHiddenItems(raw) : [];
}

export function writeHiddenItems(storage: ExpiringStorage, items: Iterable<string>): string[] {
  const list = unique(items);
  if (list.length === 0) storage.remove(HIDDEN_ITEMS_KEY);
  else storage.set(HIDDEN_ITEMS_KEY, list.join(HIDDEN_ITEMS_SEPARATOR));
  return list;
}

/** Hides a visible item or shows a hidden one; returns the new list. */
export function toggleHiddenItem(storage: ExpiringStorage, item: string): string[] {
  const items = readHiddenItems(storage);
  const next = items.includes(item) ? items.filter((existing) => existing !== item) : [...items, item];
  return writeHiddenItems(storage, next);
}

/** A legacy key hides its item unless its value explicitly says otherwise. */
const legacyHides = (value: string | null) => value !== null && !['false', '0', ''].includes(value.trim());

/** Moves `stHideItem-<id>` keys into `statistics-hidden-items`; returns the resulting list. Idempotent. */
export function migrateLegacyHiddenItems(storage: ExpiringStorage): string[] {
  const area = storage.area;
  const legacy: string[] = [];
  for (let index = 0; index < area.length; index += 1) {
    const key = area.key(index);
    if (key?.startsWith(LEGACY_HIDDEN_ITEM_PREFIX)) legacy.push(key);
  }
  const current = readHiddenItems(storage);
  if (legacy.length === 0) return current;
  const migrated = legacy
    .filter((key) => legacyHides(area.getItem(key)))
    .map((key) => key.slice(LEGACY_HIDDEN_ITEM_PREFIX.length));
  const result = writeHiddenItems(storage, [...current, ...migrated]);
  for (const key of legacy) area.removeItem(key);
  return result;
}
