/**
 * A cleanup registry (after zoid): whatever sets something up registers its undo here, and `run` undoes all of it
 * in reverse order, so `destroy()` cannot forget a listener, an observer, a node or a frame.
 */
export type Undo = () => void;

export interface Cleanup {
  add(undo: Undo): void;
  run(): void;
}

export function cleanup(): Cleanup {
  let undos: Undo[] = [];
  return {
    add: (undo) => {
      undos.push(undo);
    },
    run() {
      const all = undos.reverse();
      undos = [];
      for (const undo of all) {
        try {
          undo();
        } catch {
          // One failing undo must not keep the others from running.
        }
      }
    },
  };
}

/** addEventListener that registers its own removal. */
export function listen(c: Cleanup, target: EventTarget, type: string, fn: (event: never) => void): void {
  const handler = fn as EventListener;
  target.addEventListener(type, handler);
  c.add(() => target.removeEventListener(type, handler));
}
