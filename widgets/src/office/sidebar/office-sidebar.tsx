/**
 * The office's left sidebar (SPEC §2 "office left sidebar"): every screen as a vertical tab, with its counter
 * (unread messages, open bets) from the left menu data call. A column at the inline start when the widget is
 * wide; a scrolling rail above the screen on a phone. APG tabs: arrows (up/down in the column, in the reading
 * direction on the rail), Home and End; the panel is the kit's `TabPanel` with the same `idBase`. The office's
 * `<section className="bf-office">` inside a `bf-office-frame` lays the sidebar and the panel side by side.
 */
import { type KeyboardEvent, useRef } from 'react';
import { Badge } from '../../runtime/ui/chip';
import { kitCss } from '../../runtime/ui/kit-css';
import { isRtl, nextIndex } from '../../runtime/ui/roving';

const css = `
.bf-office-frame { container: bf-office / inline-size; }
.bf-office-nav { display: flex; gap: var(--bf-space-1); overflow-x: auto; scrollbar-width: none;
  border-block-end: 1px solid var(--bf-color-border); }
.bf-office-nav-item { flex: none; display: inline-flex; align-items: center; gap: var(--bf-space-2);
  min-block-size: var(--bf-touch); padding-inline: var(--bf-space-3); border: 0; background: none; cursor: pointer;
  color: var(--bf-color-muted); font: 600 var(--bf-font-size-md)/1.2 var(--bf-font); text-align: start;
  border-block-end: 3px solid transparent; border-radius: 0; }
.bf-office-nav-item:hover { color: var(--bf-color-text); }
.bf-office-nav-item[aria-selected="true"] { color: var(--bf-color-text); border-block-end-color: var(--bf-color-accent); }
.bf-office-nav-item:focus-visible { outline: 2px solid var(--bf-color-focus); outline-offset: -2px; }
@container bf-office (min-width: 720px) {
  .bf-office { display: grid; grid-template-columns: 220px minmax(0, 1fr); column-gap: var(--bf-space-4); align-items: start; }
  .bf-office > * { grid-column: 1 / -1; }
  .bf-office > nav { grid-column: 1; }
  .bf-office > [role="tabpanel"] { grid-column: 2; min-inline-size: 0; }
  .bf-office-nav { flex-direction: column; overflow: visible; border-block-end: 0;
    border-inline-end: 1px solid var(--bf-color-border); padding-inline-end: var(--bf-space-2); }
  .bf-office-nav-item { border-block-end: 0; border-inline-start: 3px solid transparent; border-radius: var(--bf-radius-md); }
  .bf-office-nav-item[aria-selected="true"] { border-inline-start-color: var(--bf-color-accent);
    background: var(--bf-color-surface-alt); }
  .bf-office-nav-label { flex: 1 1 auto; }
}
`;
const style = kitCss('office-sidebar', css);

export interface SidebarItem<T extends string> {
  id: T;
  label: string;
  /** A counter shown after the name; `countLabel` is what a screen reader hears for it. */
  count?: number;
  countLabel?: string;
}

export function OfficeSidebar<T extends string>({
  label,
  idBase,
  items,
  selected,
  onSelect,
}: {
  label: string;
  idBase: string;
  items: readonly SidebarItem<T>[];
  selected: T;
  onSelect: (id: T) => void;
}) {
  const list = useRef<HTMLDivElement | null>(null);
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const current = items.findIndex((item) => item.id === selected);
    const column = list.current?.ownerDocument.defaultView?.getComputedStyle(list.current).flexDirection === 'column';
    const vertical = nextIndex(event.key, current, items.length, { orientation: 'vertical' });
    const horizontal = nextIndex(event.key, current, items.length, { rtl: isRtl(list.current) });
    const next = column ? (vertical ?? horizontal) : (horizontal ?? vertical);
    const item = next === undefined ? undefined : items[next];
    if (!item) return;
    event.preventDefault();
    onSelect(item.id);
    list.current?.querySelector<HTMLElement>(`#${CSS.escape(`${idBase}-tab-${item.id}`)}`)?.focus();
  };
  return (
    <nav aria-label={label} ref={style}>
      <div
        ref={list}
        className="bf-office-nav"
        role="tablist"
        aria-label={label}
        onKeyDown={onKeyDown}
        data-testid="office-sidebar"
      >
        {items.map((item) => {
          const on = item.id === selected;
          return (
            <button
              key={item.id}
              type="button"
              role="tab"
              id={`${idBase}-tab-${item.id}`}
              className="bf-office-nav-item"
              aria-selected={on}
              aria-controls={`${idBase}-panel-${item.id}`}
              tabIndex={on ? 0 : -1}
              data-tab={item.id}
              data-screen={item.id}
              onClick={() => onSelect(item.id)}
            >
              <span className="bf-office-nav-label">{item.label}</span>
              {item.count ? (
                <span data-testid={`office-count-${item.id}`}>
                  <Badge tone="accent" label={item.countLabel ?? String(item.count)}>
                    {item.count}
                  </Badge>
                </span>
              ) : null}
            </button>
          );
        })}
      </div>
    </nav>
  );
}
