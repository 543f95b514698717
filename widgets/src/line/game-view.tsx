/**
 * A game's page inside the line widget: the live scoreboard (scoreboard.tsx), every market the feed has for the
 * game in collapsible sections with a search (market-sections.tsx, market-groups.ts), prices that go into the
 * shared coupon and follow the push stream (the whole game asked again when the stream reconnects or offers a
 * line the page does not show), the statistics link (the statistics frame as a modal or a window, SPEC §2,
 * loaded on demand: `statistics-link.ts`), a virtual event's animated match view (virtual-match.tsx, loaded on
 * demand) and the upcoming games of the same teams.
 */
import { applyPushDelta, type FeedName, type Game, isVirtualSport } from '@betframe/sdk/feed';
import { formatDate, type OddsFormat } from '@betframe/sdk/format';
import type { StatisticHandle } from '@betframe/sdk/statistic';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useProps, useRuntime } from '../runtime';
import { toggleOutcome } from '../runtime/betting/outcomes';
import { useTheme } from '../runtime/betting/theme';
import { followFeed } from '../runtime/follow-feed';
import { Button } from '../runtime/ui/button';
import { Chip } from '../runtime/ui/chip';
import { EmptyState, SkeletonList } from '../runtime/ui/states';
import { TabPanel, Tabs } from '../runtime/ui/tabs';
import type { Translate as BetT } from '../runtime/use-texts';
import { asianMarkets } from './asian-view';
import { fetchGame, fetchTeamGames } from './feed-api';
import { FollowBell } from './follow-game';
import { observeClocks } from './live-clock';
import { applyGameDelta, needsFullGame } from './market-groups';
import { MarketSections } from './market-sections';
import { Scoreboard } from './scoreboard';
import { openGameStatistics, statisticsPreference, statisticsQuery } from './statistics-link';
import { pageTicker } from './ticker';

// The bet builder tab (bet-builder.tsx) arrives when it opens; the sports whose model the builder prices.
const BetBuilder = lazy(() => import('./bet-builder'));
const BUILDER_SPORTS = new Set([1, 2, 85, 144]);
// A virtual event's animated match view (virtual-match.tsx), driven by the game this page follows.
const VirtualMatch = lazy(() => import('./virtual-match'));

/** A game's address on the sportsbook's site (SPEC §2 bettingMainGame), live or not. */
export const gamePath = (g: Pick<Game, 'sportId' | 'champId' | 'id'>) => `/line/${g.sportId}/${g.champId}/${g.id}`;

/** The list a game belongs to: the live line for a live game, else its sport's line. */
export const listPath = (g: Pick<Game, 'sportId' | 'kind'>) => (g.kind === 1 ? '/live/multi' : `/line/${g.sportId}`);

export function GameView({
  id,
  feed,
  format,
  asian = false,
  setAsian,
  t,
  onBack,
  onOpen,
}: {
  id: number;
  feed: FeedName;
  format: OddsFormat;
  /** The Asian view (asian-view.ts): only the game's Asian handicaps and totals, where it has them. */
  asian?: boolean;
  setAsian?: (on: boolean) => void;
  t: BetT;
  onBack: () => void;
  onOpen: (id: number) => void;
}) {
  const { origin, options, shared, config, emit } = useRuntime();
  const dates = { locale: options.lang, hour12: config.dateFormat.hour12 };
  const props = useProps();
  const theme = useTheme();
  const [game, setGame] = useState<Game | null | undefined>(undefined);
  const [upcoming, setUpcoming] = useState<Game[]>([]);
  const [tab, setTab] = useState<'markets' | 'builder'>('markets');
  const latest = useRef<Game | null | undefined>(game);
  latest.current = game;
  // Every game has its own address: a game the player opened here is reported to the host page (the site moves
  // to it); leaving a game the host opened reports the list it belongs to.
  const hostOpened = props.game === id;
  const loadedId = game ? game.id : null;
  useEffect(() => {
    const g = latest.current;
    if (g && !hostOpened) emit('navigate', { path: gamePath(g) });
  }, [loadedId, hostOpened, emit]);
  const back = () => {
    const g = latest.current;
    if (g && hostOpened) emit('navigate', { path: listPath(g) });
    onBack();
  };

  useEffect(() => {
    const controller = new AbortController();
    let stop = () => {};
    fetchGame(origin, { feed, lang: options.lang, partner: options.partner, id }, controller.signal).then((g) => {
      if (controller.signal.aborted) return;
      if (g) observeClocks(pageTicker, g);
      setGame(g ?? null);
      if (!g) return;
      // One whole-game request at a time; asks made meanwhile are answered by one more after it.
      let fetching = false;
      let again = false;
      const refetch = () => {
        if (fetching) {
          again = true;
          return;
        }
        fetching = true;
        fetchGame(origin, { feed, lang: options.lang, partner: options.partner, id }, controller.signal)
          .then((fresh) => {
            if (fresh && !controller.signal.aborted) setGame(fresh);
          })
          .finally(() => {
            fetching = false;
            if (again && !controller.signal.aborted) {
              again = false;
              refetch();
            }
          });
      };
      stop = followFeed(
        origin,
        { games: [id], line: g.kind === 3, lng: options.lang },
        {
          onDelta: (delta) => {
            observeClocks(pageTicker, delta);
            const current = latest.current;
            if (current && needsFullGame(current, delta)) refetch();
            setGame((shown) => (shown ? applyGameDelta(shown, delta, applyPushDelta) : shown));
          },
        },
      );
      const lang = options.lang;
      // A race's two sides are its title (id 0): no games of the same teams.
      Promise.all(
        (g.runners ? [] : [g.team1.id, g.team2.id]).map((team) =>
          fetchTeamGames(origin, { feed: 'LineFeed', lang, partner: options.partner, team }, controller.signal),
        ),
      ).then((lists) => {
        if (controller.signal.aborted) return;
        const seen = new Set<number>([id]);
        setUpcoming(
          lists
            .flat()
            .filter((x) => !seen.has(x.id) && seen.add(x.id))
            .sort((a, b) => a.start - b.start)
            .slice(0, 6),
        );
      });
    });
    return () => {
      controller.abort();
      stop();
    };
  }, [origin, options.lang, options.partner, feed, id]);

  // An open statistics frame follows a theme flip at once (its `settings` message, CONTRACTS §5).
  const statistics = useRef<StatisticHandle | null>(null);
  useEffect(() => {
    statistics.current?.client.settings({ dark: theme === 'dark' });
  }, [theme]);
  const openStatistics = (g: Game, doc: Document) => {
    void openGameStatistics({
      game: () => latest.current ?? g,
      origin,
      lang: options.lang,
      preference: statisticsPreference(props.statisticsMode),
      document: doc,
      query: statisticsQuery({ theme, dir: options.dir, hour12: config.dateFormat.hour12 }),
      title: t('statistics'),
      picked: () => new Set(shared.getState().couponOutcomes.map((o) => o.id)),
      onPick: (pick) =>
        toggleOutcome(shared, {
          id: pick.id,
          gameId: g.id,
          label: pick.label,
          market: pick.market,
          coefficient: pick.coefficient,
        }),
    }).then((handle) => {
      statistics.current = handle;
    });
  };

  if (game === undefined) return <SkeletonList rows={6} height={44} />;
  if (game === null)
    return (
      <div>
        <Button variant="ghost" icon="arrow-left" onClick={back}>
          {t('line_back')}
        </Button>
        <EmptyState title={t('line_game_gone')} icon="clock" />
      </div>
    );
  const asianOnly = asianMarkets(game.markets);
  const shown = asian && asianOnly.length > 0 ? { ...game, markets: asianOnly } : game;
  const markets = <MarketSections game={shown} format={format} t={t} onPick={(pick) => toggleOutcome(shared, pick)} />;
  return (
    <div className="bf-line" data-testid="game-view" data-game-id={game.id}>
      <div className="bf-game-head">
        <Button variant="ghost" size="sm" icon="arrow-left" data-testid="game-back" onClick={back}>
          {t('line_back')}
        </Button>
        <span className="bf-grow bf-muted">
          <bdi>{game.sportName}</bdi> · <bdi>{game.champName}</bdi>
        </span>
        {setAsian && asianOnly.length > 0 ? (
          <Chip selected={asian} data={{ 'data-testid': 'game-asian-view' }} onClick={() => setAsian(!asian)}>
            {t('line_asian_view')}
          </Chip>
        ) : null}
        {game.status === 2 || game.status === 4 ? null : <FollowBell gameId={game.id} t={t} className="bf-bell-page" />}
        <Button
          size="sm"
          icon="stats"
          data-testid="game-statistics"
          onClick={(e) => openStatistics(game, e.currentTarget.ownerDocument)}
        >
          {t('statistics')}
        </Button>
      </div>
      {game.runners ? null : <Scoreboard game={game} t={t} dates={dates} />}
      {isVirtualSport(game.sportId) ? (
        <Suspense fallback={null}>
          <VirtualMatch game={game} t={t} dates={dates} />
        </Suspense>
      ) : null}
      {BUILDER_SPORTS.has(game.sportId) && game.status === 1 ? (
        <>
          <Tabs
            label={t('builder_tab')}
            idBase="bf-game"
            items={[
              { id: 'markets', label: t('builder_markets_tab') },
              { id: 'builder', label: t('builder_tab') },
            ]}
            selected={tab}
            onSelect={setTab}
          />
          <TabPanel idBase="bf-game" id={tab}>
            {tab === 'builder' ? (
              <Suspense fallback={<SkeletonList rows={4} height={44} />}>
                <BetBuilder game={game} format={format} t={t} />
              </Suspense>
            ) : (
              markets
            )}
          </TabPanel>
        </>
      ) : (
        markets
      )}
      {upcoming.length > 0 ? (
        <section data-testid="game-upcoming">
          <h3 className="bf-title">{t('line_upcoming')}</h3>
          <ul className="bf-upcoming">
            {upcoming.map((g) => (
              <li key={g.id}>
                <button type="button" className="bf-link" onClick={() => onOpen(g.id)}>
                  <bdi>{g.team1.name}</bdi> — <bdi>{g.team2.name}</bdi>
                </button>
                <span className="bf-muted">{formatDate(g.start * 1000, dates, 'dateTime')}</span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
