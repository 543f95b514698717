/**
 * The Asian view of the line and of a game (docs/feed-and-betting.md "Asian view"): the list loads the Asia
 * variant of its games (GetAsiaGamesZip: goal sports, the Asian total and handicap beside the main market) and a
 * game's page shows its Asian handicaps and totals (quarter lines) only. The player's choice is remembered like the
 * odds format (`localStorage['betframe:asian-view']`, followed by the site's other widgets through the `storage`
 * event); until the player chooses, the view is on in the countries with the Asian betting view.
 */
import type { Market } from '@betframe/sdk/feed';
import { useEffect, useState } from 'react';
import { useRuntime } from '../runtime';
import { inAsianViewCountry } from '../runtime/betting/theme';

const KEY = 'betframe:asian-view';

/** Feed market groups of the Asian view (server/src/feed/market-names.ts): Asian handicap, Asian total. */
export const ASIAN_GROUPS: ReadonlySet<number> = new Set([2854, 99]);

function stored(): boolean | undefined {
  try {
    const raw = globalThis.localStorage?.getItem(KEY);
    return raw === '1' ? true : raw === '0' ? false : undefined;
  } catch {
    return undefined;
  }
}

export function useAsianView(): [boolean, (on: boolean) => void] {
  const { config } = useRuntime();
  const [chosen, setChosen] = useState(stored);
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === KEY) setChosen(stored());
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);
  const choose = (on: boolean) => {
    setChosen(on);
    try {
      globalThis.localStorage?.setItem(KEY, on ? '1' : '0');
    } catch {
      // storage blocked: this widget only
    }
  };
  return [chosen ?? inAsianViewCountry(config), choose];
}

/** A game's markets in the Asian view: its whole-game Asian handicaps and totals (none: the game has no Asian lines). */
export const asianMarkets = (markets: readonly Market[]): Market[] =>
  markets.filter((m) => m.period === 0 && ASIAN_GROUPS.has(m.group));
