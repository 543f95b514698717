/**
 * The modal manager of SPEC §4: a modal is queued (0), opened (1) when none is open or when it is shown on top of
 * others, closed (2) on hide; hiding one that never opened is an error (3). Asking for a name already queued or
 * open returns the existing entry. When the open modal closes, the next queued one opens. Back closes the top
 * modal unless it has its own back handler; click-outside closes it unless the route turned that off.
 */
export const ModalStatus = { queued: 0, open: 1, closed: 2, error: 3 } as const;
export type ModalStatusValue = (typeof ModalStatus)[keyof typeof ModalStatus];

export interface ModalOptions {
  onTop?: boolean;
  /** When set, back calls it instead of closing the modal. */
  onBack?: () => void;
  /** Click outside closes the modal (default true). */
  closeOnClick?: boolean;
  /** `false`: a question that must be answered — no close button (the kit Dialog's `dismissible`). */
  dismissible?: boolean;
  props?: Record<string, unknown>;
}

export interface ModalEntry {
  id: number;
  name: string;
  status: ModalStatusValue;
  options: ModalOptions;
}

export interface ModalManager {
  show(name: string, options?: ModalOptions): ModalEntry;
  hide(name: string): ModalEntry | undefined;
  /** Back was pressed: true when a modal consumed it. */
  back(): boolean;
  /** A click outside the top modal: true when it closed. */
  clickOutside(): boolean;
  /** Modals currently open, bottom first. */
  open(): ModalEntry[];
  subscribe(listener: () => void): () => void;
}

export function createModalManager(): ModalManager {
  let entries: ModalEntry[] = [];
  let nextId = 1;
  const listeners = new Set<() => void>();
  const notify = () => {
    for (const listener of listeners) listener();
  };
  const live = () => entries.filter((e) => e.status === ModalStatus.queued || e.status === ModalStatus.open);
  const openOnes = () => entries.filter((e) => e.status === ModalStatus.open);
  const promote = () => {
    if (openOnes().length > 0) return;
    const next = entries.find((e) => e.status === ModalStatus.queued);
    if (next) next.status = ModalStatus.open;
  };
  const finish = (entry: ModalEntry) => {
    entry.status = entry.status === ModalStatus.open ? ModalStatus.closed : ModalStatus.error;
    entries = entries.filter((e) => e !== entry);
    promote();
    notify();
    return entry;
  };
  return {
    show(name, options = {}) {
      const existing = live().find((e) => e.name === name);
      if (existing) return existing;
      const entry: ModalEntry = { id: nextId++, name, status: ModalStatus.queued, options };
      entries.push(entry);
      if (options.onTop || openOnes().length === 0) entry.status = ModalStatus.open;
      notify();
      return entry;
    },
    hide(name) {
      const entry = live().find((e) => e.name === name);
      return entry ? finish(entry) : undefined;
    },
    back() {
      const top = openOnes().at(-1);
      if (!top) return false;
      if (top.options.onBack) top.options.onBack();
      else finish(top);
      return true;
    },
    clickOutside() {
      const top = openOnes().at(-1);
      if (!top || top.options.closeOnClick === false) return false;
      finish(top);
      return true;
    },
    open: () => openOnes(),
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
