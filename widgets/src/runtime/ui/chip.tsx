/**
 * Chips and badges. A `Chip` is a toggle in a rail (sports, championships): a button with `aria-pressed`, an
 * optional icon and count; `ChipRail` scrolls sideways by itself with snap, the one sideways scroll a phone page
 * has (DESIGN). A `Badge` is a small label (live, new, a count) in one of the tone colours.
 */
import { type ReactNode, useLayoutEffect, useRef } from 'react';
import { Icon } from './icon';
import type { IconName } from './icons/names';
import { commonCss, kitCss, refs } from './kit-css';

const css = `${commonCss}
.bf-ui-chiprail { display: flex; gap: var(--bf-space-2); overflow-x: auto; scroll-snap-type: x proximity;
  scrollbar-width: none; padding-block: var(--bf-space-1); list-style: none; margin: 0; padding-inline: 0; }
.bf-ui-chiprail > * { scroll-snap-align: start; flex: none; }
.bf-ui-chip { display: inline-flex; align-items: center; gap: var(--bf-space-1); min-block-size: 36px;
  padding-inline: var(--bf-space-3); border-radius: var(--bf-radius-pill); border: 1px solid var(--bf-color-border-strong);
  background: var(--bf-color-surface); color: var(--bf-color-text); font: 500 var(--bf-font-size-sm)/1 var(--bf-font);
  cursor: pointer; white-space: nowrap; }
.bf-ui-chip[aria-pressed="true"] { background: var(--bf-color-accent); border-color: var(--bf-color-accent); color: var(--bf-color-on-accent); }
.bf-ui-chip-count { font-variant-numeric: tabular-nums; font-weight: 400; }
.bf-ui-badge { display: inline-flex; align-items: center; gap: 2px; padding-inline: 6px; min-inline-size: 20px;
  block-size: 20px; border-radius: var(--bf-radius-pill); font: 700 var(--bf-font-size-xs)/20px var(--bf-font);
  justify-content: center; font-variant-numeric: tabular-nums; background: var(--bf-color-surface-alt);
  color: var(--bf-color-text); border: 1px solid var(--bf-color-border); }
.bf-ui-badge[data-tone="accent"] { background: var(--bf-color-accent); color: var(--bf-color-on-accent); border-color: transparent; }
.bf-ui-badge[data-tone="live"] { background: var(--bf-color-live); color: var(--bf-color-on-live); border-color: transparent; text-transform: uppercase; }
.bf-ui-badge[data-tone="positive"] { color: var(--bf-color-positive); }
.bf-ui-badge[data-tone="negative"] { color: var(--bf-color-negative); }
.bf-ui-badge[data-tone="warning"] { color: var(--bf-color-warning); }
`;
const style = kitCss('chip', css);

export function ChipRail({ label, children }: { label: string; children: ReactNode }) {
  const rail = useRef<HTMLDivElement | null>(null);
  const shown = useRef<Element | null>(null);
  // A chip selected by the page (a sport page opens with its sport chosen) may sit past the rail's edge, so the rail
  // looks as if nothing were chosen: it is scrolled into the rail's view once per newly selected chip, by the rail's
  // own scroll (scrollIntoView would also move the page); a rail the player scrolled stays where it is.
  useLayoutEffect(() => {
    const box = rail.current;
    const chip = box?.querySelector('[aria-pressed="true"]');
    if (!box || !chip || chip === shown.current) return;
    shown.current = chip;
    const outer = box.getBoundingClientRect();
    const inner = chip.getBoundingClientRect();
    const delta = inner.right > outer.right ? inner.right - outer.right : Math.min(0, inner.left - outer.left);
    if (delta !== 0) box.scrollBy({ left: delta });
  });
  return (
    // biome-ignore lint/a11y/useSemanticElements: a named group of toggles; a fieldset would need a visible legend
    <div ref={refs(style, rail)} className="bf-ui-chiprail" role="group" aria-label={label}>
      {children}
    </div>
  );
}

export interface ChipProps {
  children: ReactNode;
  selected?: boolean;
  icon?: IconName;
  count?: number;
  onClick?: () => void;
  /** Extra data attributes the screen selects chips by, e.g. `{ 'data-sport': 1 }`. */
  data?: Record<`data-${string}`, string | number>;
}

export function Chip({ children, selected = false, icon, count, onClick, data }: ChipProps) {
  return (
    <button
      type="button"
      ref={style}
      className="bf-ui-chip bf-ui-focus"
      aria-pressed={selected}
      onClick={onClick}
      {...data}
    >
      {icon ? <Icon name={icon} /> : null}
      <span>{children}</span>
      {/* A space between name and count: a screen reader (and textContent) reads "Football 3", not "Football3". */}
      {count === undefined ? null : <span className="bf-ui-chip-count"> {count}</span>}
    </button>
  );
}

export type Tone = 'neutral' | 'accent' | 'live' | 'positive' | 'negative' | 'warning';

/** `label` replaces what a screen reader hears ("3 picks" for a bare "3"). */
export function Badge({ tone = 'neutral', children, label }: { tone?: Tone; children: ReactNode; label?: string }) {
  return (
    <span ref={style} className="bf-ui-badge" data-tone={tone}>
      {label ? <span className="bf-ui-vh">{label}</span> : null}
      <span aria-hidden={label ? 'true' : undefined}>{children}</span>
    </span>
  );
}
