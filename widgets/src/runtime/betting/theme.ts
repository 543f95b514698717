/**
 * The light/dark theme of the betting widgets (`runtime/theme.ts`: the host's prop, else the page's live theme, else
 * the mount option), applied at once without remounting: the widget's own wrapper carries the colour variables.
 */
import { useEffect, useState } from 'react';
import { useProps, useRuntime, useShared } from '../context';
import { type Theme, themeOf } from '../theme';
import { CFVIEW_KEY, configuredView, storedView, storeView } from './odds-view';

export function useTheme(): Theme {
  const props = useProps();
  const overlay = useShared((s) => s.overlayTheme);
  return themeOf(props.theme, overlay, useRuntime().options.theme);
}

/** The palette itself comes from the design tokens declared for any `[data-theme]` inside the root. */
export const themeStyles = `
.bf-themed[data-theme] { background: var(--bf-bg); color: var(--bf-fg); }
/* The stake takes its own line; quick stakes share the next, so none ever covers the input. */
.bf-stake { flex-wrap: wrap; }
.bf-stake > label { flex: 1 1 100%; display: flex; align-items: center; gap: 8px; }
.bf-stake input {
  flex: 1 1 auto; min-width: 0; font: inherit; padding: 6px 8px; border-radius: 6px;
  border: 1px solid var(--bf-line); background: var(--bf-bg); color: var(--bf-fg);
}
.bf-stake > .bf-button { flex: 1 1 0; }
`;

export { inAsianViewCountry } from './odds-view';

/**
 * The coefficient view (SPEC §3 coefficient views: 0 decimal … 5 Malay) every betting widget shows: the host's
 * `cfview` prop, else the player's choice (stored; other widgets of the site follow it at once through the
 * `storage` event), else the configuration's `betting.coefficientFormat` (in an Asian-view country its Asian
 * format: Hong Kong, Indonesian in Indonesia, Malay in Malaysia).
 */
export function useCoefficientView(): [number, (view: number) => void] {
  const props = useProps();
  const { config } = useRuntime();
  const [chosen, setChosen] = useState(storedView);
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === CFVIEW_KEY) setChosen(storedView());
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);
  const view = typeof props.cfview === 'number' ? props.cfview : (chosen ?? configuredView(config));
  const choose = (next: number) => {
    setChosen(next);
    storeView(next);
  };
  return [view, choose];
}
