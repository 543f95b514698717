/**
 * Toasts: short notices ("Bet placed", "Odds changed") in one polite live region per screen, each dismissible
 * and gone by itself after `duration` (paused while pointed at or focused, WCAG 2.2.1). Errors stay until
 * dismissed and are announced assertively.
 */
import { useEffect, useRef, useState } from 'react';
import { IconButton } from './button';
import { Icon } from './icon';
import { commonCss, kitCss } from './kit-css';
import { useKitT } from './texts';

const css = `${commonCss}
.bf-ui-toasts { position: fixed; inset-inline: var(--bf-space-3); inset-block-end: var(--bf-space-3); z-index: 70;
  display: grid; gap: var(--bf-space-2); justify-items: center; pointer-events: none; margin: 0; padding: 0; list-style: none; }
.bf-ui-toast { pointer-events: auto; display: flex; align-items: center; gap: var(--bf-space-2); max-inline-size: 480px;
  inline-size: 100%; padding-block: var(--bf-space-1); padding-inline: var(--bf-space-3) var(--bf-space-1);
  background: var(--bf-color-surface-raised); color: var(--bf-color-text); border: 1px solid var(--bf-color-border);
  border-inline-start: 4px solid var(--bf-color-accent); border-radius: var(--bf-radius-md); box-shadow: var(--bf-shadow-2);
  font: var(--bf-font-size-md)/var(--bf-line-height-md) var(--bf-font); }
.bf-ui-toast[data-tone="positive"] { border-inline-start-color: var(--bf-color-positive); }
.bf-ui-toast[data-tone="negative"] { border-inline-start-color: var(--bf-color-negative); }
.bf-ui-toast-text { flex: 1 1 auto; }
`;
const style = kitCss('toast', css);

export interface ToastItem {
  id: string | number;
  text: string;
  tone?: 'info' | 'positive' | 'negative';
}

function ToastView({ toast, duration, onDismiss }: { toast: ToastItem; duration: number; onDismiss: () => void }) {
  const t = useKitT();
  const [paused, setPaused] = useState(false);
  const dismiss = useRef(onDismiss);
  dismiss.current = onDismiss;
  const sticky = toast.tone === 'negative';
  useEffect(() => {
    if (sticky || paused) return;
    const timer = setTimeout(() => dismiss.current(), duration);
    return () => clearTimeout(timer);
  }, [sticky, paused, duration]);
  return (
    <li
      className="bf-ui-toast"
      data-tone={toast.tone ?? 'info'}
      onPointerEnter={() => setPaused(true)}
      onPointerLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <Icon name={toast.tone === 'negative' ? 'alert' : toast.tone === 'positive' ? 'check' : 'info'} />
      <span className="bf-ui-toast-text" role={sticky ? 'alert' : undefined}>
        {toast.text}
      </span>
      <IconButton icon="close" label={t('ui_dismiss')} onClick={onDismiss} />
    </li>
  );
}

export function Toasts({
  toasts,
  onDismiss,
  duration = 5000,
}: {
  toasts: readonly ToastItem[];
  onDismiss: (id: ToastItem['id']) => void;
  duration?: number;
}) {
  const t = useKitT();
  return (
    <section ref={style} aria-label={t('ui_notifications')}>
      <ul className="bf-ui-toasts" aria-live="polite">
        {toasts.map((toast) => (
          <ToastView key={toast.id} toast={toast} duration={duration} onDismiss={() => onDismiss(toast.id)} />
        ))}
      </ul>
    </section>
  );
}
