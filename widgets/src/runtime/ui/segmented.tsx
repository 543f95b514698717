/**
 * A segmented control: one choice among a few (bet type, odds format, light/dark), a WAI-ARIA radio group of
 * buttons — one tab stop, arrows in the reading direction choose, Home and End jump.
 */
import { type KeyboardEvent, type ReactNode, useRef } from 'react';
import { commonCss, kitCss } from './kit-css';
import { isRtl, nextIndex } from './roving';

const css = `${commonCss}
.bf-ui-segmented { display: inline-flex; padding: 2px; gap: 2px; border-radius: var(--bf-radius-md);
  background: var(--bf-color-surface-alt); border: 1px solid var(--bf-color-border-strong); max-inline-size: 100%; }
.bf-ui-segment { flex: 1 1 0; min-block-size: 40px; padding-inline: var(--bf-space-3); border: 0; border-radius: var(--bf-radius-sm);
  background: none; color: var(--bf-color-text); font: 600 var(--bf-font-size-sm)/1 var(--bf-font); cursor: pointer; white-space: nowrap; }
.bf-ui-segment[aria-checked="true"] { background: var(--bf-color-accent); color: var(--bf-color-on-accent); box-shadow: var(--bf-shadow-1); }
`;
const style = kitCss('segmented', css);

export interface SegmentOption<T extends string> {
  value: T;
  label: ReactNode;
}

export function SegmentedControl<T extends string>({
  label,
  options,
  value,
  onChange,
}: {
  label: string;
  options: readonly SegmentOption<T>[];
  value: T;
  onChange: (value: T) => void;
}) {
  const group = useRef<HTMLDivElement | null>(null);
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const current = options.findIndex((option) => option.value === value);
    const next = nextIndex(event.key, current, options.length, { rtl: isRtl(group.current) });
    const option = next === undefined ? undefined : options[next];
    if (!option) return;
    event.preventDefault();
    onChange(option.value);
    group.current?.querySelectorAll<HTMLElement>('[role="radio"]')[next as number]?.focus();
  };
  return (
    <div
      ref={(node) => {
        style(node);
        group.current = node;
      }}
      className="bf-ui-segmented"
      role="radiogroup"
      aria-label={label}
      onKeyDown={onKeyDown}
    >
      {options.map((option) => {
        const on = option.value === value;
        return (
          // biome-ignore lint/a11y/useSemanticElements: APG radio group of buttons (styled segments, roving focus)
          <button
            key={option.value}
            type="button"
            role="radio"
            className="bf-ui-segment bf-ui-focus"
            aria-checked={on}
            tabIndex={on ? 0 : -1}
            data-value={option.value}
            onClick={() => onChange(option.value)}
          >
            {option.label}
          </button>
        );
      })}
    </div>
  );
}
