/**
 * Hidden statistics blocks (SPEC §3) through `@betframe/sdk/storage`: legacy `stHideItem-*` keys are migrated
 * on start, every toggle is stored under `statistics-hidden-items` and reported to the parent.
 */
import {
  createExpiringStorage,
  type ExpiringStorage,
  migrateLegacyHiddenItems,
  readHiddenItems,
  toggleHiddenItem,
} from '@betframe/sdk/storage';

export class HiddenItems {
  private items: string[];
  private readonly listeners = new Set<(items: readonly string[]) => void>();

  constructor(
    private readonly storage: ExpiringStorage = createExpiringStorage(),
    private readonly report: (items: string[]) => void = () => undefined,
  ) {
    this.items = migrateLegacyHiddenItems(storage);
  }

  list(): readonly string[] {
    return this.items;
  }

  has(item: string): boolean {
    return this.items.includes(item);
  }

  toggle(item: string): void {
    this.items = toggleHiddenItem(this.storage, item);
    this.report([...this.items]);
    for (const listener of [...this.listeners]) listener(this.items);
  }

  /** Re-reads storage (another tab may have changed it). */
  refresh(): void {
    this.items = readHiddenItems(this.storage);
    for (const listener of [...this.listeners]) listener(this.items);
  }

  subscribe(listener: (items: readonly string[]) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
}
