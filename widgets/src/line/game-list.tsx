/**
 * The line's virtualised list: games grouped by championship (a header with the main market's columns), each row
 * listening to its own game only; prices flash on a move and go into the shared coupon when picked; stars for
 * favourite games and championships; the way to a game's page.
 */
import type { Game } from '@betframe/sdk/feed';
import { formatDate, formatOdds, type OddsFormat } from '@betframe/sdk/format';
import { createContext, memo, useContext, useEffect, useMemo, useRef, useState } from 'react';
import { useStore } from 'zustand';
import { useRuntime, useShared } from '../runtime';
import { toggleOutcome } from '../runtime/betting/outcomes';
import type { Translate as BetT } from '../runtime/use-texts';
import type { Favorites } from './favorites';
import { highlight } from './feed-api';
import { toLineGame } from './games';
import { CHAMP_HEIGHT, groupByChamp, offsetsOf, windowOf } from './layout';
import { LiveClock } from './live-clock';
import type { LiveStore } from './live-store';
import { mainMarketOf } from './main-market';

/** Height of the list's own scroll box (px; the frame around the widget is sized to its content). */
export const LIST_HEIGHT = 600;

export function useStoreVersion(subscribe: (listener: () => void) => () => void): number {
  const [version, setVersion] = useState(0);
  useEffect(() => subscribe(() => setVersion((v) => v + 1)), [subscribe]);
  return version;
}

/** Opens a game's page (absent in a bare GameList: the count is shown as text). */
export const OpenGameContext = createContext<((id: number) => void) | null>(null);

function OpenGame({ id, count, t }: { id: number; count: number; t?: BetT }) {
  const open = useContext(OpenGameContext);
  const text = `+${Math.max(0, count - 1)}`;
  if (!open) return <span className="bf-muted bf-count">{text}</span>;
  return (
    <button
      type="button"
      className="bf-link bf-count"
      data-testid="open-game"
      aria-label={t ? `${t('line_open_game')} ${text}` : text}
      onClick={() => open(id)}
    >
      {text}
    </button>
  );
}

/** The player's favourites, for the rows' stars (absent in a bare GameList). */
export const FavoritesContext = createContext<Favorites | null>(null);

type StarKind = 'game' | 'champ';

/** A favourite toggle for a game or a championship (the player's favourites, kept by `favorites`). */
function Star({ id, t, kind = 'game' }: { id: number; t?: BetT; kind?: StarKind }) {
  const favorites = useContext(FavoritesContext);
  if (!favorites) return null;
  return <StarButton favorites={favorites} id={id} kind={kind} label={t ? t('line_favorite') : '★'} />;
}

function StarButton({
  favorites,
  id,
  kind,
  label,
}: {
  favorites: Favorites;
  id: number;
  kind: StarKind;
  label: string;
}) {
  const on = useStore(favorites.store, (s) => (kind === 'champ' ? s.champs : s.ids).has(id));
  return (
    <button
      type="button"
      className="bf-star"
      data-testid={kind === 'champ' ? 'favorite-champ' : 'favorite'}
      aria-label={label}
      aria-pressed={on}
      onClick={() => void (kind === 'champ' ? favorites.toggleChamp(id) : favorites.toggle(id))}
    >
      {on ? '★' : '☆'}
    </button>
  );
}

function Marked({ text, query }: { text: string; query: string }) {
  // <bdi>: a Latin name keeps its order on an Arabic page (".Lopez N" otherwise), and the other way round.
  return (
    <bdi>{highlight(text, query).map((part, i) => (part.match ? <mark key={i}>{part.text}</mark> : part.text))}</bdi>
  );
}

/** The main market's column headers over a championship's games (its name as the tooltip). */
function ColumnHeaders({ sportId, game, t }: { sportId: number; game?: Game | undefined; t?: BetT }) {
  const main = mainMarketOf(sportId, game);
  return (
    <>
      {main.columns.map((c) => (
        <span key={c.type} className="bf-col" data-column={c.header} title={t ? t(main.title) : undefined}>
          {t ? t(c.header) : c.short}
        </span>
      ))}
      <span className="bf-count" />
    </>
  );
}

interface RowProps {
  store: LiveStore;
  id: number;
  format: OddsFormat;
  top: number;
  query: string;
  t?: BetT;
}

const GameRow = memo(function GameRow({ store, id, format, top, query, t }: RowProps) {
  const { shared, options, config } = useRuntime();
  const subscribe = useMemo(() => (l: () => void) => store.subscribeGame(id, l), [store, id]);
  useStoreVersion(subscribe);
  const picked = useShared((s) => s.couponOutcomes.find((o) => o.gameId === id)?.id ?? '');
  const entry = store.get(id);
  if (!entry) return null;
  const { game, moves, version } = entry;
  const line = toLineGame(game);
  const score = game.score;
  return (
    <div className="bf-game" style={{ top: `${top}px` }} data-game-id={id} data-version={version}>
      <Star id={id} {...(t ? { t } : {})} />
      <div className="bf-grow bf-teams">
        <div>
          <Marked text={game.team1.name} query={query} />
        </div>
        <div>
          <Marked text={game.team2.name} query={query} />
        </div>
      </div>
      {score ? (
        <div className="bf-score" data-testid="score">
          <b>
            {score.total[0]}:{score.total[1]}
          </b>{' '}
          <LiveClock score={score} t={t} />
        </div>
      ) : (
        <div className="bf-muted bf-score">
          {formatDate(game.start * 1000, { locale: options.lang, hour12: config.dateFormat.hour12 }, 'time')}
        </div>
      )}
      {line.cells.map(({ header, price }) => {
        if (!price) {
          return (
            <span key={header} className="bf-price bf-price-none" data-column={header}>
              —
            </span>
          );
        }
        const key = price.id.split(':').slice(1).join(':');
        const move = moves.get(key);
        return (
          <button
            type="button"
            key={`${price.id}:${move ? version : 0}`}
            className="bf-button bf-price"
            data-outcome-id={price.id}
            data-column={header}
            data-move={move}
            data-primary={picked === price.id ? '' : undefined}
            aria-pressed={picked === price.id}
            aria-label={`${price.label} ${formatOdds(price.coefficient, format)}`}
            disabled={price.blocked}
            onClick={() =>
              toggleOutcome(shared, {
                id: price.id,
                gameId: game.id,
                label: `${game.team1.name} — ${game.team2.name}: ${price.label}`,
                market: line.market,
                coefficient: price.coefficient,
              })
            }
          >
            <span className="bf-odds">{formatOdds(price.coefficient, format)}</span>
          </button>
        );
      })}
      <OpenGame id={id} count={game.marketsCount} {...(t ? { t } : {})} />
    </div>
  );
});

/** The virtualised, grouped list of a store's games. */
export function GameList({
  store,
  format,
  height = LIST_HEIGHT,
  query = '',
  only,
  t,
}: {
  store: LiveStore;
  format: OddsFormat;
  height?: number;
  /** Search text to highlight in team names. */
  query?: string;
  /** Only these games and the games of these championships (the favourites filter). */
  only?: { games: ReadonlySet<number>; champs: ReadonlySet<number> } | undefined;
  t?: BetT;
}) {
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
  const [start, end] = windowOf(offsets, top, height);
  const frame = useRef(0);
  return (
    <div
      className="bf-scroll"
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
              <Star kind="champ" id={item.champId} {...(t ? { t } : {})} />
              <span className="bf-grow bf-teams">
                <bdi>{item.sport}</bdi> · <bdi>{item.name}</bdi> <span className="bf-muted">{item.count}</span>
              </span>
              <ColumnHeaders sportId={item.sportId} game={store.get(item.firstId)?.game} {...(t ? { t } : {})} />
            </div>
          ) : (
            <GameRow
              key={item.key}
              store={store}
              id={item.id}
              format={format}
              top={y}
              query={query}
              {...(t ? { t } : {})}
            />
          );
        })}
      </div>
    </div>
  );
}
