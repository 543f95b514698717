/**
 * Renders the open modals of the manager, bottom first: a backdrop click asks the manager (click-to-close per
 * modal), Escape and the browser's back go through `back()` (a custom back handler wins). Focus moves into the top
 * modal when it opens, Tab stays inside it, and focus returns where it was when the last modal closes.
 */
import { type ReactNode, useEffect, useRef, useState } from 'react';
import type { ModalEntry, ModalManager } from './modal-manager';

const focusable =
  'button:not([disabled]), a[href], input:not([disabled]), select, textarea, [tabindex="0"]:not([data-focus-guard])';

/**
 * Focus that leaves the top modal (a click behind it, a script) is brought back to its first control. Tab and
 * Shift+Tab at its edges land on the guards at its start and end, which send focus round to the other edge —
 * this also works for widgets whose controls live in shadow roots, where the controls cannot be counted.
 */
export function keepFocusInside(event: FocusEvent, modal: HTMLElement | null): void {
  if (!modal || !(event.target instanceof Node) || modal.contains(event.target)) return;
  modal.querySelector<HTMLElement>(focusable)?.focus();
}

function focusEdge(modal: HTMLElement | null, edge: 'first' | 'last'): void {
  const items = modal ? [...modal.querySelectorAll<HTMLElement>(focusable)] : [];
  (edge === 'first' ? items[0] : items.at(-1))?.focus();
}

export function useOpenModals(manager: ModalManager): ModalEntry[] {
  const [open, setOpen] = useState(() => manager.open());
  useEffect(() => manager.subscribe(() => setOpen(manager.open())), [manager]);
  return open;
}

export function ModalHost({
  manager,
  render,
  label,
  describedBy,
}: {
  manager: ModalManager;
  render: (entry: ModalEntry) => ReactNode;
  label: (entry: ModalEntry) => string;
  /** The id of the element that describes the modal (its question or text), for screen readers. */
  describedBy?: (entry: ModalEntry) => string | undefined;
}) {
  const open = useOpenModals(manager);
  const top = open.at(-1);
  const topRef = useRef<HTMLDivElement | null>(null);

  const returnFocus = useRef<HTMLElement | null>(null);
  useEffect(() => {
    if (!top) {
      returnFocus.current?.focus();
      returnFocus.current = null;
      return;
    }
    if (!returnFocus.current && document.activeElement instanceof HTMLElement)
      returnFocus.current = document.activeElement;
    const target = topRef.current?.querySelector<HTMLElement>(focusable);
    target?.focus();
  }, [top]);

  useEffect(() => {
    if (!top) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') manager.back();
    };
    const onFocus = (event: FocusEvent) => keepFocusInside(event, topRef.current);
    document.addEventListener('keydown', onKey);
    document.addEventListener('focusin', onFocus);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('focusin', onFocus);
    };
  }, [manager, top]);

  return (
    <>
      {open.map((entry) => (
        <div key={entry.id} className="site-modal-layer">
          <div className="site-modal-backdrop" aria-hidden="true" onClick={() => manager.clickOutside()} />
          <div
            ref={entry === top ? topRef : undefined}
            className="site-modal"
            role="dialog"
            aria-modal="true"
            aria-label={label(entry)}
            aria-describedby={describedBy?.(entry)}
            data-modal={entry.name}
          >
            {entry === top && (
              // biome-ignore lint/a11y/noStaticElementInteractions: a focus guard, reached only by Tab at the modal's edge
              <span
                // biome-ignore lint/a11y/noNoninteractiveTabindex: it must be tabbable to catch Tab and send focus round
                tabIndex={0}
                data-focus-guard="start"
                className="site-visually-hidden"
                onFocus={() => focusEdge(topRef.current, 'last')}
              />
            )}
            {render(entry)}
            {entry === top && (
              // biome-ignore lint/a11y/noStaticElementInteractions: a focus guard, reached only by Tab at the modal's edge
              <span
                // biome-ignore lint/a11y/noNoninteractiveTabindex: it must be tabbable to catch Tab and send focus round
                tabIndex={0}
                data-focus-guard="end"
                className="site-visually-hidden"
                onFocus={() => focusEdge(topRef.current, 'first')}
              />
            )}
          </div>
        </div>
      ))}
    </>
  );
}
