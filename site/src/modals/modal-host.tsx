/**
 * Renders the open modals of the manager, bottom first: a backdrop click asks the manager (click-to-close per
 * modal), Escape and the browser's back go through `back()` (a custom back handler wins). Focus moves into the top
 * modal when it opens.
 */
import { type ReactNode, useEffect, useRef, useState } from 'react';
import type { ModalEntry, ModalManager } from './modal-manager';

export function useOpenModals(manager: ModalManager): ModalEntry[] {
  const [open, setOpen] = useState(() => manager.open());
  useEffect(() => manager.subscribe(() => setOpen(manager.open())), [manager]);
  return open;
}

export function ModalHost({
  manager,
  render,
  label,
}: {
  manager: ModalManager;
  render: (entry: ModalEntry) => ReactNode;
  label: (entry: ModalEntry) => string;
}) {
  const open = useOpenModals(manager);
  const top = open.at(-1);
  const topRef = useRef<HTMLDivElement | null>(null);

  useEffect(() => {
    if (!top) return;
    const target = topRef.current?.querySelector<HTMLElement>('button, a[href], input, select, textarea');
    target?.focus();
  }, [top]);

  useEffect(() => {
    if (!top) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') manager.back();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
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
            data-modal={entry.name}
          >
            {render(entry)}
          </div>
        </div>
      ))}
    </>
  );
}
