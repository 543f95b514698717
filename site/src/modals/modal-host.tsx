/**
 * Renders the open modals of the manager, bottom first, each as the kit's `Dialog` (focus in, Tab held inside —
 * also through a widget's shadow root —, focus back to the opener, `aria-modal`, named by its title): a backdrop
 * click asks the manager (click-to-close per modal), Escape, the close button and the browser's back go through
 * `back()` (a custom back handler wins: the age question cannot be dismissed).
 */
import { type ReactNode, useEffect, useState } from 'react';
import { Dialog } from '../../../widgets/src/runtime/ui/dialog';
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
  describedBy,
}: {
  manager: ModalManager;
  render: (entry: ModalEntry) => ReactNode;
  /** The dialog's title, shown in its header. */
  label: (entry: ModalEntry) => string;
  /** The id of the element that describes the modal (its question or text), for screen readers. */
  describedBy?: (entry: ModalEntry) => string | undefined;
}) {
  const open = useOpenModals(manager);
  const top = open.at(-1);

  // Escape anywhere on the page while a modal is open is the modal's back (a widget's own dialog stops it first).
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
        <Dialog
          key={entry.id}
          open
          // Only the top one holds focus; those below stay drawn behind it.
          behind={entry !== top}
          onClose={() => manager.back()}
          onBackdrop={() => manager.clickOutside()}
          dismissible={entry.options.dismissible !== false}
          title={label(entry)}
          describedBy={describedBy?.(entry)}
          name={entry.name}
        >
          {render(entry)}
        </Dialog>
      ))}
    </>
  );
}
