/**
 * The one way a modal holds focus (the kit's `Dialog` and bottom sheet, the site's modals and its bet slip sheet):
 * focus moves in when it opens (a selector, else the first control, else the modal itself), Tab and Shift+Tab at
 * its edges land on two guards that send focus round to the other edge, and focus returns to the opener when it
 * closes. Guards, not counting controls on Tab: a modal may hold an inline widget whose controls live in a shadow
 * root, and the browser's own tab order already runs through it; edges are found looking into open shadow roots.
 */
import { type RefObject, useEffect } from 'react';

const tabbable =
  'a[href],button:not([disabled]),input:not([disabled]):not([type="hidden"]),select:not([disabled]),textarea:not([disabled]),iframe,[tabindex]:not([tabindex="-1"])';

/** The element that has focus, looking inside shadow roots (an inline widget's document sees only its host). */
export function deepActive(doc: Document = document): HTMLElement | null {
  let active = doc.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active instanceof HTMLElement ? active : null;
}

/** Tabbable elements under `root` in document order, the contents of open shadow roots in their hosts' place. */
export function tabbables(root: Element | ShadowRoot): HTMLElement[] {
  const found: HTMLElement[] = [];
  const walk = (node: Element | ShadowRoot) => {
    for (const el of node.children) {
      const html = el as HTMLElement;
      if (
        el.matches(tabbable) &&
        !html.dataset.focusGuard &&
        html.tabIndex >= 0 &&
        (typeof html.checkVisibility !== 'function' || html.checkVisibility())
      )
        found.push(html);
      if (el.shadowRoot) walk(el.shadowRoot);
      walk(el);
    }
  };
  walk(root);
  return found;
}

/** A focus guard at a modal's edge: reached only by Tab leaving the modal, it sends focus to the `to` edge. */
export function FocusGuard({ to, within }: { to: 'first' | 'last'; within: RefObject<HTMLElement | null> }) {
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: a focus guard, reached only by Tab at the modal's edge
    <span
      // biome-ignore lint/a11y/noNoninteractiveTabindex: it must be tabbable to catch Tab and send focus round
      tabIndex={0}
      data-focus-guard={to === 'last' ? 'start' : 'end'}
      style={{ position: 'fixed', inlineSize: 1, blockSize: 1, overflow: 'hidden', clipPath: 'inset(50%)' }}
      onFocus={() => {
        const modal = within.current;
        const items = modal ? tabbables(modal) : [];
        (to === 'first' ? items[0] : items.at(-1))?.focus();
      }}
    />
  );
}

/** Whether `target` is inside `node`, across the shadow roots between them (a widget's control in a site modal). */
function within(node: Node, target: Node | null): boolean {
  for (let at = target; at; at = (at.getRootNode() as ShadowRoot).host ?? null) if (node.contains(at)) return true;
  return false;
}

export interface ModalFocusOptions {
  /** A selector inside the modal to focus first (e.g. the stake input). */
  initialFocus?: string | undefined;
  /** Where focus returns on close, when the opener is not what had focus as the modal opened. */
  returnTo?: RefObject<HTMLElement | null> | undefined;
}

/**
 * While `open`: focus into `modal` (the `initialFocus` selector, else its first control, else the modal, which
 * needs `tabIndex={-1}`; focus already inside stays), focus brought back when a click or a script moves it behind,
 * and on close back to the opener.
 */
export function useModalFocus(
  modal: RefObject<HTMLElement | null>,
  open: boolean,
  { initialFocus, returnTo }: ModalFocusOptions = {},
): void {
  useEffect(() => {
    if (!open) return;
    const node = modal.current;
    if (!node) return;
    const doc = node.ownerDocument;
    const active = deepActive(doc);
    const opener = returnTo?.current ?? active;
    if (!within(node, active))
      ((initialFocus ? node.querySelector<HTMLElement>(initialFocus) : null) ?? tabbables(node)[0] ?? node).focus();
    const keepInside = (event: FocusEvent) => {
      const target = event.composedPath()[0];
      if (target instanceof Node && node.isConnected && !within(node, target)) (tabbables(node)[0] ?? node).focus();
    };
    doc.addEventListener('focusin', keepInside);
    return () => {
      doc.removeEventListener('focusin', keepInside);
      if (opener?.isConnected) opener.focus();
    };
  }, [modal, open, initialFocus, returnTo]);
}
