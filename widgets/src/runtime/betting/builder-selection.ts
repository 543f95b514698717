/**
 * The bet builder selection between the line's builder tab and the slip. It does not ride the shared state (the
 * loader's hub takes only the keys of CONTRACTS §4 and `couponOutcomes`, and its 2 KB has no room for another):
 * the browser keeps it under `betframe:builder`, and a change is told to the widgets of the page by a window
 * event (inline mode: one document) and to the other frames of the sportsbook's origin by the `storage` event
 * (frame mode). What is read back is checked with the schema (a trust boundary: anything may be stored there).
 */
import { type BuilderSelection, builderSelectionSchema } from '@betframe/sdk/feed';
import { useEffect, useState } from 'react';

const KEY = 'betframe:builder';
const EVENT = 'betframe:builder';

export function readBuilderSelection(): BuilderSelection | null {
  try {
    const raw = globalThis.localStorage?.getItem(KEY);
    const parsed = raw ? builderSelectionSchema.safeParse(JSON.parse(raw)) : undefined;
    return parsed?.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** Keeps (or with null, clears) the selection and tells every widget of the page. */
export function writeBuilderSelection(selection: BuilderSelection | null): void {
  try {
    if (selection) globalThis.localStorage?.setItem(KEY, JSON.stringify(builderSelectionSchema.parse(selection)));
    else globalThis.localStorage?.removeItem(KEY);
  } catch {
    // storage blocked: this page's widgets still hear of it below
  }
  globalThis.dispatchEvent?.(new CustomEvent(EVENT, { detail: selection }));
}

/** The selection now, following changes from any widget of the page or another frame of the origin. */
export function useBuilderSelection(): BuilderSelection | null {
  const [selection, setSelection] = useState(readBuilderSelection);
  useEffect(() => {
    const onEvent = (e: Event) => {
      const parsed = builderSelectionSchema.safeParse((e as CustomEvent).detail);
      setSelection(parsed.success ? parsed.data : null);
    };
    const onStorage = (e: StorageEvent) => {
      if (e.key === KEY || e.key === null) setSelection(readBuilderSelection());
    };
    globalThis.addEventListener?.(EVENT, onEvent);
    globalThis.addEventListener?.('storage', onStorage);
    return () => {
      globalThis.removeEventListener?.(EVENT, onEvent);
      globalThis.removeEventListener?.('storage', onStorage);
    };
  }, []);
  return selection;
}
