/**
 * A widget's slot in the page: the element the widget lives in, from the `mount` call to `destroy()`. It adopts the
 * loader's placeholder (betframe.ts `hold`) so the layout stays put, shows the skeleton while the widget loads,
 * and either gives way to the widget (`reveal`) or shows the failure message (`fail`). Texts and colours:
 * ./skeleton.ts.
 */
import { createAlert, createSkeleton, type SlotText, slotText } from './skeleton';

export interface Slot {
  readonly element: HTMLElement;
  /** The widget is showing (made visible by its mount in the same task): the skeleton goes, the slot is not busy. */
  reveal(): void;
  /** Replaces everything in the slot with the failure message in the page's language and theme. */
  fail(text: SlotText): void;
}

export interface SlotLook {
  readonly theme?: string | undefined;
  readonly lang?: string | undefined;
}

/** `held`: the loader's placeholder in `host`, adopted as the slot (any other placeholder is removed). */
export function createSlot(doc: Document, host: Element, name: string, look: SlotLook, held?: HTMLElement): Slot {
  // The slot is busy (and shows the skeleton) from the mount call until the widget has painted at its height.
  const slot = held?.parentElement === host ? held : doc.createElement('div');
  if (slot !== held) held?.remove();
  slot.replaceChildren();
  slot.className = 'betframe-slot';
  slot.dataset.widget = name;
  slot.setAttribute('aria-busy', 'true');
  slot.style.cssText = 'position:relative';
  const skeleton = createSkeleton(doc, name, look.theme, look.lang);
  slot.append(skeleton);
  if (!slot.isConnected) host.append(slot);
  return {
    element: slot,
    reveal() {
      skeleton.remove();
      slot.removeAttribute('aria-busy');
    },
    fail(text) {
      slot.removeAttribute('aria-busy');
      slot.style.cssText = '';
      slot.replaceChildren(createAlert(doc, slotText(look.lang, text), look.theme, look.lang));
    },
  };
}
