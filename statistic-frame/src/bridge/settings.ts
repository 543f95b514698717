/**
 * The frame's live display settings: initial values from the query (SPEC §5), then `settings` messages from
 * the parent (CONTRACTS §5). Applying them sets the theme, direction and clock on the document at once.
 */
import type { StatisticSettings } from '@betframe/sdk/statistic';

export interface FrameSettings {
  hour12: boolean | undefined;
  dark: boolean;
  rtl: boolean;
  /** Hours from UTC; undefined: the browser's own zone. */
  timezone: number | undefined;
  tagId: number | string | undefined;
}

export class SettingsStore {
  private value: FrameSettings;
  private readonly listeners = new Set<(settings: FrameSettings) => void>();

  constructor(initial: FrameSettings) {
    this.value = initial;
  }

  get(): FrameSettings {
    return this.value;
  }

  update(patch: StatisticSettings): void {
    const next: FrameSettings = { ...this.value };
    if (patch.hour12 !== undefined) next.hour12 = patch.hour12;
    if (patch.dark !== undefined) next.dark = patch.dark;
    if (patch.rtl !== undefined) next.rtl = patch.rtl;
    if (patch.timezone !== undefined) next.timezone = patch.timezone;
    if (patch.tagId !== undefined) next.tagId = patch.tagId;
    this.value = next;
    for (const listener of [...this.listeners]) listener(next);
  }

  subscribe(listener: (settings: FrameSettings) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
}

export function applySettingsToDocument(doc: Document, settings: FrameSettings): void {
  const root = doc.documentElement;
  root.dir = settings.rtl ? 'rtl' : 'ltr';
  root.dataset.theme = settings.dark ? 'dark' : 'light';
  root.style.colorScheme = settings.dark ? 'dark' : 'light';
}
