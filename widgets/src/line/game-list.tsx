/**
 * The line's virtualised list: games grouped by championship (a header with the sport's icon and the markets'
 * columns), each row listening to its own game only. A row shows both team names (two lines, cut with the whole
 * name as the title), the kick-off time or the live score and clock (a race: its runners, and once off how far its
 * leader has run), the main market's prices in fixed columns
 * and, where the list is wide enough, the total's and the handicap's (container queries in line-styles.ts). Prices
 * are the kit's OddsButton: a move shows its arrow and flash, a suspended price its lock; a pick goes into the
 * shared coupon. Stars for favourite games and championships; "+N" opens a game's page.
 */
import type { Game } from '@betframe/sdk/feed';
import { formatDate, formatOdds, type OddsFormat } from '@betframe/sdk/format';
import { memo, useEffect, useMemo, useRef, useState } from 'react';
import { useRuntime, useShared } from '../runtime';
import { toggleOutcome } from '../runtime/betting/outcomes';
import { Icon } from '../runtime/ui/icon';
import { sportIconName } from '../runtime/ui/icons/names';
import { OddsButton } from '../runtime/ui/odds-button';
import type { Translate as BetT } from '../runtime/use-texts';
import { FollowBell } from './follow-game';
import { type LineCell, toLineExtras, toLineGame } from './games';
import { CHAMP_HEIGHT, GAME_HEIGHT, groupByChamp, offsetsOf, windowOf } from './layout';
import { LiveClock } from './live-clock';
import type { LiveStore } from './live-store';
import { ASIAN_EXTRA_MARKETS, EXTRA_MARKETS, type ExtraMarket, mainMarketOf } from './main-market';
import { OpenGame, Star, TeamName } from './row-parts';
import { phaseOf } from './virtual-phase';

export { FavoritesContext, OpenGameContext } from './row-parts';

/** Height of the list's own scroll box (px; the frame around the widget is sized to its content). */
export const LIST_HEIGHT = 600;
/** Items (championship headers and games) the list's first render draws, about a phone's first screen of it, and
 * each later task adds until its window is whole. */
const SLICE = 6;

export function useStoreVersion(subscribe: (listener: () => void) => () => void): number {
  const [version, setVersion] = useState(0);
  useEffect(() => subscribe(() => setVersion((v) => v + 1)), [subscribe]);
  return version;
}

/** The markets' column headers over a championship's games (the main market's name as their tooltip). */
function ColumnHeaders({
  sportId,
  game,
  extras,
  t,
}: {
  sportId: number;
  game?: Game | undefined;
  extras: readonly ExtraMarket[];
  t?: BetT | undefined;
}) {
  const main = mainMarketOf(sportId, game);
  return (
    <>
      {main.columns.map((c) => (
        <span key={c.type} className="bf-col" data-column={c.header} title={t ? t(main.title) : undefined}>
          {t ? t(c.header) : c.short}
        </span>
      ))}
      {extras.map((extra) => (
        <span key={extra.title} className="bf-xcol bf-extra" data-extra={extra.title}>
          {t ? t(extra.title) : ''}
        </span>
      ))}
    </>
  );
}

interface RowProps {
  store: LiveStore;
  id: number;
  format: OddsFormat;
  top: number;
  query: string;
  extras: readonly ExtraMarket[];
  t?: BetT | undefined;
}

const GameRow = memo(function GameRow({ store, id, format, top, query, extras, t }: RowProps) {
  const { shared, options, config } = useRuntime();
  const subscribe = useMemo(() => (l: () => void) => store.subscribeGame(id, l), [store, id]);
  useStoreVersion(subscribe);
  const picked = useShared((s) => s.couponOutcomes.find((o) => o.gameId === id)?.id ?? '');
  const entry = store.get(id);
  if (!entry) return null;
  const { game, moves, version } = entry;
  const line = toLineGame(game);
  // A race (a field of runners) shows its title and how many run, its start (or, once off, that it runs) and not a score.
  const runners = game.runners;
  const score = runners ? undefined : game.score;
  const running = runners ? raceProgress(game) : undefined;
  const title = line.title;
  const price = (cell: LineCell, market: string, data: Record<`data-${string}`, string>) => {
    const p = cell.price;
    if (!p) {
      return (
        <span key={cell.header + Object.values(data).join()} className="bf-none" {...data}>
          —
        </span>
      );
    }
    const move = moves.get(p.id.split(':').slice(1).join(':'));
    return (
      <OddsButton
        key={p.id}
        price={formatOdds(p.coefficient, format)}
        name={`${title}: ${p.label}`}
        {...(move ? { move } : {})}
        moveSeq={version}
        suspended={p.blocked}
        selected={picked === p.id}
        data={{ 'data-outcome-id': p.id, ...data }}
        onClick={() =>
          toggleOutcome(shared, {
            id: p.id,
            gameId: game.id,
            label: `${title}: ${p.label}`,
            market,
            coefficient: p.coefficient,
          })
        }
      />
    );
  };
  return (
    <div
      className="bf-game bf-ev"
      style={{ top: `${top}px`, height: `${GAME_HEIGHT}px` }}
      data-testid="event-row"
      data-game-id={id}
      data-version={version}
    >
      <div className="bf-grow bf-ev-info">
        <div className="bf-ev-top">
          <Star id={id} t={t} />
          {running ? (
            // A race under way: live, and how far its leader has run (as a match row shows its minute).
            <span className="bf-ev-meta bf-ev-live" data-testid="race-running">
              <Icon name="live" className="bf-ev-live-icon" />
              {t ? t('live_race_running', { percent: running }) : `${running}%`}
            </span>
          ) : score ? (
            <span className="bf-ev-meta bf-ev-live" data-testid="score">
              <Icon name="live" className="bf-ev-live-icon" />
              <b>
                {score.total[0]}:{score.total[1]}
              </b>{' '}
              <LiveClock score={score} t={t} />
            </span>
          ) : (
            <span className="bf-ev-meta bf-muted">
              {formatDate(game.start * 1000, { locale: options.lang, hour12: config.dateFormat.hour12 }, 'time')}
            </span>
          )}
          {t ? <FollowBell gameId={id} t={t} /> : null}
          <OpenGame id={id} count={game.marketsCount} title={title} t={t} />
        </div>
        <TeamName text={game.team1.name} query={query} />
        {runners ? (
          <span className="bf-ev-team bf-muted" data-testid="race-runners">
            {t ? t('race_runners', { count: runners.length }) : runners.length}
          </span>
        ) : (
          <TeamName text={game.team2.name} query={query} />
        )}
      </div>
      {line.cells.map((cell) => price(cell, line.market, { 'data-column': cell.header }))}
      {toLineExtras(game, extras).map((extra) => (
        <span key={extra.title} className="bf-extra bf-ev-pair" data-extra={extra.title}>
          {extra.cells.map((cell) => price(cell, extra.market, {}))}
        </span>
      ))}
    </div>
  );
});

/** A race under way: its leader's share of the distance in whole per cent (at least 1); otherwise undefined. */
export function raceProgress(game: Pick<Game, 'status' | 'score'>): number | undefined {
  if (phaseOf(game) !== 'live') return undefined;
  const lead = game.score?.race?.[0]?.progress ?? 0;
  return Math.min(100, Math.max(1, Math.floor(lead * 100)));
}

/** The virtualised, grouped list of a store's games. */
export function GameList({
  store,
  format,
  height = LIST_HEIGHT,
  query = '',
  only,
  asian = false,
  t,
}: {
  store: LiveStore;
  format: OddsFormat;
  height?: number;
  /** Search text to highlight in team names. */
  query?: string;
  /** Only these games and the games of these championships (the favourites filter). */
  only?: { games: ReadonlySet<number>; champs: ReadonlySet<number> } | undefined;
  /** The Asian view: the Asian total and handicap beside the main market (the store holds GetAsiaGamesZip games). */
  asian?: boolean;
  t?: BetT;
}) {
  const extras = asian ? ASIAN_EXTRA_MARKETS : EXTRA_MARKETS;
  const subscribe = useMemo(() => (l: () => void) => store.subscribeList(l), [store]);
  const listVersion = useStoreVersion(subscribe);
  const [top, setTop] = useState(0);
  // The list version is what changes the items (the store itself stays the same object).
  const items = useMemo(
    () =>
      groupByChamp(
        only
          ? store.ids().filter((id) => only.games.has(id) || only.champs.has(store.get(id)?.game.champId ?? -1))
          : store.ids(),
        (id) => store.get(id)?.game,
      ),
    [store, listVersion, only],
  );
  const offsets = useMemo(() => offsetsOf(items), [items]);
  const [start, windowEnd] = windowOf(offsets, top, height);
  // The first render draws a phone's first screenful of the window; the rest follows a slice of the same size per
  // task, so the list's arrival is not one long task on a slow phone (docs/content-and-seo.md "Page speed"). Once
  // the window is whole, later windows (a scroll) are drawn whole.
  const [drawn, setDrawn] = useState(SLICE);
  const end = Math.min(windowEnd, start + drawn);
  const cut = end < windowEnd;
  const need = windowEnd - start;
  useEffect(() => {
    if (!cut) return;
    const timer = setTimeout(() => setDrawn((d) => (d + SLICE >= need ? Number.POSITIVE_INFINITY : d + SLICE)), 0);
    return () => clearTimeout(timer);
  }, [cut, drawn, need]);
  const frame = useRef(0);
  return (
    <div
      className={asian ? 'bf-scroll bf-asian' : 'bf-scroll'}
      data-testid="line-games"
      style={{ height: `${height}px` }}
      onScroll={(e) => {
        const y = e.currentTarget.scrollTop;
        cancelAnimationFrame(frame.current);
        frame.current = requestAnimationFrame(() => setTop(y));
      }}
    >
      <div style={{ height: `${offsets[offsets.length - 1] ?? 0}px`, position: 'relative' }}>
        {items.slice(start, end).map((item, i) => {
          const y = offsets[start + i] ?? 0;
          return item.kind === 'champ' ? (
            <div
              key={item.key}
              className="bf-champ"
              data-champ-id={item.champId}
              style={{ top: `${y}px`, height: `${CHAMP_HEIGHT}px` }}
            >
              <Star kind="champ" id={item.champId} t={t} />
              <span className="bf-grow bf-champ-name">
                <Icon name={sportIconName(item.sportId)} className="bf-champ-icon" />
                <bdi>{item.sport}</bdi> · <bdi>{item.name}</bdi> <span className="bf-muted">{item.count}</span>
              </span>
              <ColumnHeaders sportId={item.sportId} game={store.get(item.firstId)?.game} extras={extras} t={t} />
            </div>
          ) : (
            <GameRow
              key={item.key}
              store={store}
              id={item.id}
              format={format}
              top={y}
              query={query}
              extras={extras}
              t={t}
            />
          );
        })}
      </div>
    </div>
  );
}
