/**
 * Modal dialog and bottom sheet (WAI-ARIA dialog, modal; focus held by `modal-focus.tsx`): focus moves in (the
 * `initialFocus` selector, else the body's first control), Tab and Shift+Tab stay inside — also through an inline
 * widget's shadow root —, Escape and the backdrop close it, and focus returns to the opener. Every modal is one:
 * the widgets' (welcome, captcha) and the site's (modal routes, the age question, the bonus offer). The sheet rises from the bottom edge (the bet slip on a phone); both are
 * fixed to the widget's own viewport — the frame, or the page for an inline widget.
 */
import { type KeyboardEvent, type ReactNode, useId, useRef } from 'react';
import { IconButton } from './button';
import { commonCss, kitCss } from './kit-css';
import { FocusGuard, useModalFocus } from './modal-focus';
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
  /** `false`: a question that must be answered — no close button, Escape and the backdrop do nothing. */
  dismissible?: boolean;
  /** A click on the backdrop; default `onClose` (the site's modal manager may refuse it). */
  onBackdrop?: () => void;
  /** The id of the element that describes the dialog (its question or text). */
  describedBy?: string | undefined;
  /** Drawn under another dialog: it does not hold focus and is inert until it is on top again. */
  behind?: boolean;
  /** `data-modal` (the site's modal name) and `data-testid` on the dialog. */
  name?: string;
  testId?: string;
}

/** The first control of the body, unless the caller names one: the close button is not where a task starts. */
const bodyControl =
  '.bf-ui-dialog-body :is(a[href],button:not([disabled]),input:not([disabled]),select:not([disabled]),textarea,[tabindex="0"])';

export function Dialog({
  open,
  onClose,
  title,
  children,
  kind = 'dialog',
  initialFocus = bodyControl,
  actions,
  dismissible = true,
  onBackdrop,
  describedBy,
  behind = false,
  name,
  testId,
}: DialogProps) {
  const t = useKitT();
  const id = useId();
  const panel = useRef<HTMLDivElement | null>(null);
  const close = useRef(onClose);
  close.current = onClose;

  useModalFocus(panel, open && !behind, { initialFocus });

  if (!open) return null;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Escape' || !dismissible) return;
    event.stopPropagation();
    close.current();
  };

  return (
    <div ref={style} className="bf-ui-layer" data-kind={kind} inert={behind || undefined}>
      <div
        className="bf-ui-backdrop"
        aria-hidden="true"
        onClick={() => (onBackdrop ? onBackdrop() : dismissible && close.current())}
      />
      <div
        ref={panel}
        className="bf-ui-dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby={`${id}-title`}
        aria-describedby={describedBy}
        data-modal={name}
        data-testid={testId}
        tabIndex={-1}
        onKeyDown={onKeyDown}
      >
        <FocusGuard to="last" within={panel} />
        {kind === 'sheet' ? <span className="bf-ui-grip" aria-hidden="true" /> : null}
        <div className="bf-ui-dialog-head">
          <h2 id={`${id}-title`} className="bf-ui-dialog-title">
            {title}
          </h2>
          {actions}
          {dismissible ? (
            <IconButton
              icon="close"
              label={t('ui_close')}
              className="bf-ui-dialog-close"
              onClick={() => close.current()}
            />
          ) : null}
        </div>
        <div className="bf-ui-dialog-body">{children}</div>
        <FocusGuard to="first" within={panel} />
      </div>
    </div>
  );
}

export function BottomSheet(props: Omit<DialogProps, 'kind'>) {
  return <Dialog {...props} kind="sheet" />;
}
