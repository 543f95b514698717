/**
 * The odds format the site's own pages print prices in (the home shelves, the duel builder, the express of the
 * day, the tournaments' minimum odds): the player's coefficient view as the betting widgets read it
 * (widgets/src/runtime/betting/odds-view.ts: the player's choice, else the configuration's), following a choice
 * made in another tab or frame of the site.
 */
import { type OddsFormat, oddsFormatForView } from '@betframe/sdk/format';
import { useEffect, useState } from 'react';
import { CFVIEW_KEY, playerView } from '../../../widgets/src/runtime/betting/odds-view';

type ViewConfig = Parameters<typeof playerView>[0];

export function usePlayerOddsFormat(config: ViewConfig): OddsFormat {
  const [view, setView] = useState(() => playerView(config));
  useEffect(() => {
    setView(playerView(config));
    const onStorage = (event: StorageEvent) => {
      if (event.key === CFVIEW_KEY) setView(playerView(config));
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [config]);
  return oddsFormatForView(view);
}
