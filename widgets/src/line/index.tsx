/**
 * The line widget: sports with their live and pre-match counts, live / pre-match switch, time filters, and the
 * games grouped by championship with their main market (1X2 or the sport's own) and market count; live games
 * show score, period and clock. Prices update from the push stream (a change flashes up or down, suspended
 * prices lock, finished games leave); the list is virtualised, deltas are applied once per animation frame,
 * and each row listens to its own game only. A price picked goes into the shared coupon. The coefficient
 * format (`cfview`) and the theme follow the host's props at once.
 *
 * The filters are a zustand vanilla store (line-store.ts) with pure actions; what they load is line-data.ts;
 * the pieces are line-filters.tsx and game-list.tsx.
 */
import type { Champ } from '@betframe/sdk/feed';
import { oddsFormatForView } from '@betframe/sdk/format';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { useStore } from 'zustand';
import { defineWidget, Shell, useProps } from '../runtime';
import { useCoefficientView, useTheme } from '../runtime/betting/theme';
import { EmptyState, SkeletonList } from '../runtime/ui/states';
import { TabPanel } from '../runtime/ui/tabs';
import { KitTexts } from '../runtime/ui/texts';
import { type Translate as BetT, useTexts as useBettingT } from '../runtime/use-texts';
import { useAsianView } from './asian-view';
import { FollowsLayer } from './follow-game';
import { FavoritesContext, GameList, LIST_HEIGHT, OpenGameContext } from './game-list';
import { GameView } from './game-view';
import { useChamps, useFavorites, useGames, useSports } from './line-data';
import { ChampsNav, MODE_TABS, ModeTabs, SportsNav, TimeFilters, Toolbar } from './line-filters';
import { lineActions as act, createLineStore, narrowingProps } from './line-store';
import { styles } from './line-styles';
import { createLiveStore } from './live-store';

// A championship's outrights: a lazily loaded chunk (the line widget's size budget).
const ChampOutrights = lazy(() => import('./outrights'));

export { FavoritesContext, GameList, LIST_HEIGHT, OpenGameContext } from './game-list';
export { PUSH_GAMES_LIMIT } from './line-data';

function LineBody({ t }: { t: BetT }) {
  const props = useProps();
  const live = useMemo(() => createLiveStore(), []);
  const [store] = useState(() => createLineStore(props));
  const filters = useStore(store);
  const given = narrowingProps(props);
  // The host's props may arrive after the first render (the loader hands them over once connected) or change
  // later: each narrowing prop, when given, sets its filter then.
  useEffect(() => store.setState(act.fromProps('mode', props)), [given.mode]);
  useEffect(() => store.setState(act.fromProps('sport', props)), [given.sport]);
  useEffect(() => store.setState(act.fromProps('champ', props)), [given.champ]);
  useEffect(() => store.setState(act.fromProps('game', props)), [given.game]);
  useEffect(() => store.setState(act.fromProps('query', props)), [given.query]);
  useEffect(() => store.setState(act.fromProps('favorites', props)), [given.favorites]);
  // Search once typing pauses (300 ms).
  useEffect(() => {
    const timer = setTimeout(() => store.setState(act.settleSearch()), 300);
    return () => clearTimeout(timer);
  }, [filters.searchText]);

  const sports = useSports();
  const champs = useChamps(filters.mode, filters.sport);
  const { favorites, only } = useFavorites();
  const [asian, setAsian] = useAsianView();
  const state = useGames(live, filters, asian);
  const [cfview, setCfview] = useCoefficientView();
  const format = oddsFormatForView(cfview);
  const theme = useTheme();
  // Stable, as the rows read it from a context.
  const [openGame] = useState(() => (id: number | null) => store.setState(act.openGame(id)));

  if (filters.openGame !== null) {
    return (
      <div className="bf-line bf-themed" data-theme={theme}>
        <GameView
          key={filters.openGame}
          id={filters.openGame}
          feed={filters.mode === 'live' ? 'LiveFeed' : 'LineFeed'}
          format={format}
          asian={asian}
          setAsian={setAsian}
          t={t}
          onBack={() => openGame(null)}
          onOpen={openGame}
        />
      </div>
    );
  }
  return (
    <div className="bf-line bf-themed" data-theme={theme}>
      <ModeTabs store={store} t={t} />
      <TabPanel idBase={MODE_TABS} id={filters.mode}>
        <Toolbar store={store} t={t} cfview={cfview} setCfview={setCfview} asian={asian} setAsian={setAsian} />
        <SportsNav store={store} t={t} sports={sports} onlySports={given.sports} />
        <ChampsNav
          store={store}
          t={t}
          top={champs.top && ofSports(champs.top, given.sports)}
          all={ofSports(champs.all, given.sports)}
        />
        {filters.mode === 'line' ? <TimeFilters store={store} t={t} /> : null}
        {filters.mode === 'line' && filters.champ !== undefined ? (
          <Suspense fallback={null}>
            <ChampOutrights champ={filters.champ} format={format} t={t} />
          </Suspense>
        ) : null}
        {state === 'loading' ? (
          // The list's own height from the start, so the frame does not jump when the games arrive.
          <div style={{ height: `${LIST_HEIGHT}px`, overflow: 'hidden' }}>
            <SkeletonList rows={8} height={60} />
          </div>
        ) : state === 'empty' ? (
          <div data-testid="line-empty">
            <EmptyState title={t('line_empty')} icon="clock" />
          </div>
        ) : (
          <OpenGameContext.Provider value={openGame}>
            <FavoritesContext.Provider value={favorites}>
              <GameList
                store={live}
                format={format}
                query={filters.query}
                asian={asian}
                t={t}
                {...(filters.onlyFavorites ? { only } : {})}
              />
            </FavoritesContext.Provider>
          </OpenGameContext.Provider>
        )}
      </TabPanel>
    </div>
  );
}

/** A page narrowed to some sports (cyber, virtual) lists only their championships. */
function ofSports(champs: Champ[], sports: readonly number[] | null | undefined): Champ[] {
  return sports && sports.length > 0 ? champs.filter((c) => sports.includes(c.sportId)) : champs;
}

function Line() {
  const t = useBettingT();
  return (
    <Shell title={t?.('line_title')}>
      {t ? (
        <KitTexts t={t}>
          <FollowsLayer t={t}>
            <LineBody t={t} />
          </FollowsLayer>
        </KitTexts>
      ) : (
        <p className="bf-muted">…</p>
      )}
    </Shell>
  );
}

export default defineWidget({ name: 'line', Component: Line, styles });
