/**
 * Buttons: `Button` (primary, secondary, ghost, danger; md is a 44 px touch target, sm for dense desktop rows)
 * and `IconButton` (an icon with a required accessible name; `pressed` makes it a toggle).
 */
import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { Icon } from './icon';
import type { IconName } from './icons/names';
import { commonCss, kitCss } from './kit-css';

const css = `${commonCss}
.bf-ui-button { display: inline-flex; align-items: center; justify-content: center; gap: var(--bf-space-2);
  min-block-size: var(--bf-touch); padding-block: 0; padding-inline: var(--bf-space-4); border-radius: var(--bf-radius-md);
  border: 1px solid var(--bf-color-border-strong); background: var(--bf-color-surface-alt); color: var(--bf-color-text);
  font: 600 var(--bf-font-size-md)/var(--bf-line-height-md) var(--bf-font); cursor: pointer; text-decoration: none;
  transition: background-color var(--bf-duration-fast) var(--bf-easing), border-color var(--bf-duration-fast); }
.bf-ui-button[data-size="sm"] { min-block-size: 36px; padding-inline: var(--bf-space-3); font-size: var(--bf-font-size-sm); }
.bf-ui-button[data-variant="primary"] { background: var(--bf-color-accent); border-color: var(--bf-color-accent); color: var(--bf-color-on-accent); }
.bf-ui-button[data-variant="ghost"] { background: transparent; border-color: transparent; color: var(--bf-color-accent); }
.bf-ui-button[data-variant="danger"] { background: var(--bf-color-surface); border-color: var(--bf-color-negative); color: var(--bf-color-negative); }
.bf-ui-button:hover:not(:disabled) { border-color: var(--bf-color-accent); }
.bf-ui-button:disabled, .bf-ui-button[aria-disabled="true"] { opacity: 0.55; cursor: not-allowed; }
.bf-ui-button[data-block] { inline-size: 100%; }
.bf-ui-iconbutton { padding: 0; inline-size: var(--bf-touch); border-radius: var(--bf-radius-pill); }
.bf-ui-iconbutton[aria-pressed="true"] { color: var(--bf-color-accent); border-color: var(--bf-color-accent); }
.bf-ui-spinner { inline-size: 1em; block-size: 1em; border-radius: 50%; border: 2px solid currentColor;
  border-inline-end-color: transparent; animation: bf-ui-spin 0.8s linear infinite; }
@keyframes bf-ui-spin { to { transform: rotate(360deg); } }
@media (prefers-reduced-motion: reduce) { .bf-ui-spinner { animation-duration: 2.4s; } }
`;
const style = kitCss('button', css);

type Native = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'ref'>;

export interface ButtonProps extends Native {
  variant?: 'primary' | 'secondary' | 'ghost' | 'danger';
  size?: 'md' | 'sm';
  icon?: IconName;
  /** Full width of its container. */
  block?: boolean;
  /** Shows a spinner and refuses clicks while an action runs (the label stays, so the name does not change). */
  busy?: boolean;
  children?: ReactNode;
}

export function Button({ variant = 'secondary', size = 'md', icon, block, busy, children, ...rest }: ButtonProps) {
  return (
    <button
      type="button"
      {...rest}
      ref={style}
      className={`bf-ui-button bf-ui-focus${rest.className ? ` ${rest.className}` : ''}`}
      data-variant={variant}
      data-size={size}
      data-block={block ? '' : undefined}
      aria-busy={busy || undefined}
      aria-disabled={busy || undefined}
      onClick={busy ? undefined : rest.onClick}
    >
      {busy ? <span className="bf-ui-spinner" aria-hidden="true" /> : icon ? <Icon name={icon} /> : null}
      {children}
    </button>
  );
}

export interface IconButtonProps extends Native {
  icon: IconName;
  /** The accessible name (and the tooltip the browser shows). */
  label: string;
  pressed?: boolean;
  variant?: 'secondary' | 'ghost' | 'primary';
}

export function IconButton({ icon, label, pressed, variant = 'ghost', ...rest }: IconButtonProps) {
  return (
    <button
      type="button"
      title={label}
      {...rest}
      ref={style}
      className={`bf-ui-button bf-ui-iconbutton bf-ui-focus${rest.className ? ` ${rest.className}` : ''}`}
      data-variant={variant}
      aria-label={label}
      aria-pressed={pressed}
    >
      <Icon name={icon} />
    </button>
  );
}
