/**
 * The office's left sidebar (SPEC §2 "office left sidebar"): every screen as a vertical tab, with its counter
 * (unread messages, open bets) from the left menu data call. A column at the inline start when the widget is
 * wide; a scrolling rail above the screen on a phone. APG tabs: arrows (up/down in the column, in the reading
 * direction on the rail), Home and End; `OfficePanel` is the panel, labelled by its tab (the kit's `TabPanel`
 * markup, here so the office's first load does not carry the kit's tabs module). The office's
 * `<section className="bf-office">` inside a `bf-office-frame` lays the sidebar and the panel side by side.
 */
import { type KeyboardEvent, type ReactNode, useRef } from 'react';
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
.bf-office-panel { padding-block: var(--bf-space-3); }
.bf-office-count { min-inline-size: 20px; padding: 0 6px; border-radius: var(--bf-radius-pill); text-align: center;
  background: var(--bf-color-accent); color: var(--bf-color-on-accent); font: 700 var(--bf-font-size-xs)/20px var(--bf-font);
  font-variant-numeric: tabular-nums; }
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
                // The kit's Badge look, drawn here: the office's eager bundle cannot carry the chip module.
                <span className="bf-office-count" data-testid={`office-count-${item.id}`}>
                  <span className="bf-vh">{item.countLabel ?? item.count}</span>
                  <span aria-hidden="true">{item.count}</span>
                </span>
              ) : null}
            </button>
          );
        })}
      </div>
    </nav>
  );
}

export function OfficePanel({ idBase, id, children }: { idBase: string; id: string; children: ReactNode }) {
  return (
    <div
      className="bf-office-panel"
      role="tabpanel"
      id={`${idBase}-panel-${id}`}
      aria-labelledby={`${idBase}-tab-${id}`}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: APG tabs — the panel takes focus when it holds nothing focusable
      tabIndex={0}
    >
      {children}
    </div>
  );
}
