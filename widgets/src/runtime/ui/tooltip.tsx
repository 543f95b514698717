/**
 * A tooltip (WAI-ARIA tooltip): a short description shown while its trigger is pointed at or focused, hidden by
 * Escape, tied to the trigger by `aria-describedby`. Never the only place of information a touch player needs.
 */
import { type ReactNode, useId, useState } from 'react';
import { kitCss } from './kit-css';

const css = `
.bf-ui-tipwrap { position: relative; display: inline-flex; }
.bf-ui-tip { position: absolute; inset-block-end: calc(100% + 6px); inset-inline-start: 50%; translate: -50% 0; z-index: 40;
  inline-size: max-content; max-inline-size: 240px; padding: var(--bf-space-1) var(--bf-space-2); border-radius: var(--bf-radius-sm);
  background: var(--bf-color-text); color: var(--bf-color-surface); font: var(--bf-font-size-xs)/var(--bf-line-height-xs) var(--bf-font);
  pointer-events: none; }
[dir="rtl"] .bf-ui-tip { translate: 50% 0; }
`;
const style = kitCss('tooltip', css);

/** `children(describedBy)` renders the trigger and puts the id on it. */
export function Tooltip({ text, children }: { text: string; children: (describedBy: string) => ReactNode }) {
  const id = useId();
  const [shown, setShown] = useState(false);
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: it listens to its trigger's focus, pointer and Escape as they bubble
    <span
      ref={style}
      className="bf-ui-tipwrap"
      onPointerEnter={() => setShown(true)}
      onPointerLeave={() => setShown(false)}
      onFocus={() => setShown(true)}
      onBlur={() => setShown(false)}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && shown) {
          event.stopPropagation();
          setShown(false);
        }
      }}
    >
      {children(id)}
      <span id={id} role="tooltip" className="bf-ui-tip" hidden={!shown}>
        {text}
      </span>
    </span>
  );
}
