/**
 * Modal dialog and bottom sheet (WAI-ARIA dialog, modal): focus moves in (the `initialFocus` selector, else the
 * first focusable element, else the dialog), Tab and Shift+Tab stay inside, Escape and the backdrop close it, and
 * focus returns to what held it before. The sheet rises from the bottom edge (the bet slip on a phone); both are
 * fixed to the widget's own viewport — the frame, or the page for an inline widget.
 */
import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef } from 'react';
import { IconButton } from './button';
import { commonCss, kitCss } from './kit-css';
import { useKitT } from './texts';

const css = `${commonCss}
.bf-ui-layer { position: fixed; inset: 0; z-index: 60; display: flex; align-items: center; justify-content: center; }
.bf-ui-layer[data-kind="sheet"] { align-items: flex-end; }
.bf-ui-backdrop { position: absolute; inset: 0; background: rgb(0 0 0 / 50%); }
.bf-ui-dialog { position: relative; display: flex; flex-direction: column; max-block-size: calc(100% - 32px);
  inline-size: min(480px, calc(100% - 32px)); background: var(--bf-color-surface-raised); color: var(--bf-color-text);
  border-radius: var(--bf-radius-lg); box-shadow: var(--bf-shadow-3); outline: none;
  animation: bf-ui-pop var(--bf-duration-base) var(--bf-easing); }
.bf-ui-layer[data-kind="sheet"] .bf-ui-dialog { inline-size: 100%; max-inline-size: 640px; max-block-size: 90%;
  border-end-start-radius: 0; border-end-end-radius: 0; animation-name: bf-ui-rise; padding-block-end: env(safe-area-inset-bottom); }
.bf-ui-dialog-head { display: flex; align-items: center; gap: var(--bf-space-2); padding-block: var(--bf-space-2);
  padding-inline: var(--bf-space-4) var(--bf-space-2); border-block-end: 1px solid var(--bf-color-border); }
.bf-ui-dialog-title { flex: 1 1 auto; margin: 0; font: 600 var(--bf-font-size-lg)/var(--bf-line-height-lg) var(--bf-font); }
.bf-ui-dialog-body { overflow-y: auto; padding: var(--bf-space-4); }
.bf-ui-grip { align-self: center; inline-size: 40px; block-size: 4px; margin-block-start: var(--bf-space-2);
  border-radius: var(--bf-radius-pill); background: var(--bf-color-border-strong); }
@keyframes bf-ui-pop { from { opacity: 0; transform: scale(0.97); } }
@keyframes bf-ui-rise { from { transform: translateY(100%); } }
`;
const style = kitCss('dialog', css);

const focusable =
  'a[href],button:not([disabled]),input:not([disabled]):not([type="hidden"]),select:not([disabled]),textarea:not([disabled]),[tabindex]:not([tabindex="-1"])';

/** The element that has focus, looking inside shadow roots (an inline widget's document sees only its host). */
function deepActive(): HTMLElement | null {
  let active = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active instanceof HTMLElement ? active : null;
}

export interface DialogProps {
  open: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
  /** `sheet`: the bottom sheet. */
  kind?: 'dialog' | 'sheet';
  /** A selector inside the dialog to focus first (e.g. the stake input). */
  initialFocus?: string;
  /** Extra content in the header, before the close button. */
  actions?: ReactNode;
}

export function Dialog({ open, onClose, title, children, kind = 'dialog', initialFocus, actions }: DialogProps) {
  const t = useKitT();
  const id = useId();
  const panel = useRef<HTMLDivElement | null>(null);
  const close = useRef(onClose);
  close.current = onClose;

  useEffect(() => {
    if (!open) return;
    const before = deepActive();
    const node = panel.current;
    const first =
      (initialFocus ? node?.querySelector<HTMLElement>(initialFocus) : null) ??
      node?.querySelector<HTMLElement>(`.bf-ui-dialog-body :is(${focusable})`) ??
      node;
    first?.focus();
    return () => {
      if (before?.isConnected) before.focus();
    };
  }, [open, initialFocus]);

  if (!open) return null;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      close.current();
      return;
    }
    if (event.key !== 'Tab' || !panel.current) return;
    const items = [...panel.current.querySelectorAll<HTMLElement>(focusable)].filter((el) => !el.hidden);
    const head = items[0];
    const tail = items[items.length - 1];
    const active = deepActive();
    if (!head || !tail) {
      event.preventDefault();
      return;
    }
    if (event.shiftKey && (active === head || active === panel.current)) {
      event.preventDefault();
      tail.focus();
    } else if (!event.shiftKey && active === tail) {
      event.preventDefault();
      head.focus();
    }
  };

  return (
    <div ref={style} className="bf-ui-layer" data-kind={kind}>
      <div className="bf-ui-backdrop" aria-hidden="true" onClick={() => close.current()} />
      <div
        ref={panel}
        className="bf-ui-dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby={`${id}-title`}
        tabIndex={-1}
        onKeyDown={onKeyDown}
      >
        {kind === 'sheet' ? <span className="bf-ui-grip" aria-hidden="true" /> : null}
        <div className="bf-ui-dialog-head">
          <h2 id={`${id}-title`} className="bf-ui-dialog-title">
            {title}
          </h2>
          {actions}
          <IconButton icon="close" label={t('ui_close')} onClick={() => close.current()} />
        </div>
        <div className="bf-ui-dialog-body">{children}</div>
      </div>
    </div>
  );
}

export function BottomSheet(props: Omit<DialogProps, 'kind'>) {
  return <Dialog {...props} kind="sheet" />;
}
