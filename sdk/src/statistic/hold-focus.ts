/**
 * Plain-DOM twin of the kit's modal focus (widgets/src/runtime/ui/modal-focus.tsx), which the SDK cannot import:
 * two guards at the modal's edges send Tab and Shift+Tab round to the other edge, and focus moved behind the
 * modal (a click, a script) comes back to its first control. Guards rather than counting Tab presses because the
 * modal holds an iframe whose own tab order the browser runs through before leaving it.
 */
const tabbable =
  'a[href],button:not([disabled]),input:not([disabled]):not([type="hidden"]),select:not([disabled]),textarea:not([disabled]),iframe,[tabindex]:not([tabindex="-1"])';

function edges(modal: HTMLElement): HTMLElement[] {
  return [...modal.querySelectorAll<HTMLElement>(tabbable)].filter((el) => !el.dataset.focusGuard && el.tabIndex >= 0);
}

/** Holds Tab inside `modal` (guards go in as its first and last children); returns the function that lets go. */
export function holdFocus(modal: HTMLElement): () => void {
  const doc = modal.ownerDocument;
  const guard = (to: 'first' | 'last') => {
    const el = doc.createElement('span');
    el.tabIndex = 0;
    el.dataset.focusGuard = to === 'last' ? 'start' : 'end';
    el.style.cssText = 'position:fixed;width:1px;height:1px;overflow:hidden;clip-path:inset(50%)';
    el.addEventListener('focus', () => {
      const items = edges(modal);
      (to === 'first' ? items[0] : items.at(-1))?.focus();
    });
    return el;
  };
  const start = guard('last');
  const end = guard('first');
  modal.prepend(start);
  modal.append(end);
  const keepInside = (event: FocusEvent) => {
    const target = event.target;
    if (target instanceof Node && modal.isConnected && !modal.contains(target)) (edges(modal)[0] ?? modal).focus();
  };
  doc.addEventListener('focusin', keepInside);
  return () => {
    doc.removeEventListener('focusin', keepInside);
    start.remove();
    end.remove();
  };
}
