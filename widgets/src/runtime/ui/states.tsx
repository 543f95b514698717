/**
 * Loading, empty and error states: `Skeleton` blocks (shimmer stilled under reduced motion) inside a busy region
 * a screen reader hears as "Loading…", and `EmptyState` / `ErrorState` with an icon, a title, a line of text and
 * an action (the error's "Try again").
 */
import type { ReactNode } from 'react';
import { Button } from './button';
import { Icon } from './icon';
import type { IconName } from './icons/names';
import { commonCss, kitCss } from './kit-css';
import { useKitT } from './texts';

const css = `${commonCss}
.bf-ui-skeleton { display: block; border-radius: var(--bf-radius-sm); background: var(--bf-color-surface-alt);
  background-image: linear-gradient(90deg, transparent, var(--bf-color-border), transparent); background-size: 200% 100%;
  animation: bf-ui-shimmer 1.4s linear infinite; }
.bf-ui-skeletons { display: grid; gap: var(--bf-space-2); }
@keyframes bf-ui-shimmer { from { background-position: 100% 0; } to { background-position: -100% 0; } }
@media (prefers-reduced-motion: reduce) { .bf-ui-skeleton { animation: none; } }
.bf-ui-state { display: grid; justify-items: center; gap: var(--bf-space-2); padding: var(--bf-space-6) var(--bf-space-4);
  text-align: center; color: var(--bf-color-text); }
.bf-ui-state-icon { font-size: 32px; color: var(--bf-color-muted); }
.bf-ui-state[data-tone="error"] .bf-ui-state-icon { color: var(--bf-color-negative); }
.bf-ui-state-title { margin: 0; font: 600 var(--bf-font-size-lg)/var(--bf-line-height-lg) var(--bf-font); }
.bf-ui-state-text { margin: 0; color: var(--bf-color-muted); max-inline-size: 40ch; }
`;
const style = kitCss('states', css);

export function Skeleton({
  width = '100%',
  height = 16,
  radius,
}: {
  width?: number | string;
  height?: number;
  radius?: number;
}) {
  return (
    <span
      ref={style}
      className="bf-ui-skeleton"
      aria-hidden="true"
      style={{
        inlineSize: typeof width === 'number' ? `${width}px` : width,
        blockSize: `${height}px`,
        borderRadius: radius,
      }}
    />
  );
}

/** `rows` skeleton lines of `height` px in a region announced as loading. */
export function SkeletonList({ rows = 3, height = 48 }: { rows?: number; height?: number }) {
  const t = useKitT();
  return (
    <div ref={style} className="bf-ui-skeletons" role="status" aria-busy="true">
      <span className="bf-ui-vh">{t('ui_loading')}</span>
      {Array.from({ length: rows }, (_, i) => (
        <Skeleton key={i} height={height} />
      ))}
    </div>
  );
}

interface StateProps {
  title?: string;
  text?: ReactNode;
  icon?: IconName;
  action?: ReactNode;
}

export function EmptyState({ title, text, icon = 'search', action }: StateProps) {
  const t = useKitT();
  return (
    <div ref={style} className="bf-ui-state" data-tone="empty">
      <Icon name={icon} className="bf-ui-state-icon" />
      <p className="bf-ui-state-title">{title ?? t('ui_empty_title')}</p>
      {text ? <p className="bf-ui-state-text">{text}</p> : null}
      {action}
    </div>
  );
}

/** An error with "Try again" when `onRetry` is given; announced when it appears. */
export function ErrorState({
  title,
  text,
  icon = 'alert',
  onRetry,
}: Omit<StateProps, 'action'> & { onRetry?: () => void }) {
  const t = useKitT();
  return (
    <div ref={style} className="bf-ui-state" data-tone="error" role="alert">
      <Icon name={icon} className="bf-ui-state-icon" />
      <p className="bf-ui-state-title">{title ?? t('ui_error_title')}</p>
      {text ? <p className="bf-ui-state-text">{text}</p> : null}
      {onRetry ? (
        <Button variant="primary" onClick={onRetry}>
          {t('ui_retry')}
        </Button>
      ) : null}
    </div>
  );
}
