/**
 * A modal route (SPEC §2: sign-in and registration open over the page the player was on): shown through the modal
 * manager (the kit's Dialog, its title the route's name), so back, Escape, the close button and a click outside
 * (unless the route turned it off) close it — closing goes back in history, to the page behind.
 */
import { type ReactNode, useEffect, useMemo } from 'react';
import { ModalHost } from '../modals/modal-host';
import { createModalManager } from '../modals/modal-manager';

export function RouteModal({
  name,
  label,
  closeOnClick = true,
  children,
}: {
  name: string;
  label: string;
  closeOnClick?: boolean;
  children: ReactNode;
}) {
  const manager = useMemo(() => createModalManager(), []);
  useEffect(() => {
    manager.show(name, { closeOnClick });
    return manager.subscribe(() => {
      if (!manager.open().some((entry) => entry.name === name)) window.history.back();
    });
  }, [manager, name, closeOnClick]);
  return <ModalHost manager={manager} label={() => label} render={() => children} />;
}
