/**
 * The line widget: sports with their live and pre-match counts, live / pre-match switch, time filters, and the
 * games grouped by championship with their main market (1X2 or the sport's own) and market count; live games
 * show score, period and clock. Prices update from the push stream (a change flashes up or down, suspended
 * prices lock, finished games leave); the list is virtualised, deltas are applied once per animation frame,
 * and each row listens to its own game only. A price picked goes into the shared coupon. The coefficient
 * format (`cfview`) and the theme follow the host's props at once.
 */
import { type Champ, type Game, subscribePush } from '@betframe/sdk/feed';
import { formatDate, formatOdds, ODDS_FORMATS, type OddsFormat, oddsFormatForView } from '@betframe/sdk/format';
import { createContext, memo, useContext, useEffect, useMemo, useRef, useState } from 'react';
import { useStore } from 'zustand';
import { toggleOutcome } from '../coupon/outcomes';
import { themeStyles, useCoefficientView, useTheme } from '../coupon/theme';
import { defineWidget, Shell, useProps, useRuntime, useSession, useShared } from '../runtime';
import { type Translate as BetT, useTexts as useBettingT } from '../runtime/use-texts';
import { createFavorites, type Favorites } from './favorites';
import {
  byCountry,
  fetchChamps,
  fetchGames,
  fetchSports,
  highlight,
  type SportCounts,
  searchGames,
  type TimeFilter,
} from './feed-api';
import { GameView } from './game-view';
import { toLineGame } from './games';
import { CHAMP_HEIGHT, GAME_HEIGHT, groupByChamp, offsetsOf, windowOf } from './layout';
import { LiveClock, observeClocks } from './live-clock';
import { createLiveStore, type LiveStore } from './live-store';
import { mainMarketOf } from './main-market';
import { pageTicker } from './ticker';

/** Height of the list's own scroll box (px; the frame around the widget is sized to its content). */
export const LIST_HEIGHT = 600;

/**
 * Pre-match games followed on the push stream by id (the first of the list): the ids travel in the query
 * string, which must stay under common header limits.
 */
export const PUSH_GAMES_LIMIT = 400;

function useStoreVersion(subscribe: (listener: () => void) => () => void): number {
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
  return <>{highlight(text, query).map((part, i) => (part.match ? <mark key={i}>{part.text}</mark> : part.text))}</>;
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
                {item.sport} · {item.name} <span className="bf-muted">{item.count}</span>
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

type Mode = 'live' | 'line';

function LineBody({ t }: { t: BetT }) {
  const { origin, options } = useRuntime();
  const props = useProps();
  const store = useMemo(() => createLiveStore(), []);
  const [mode, setMode] = useState<Mode>(props.mode === 'live' ? 'live' : 'line');
  const [sport, setSport] = useState<number | undefined>(typeof props.sport === 'number' ? props.sport : undefined);
  // Host props that open the widget narrowed (the site's betting routes, docs/site.md): only some sports (the
  // cyber section), a championship, a game, a search, the favourites.
  const onlySports = Array.isArray(props.sports)
    ? props.sports.filter((id): id is number => typeof id === 'number')
    : null;
  const initialQuery = typeof props.query === 'string' ? props.query.trim() : '';
  const [time, setTime] = useState<TimeFilter>({ kind: 'all' });
  const [sports, setSports] = useState<SportCounts[]>([]);
  const [state, setState] = useState<'loading' | 'ready' | 'empty'>('loading');
  const [searchText, setSearchText] = useState(initialQuery);
  const [query, setQuery] = useState(initialQuery.length >= 2 ? initialQuery : '');
  const [onlyFavorites, setOnlyFavorites] = useState(props.favorites === true);
  const [openGame, setOpenGame] = useState<number | null>(typeof props.game === 'number' ? props.game : null);
  const [champ, setChamp] = useState<number | undefined>(typeof props.champ === 'number' ? props.champ : undefined);
  const [topChamps, setTopChamps] = useState<Champ[]>([]);
  const [champs, setChamps] = useState<Champ[]>([]);
  const [showChamps, setShowChamps] = useState(false);
  // The host's props may arrive after the first render (the loader hands them over once connected) or change
  // later: each narrowing prop, when given, sets its state then.
  const propMode = props.mode === 'live' || props.mode === 'line' ? props.mode : undefined;
  const propSport = typeof props.sport === 'number' ? props.sport : undefined;
  const propChamp = typeof props.champ === 'number' ? props.champ : undefined;
  const propGame = typeof props.game === 'number' ? props.game : undefined;
  const propQuery = typeof props.query === 'string' ? props.query.trim() : undefined;
  const propFavorites = props.favorites === true;
  useEffect(() => {
    if (propMode) setMode(propMode);
  }, [propMode]);
  useEffect(() => {
    if (propSport !== undefined) setSport(propSport);
  }, [propSport]);
  useEffect(() => {
    if (propChamp !== undefined) setChamp(propChamp);
  }, [propChamp]);
  useEffect(() => {
    if (propGame !== undefined) setOpenGame(propGame);
  }, [propGame]);
  useEffect(() => {
    if (propQuery === undefined) return;
    setSearchText(propQuery);
    setQuery(propQuery.length >= 2 ? propQuery : '');
  }, [propQuery]);
  useEffect(() => {
    if (propFavorites) setOnlyFavorites(true);
  }, [propFavorites]);
  const feedName = mode === 'live' ? 'LiveFeed' : 'LineFeed';
  useEffect(() => {
    const controller = new AbortController();
    const common = { feed: feedName, lang: options.lang, partner: options.partner } as const;
    fetchChamps(origin, { ...common, top: true }, controller.signal).then((list) => {
      if (!controller.signal.aborted) setTopChamps(list);
    });
    fetchChamps(origin, { ...common, ...(sport ? { sport } : {}) }, controller.signal).then((list) => {
      if (!controller.signal.aborted) setChamps(list);
    });
    return () => controller.abort();
  }, [origin, options.lang, options.partner, feedName, sport]);
  const favorites = useMemo(() => createFavorites(origin), [origin]);
  const favoriteIds = useStore(favorites.store, (s) => s.ids);
  const favoriteChamps = useStore(favorites.store, (s) => s.champs);
  const only = useMemo(() => ({ games: favoriteIds, champs: favoriteChamps }), [favoriteIds, favoriteChamps]);
  const token = useSession((s) => s.session?.token ?? null);
  useEffect(() => {
    void favorites.setToken(token);
  }, [favorites, token]);
  // Search once typing pauses (300 ms); fewer than 2 characters is no search.
  useEffect(() => {
    const timer = setTimeout(() => setQuery(searchText.trim().length >= 2 ? searchText.trim() : ''), 300);
    return () => clearTimeout(timer);
  }, [searchText]);
  const [cfview, setCfview] = useCoefficientView();
  const format = oddsFormatForView(cfview);
  const theme = useTheme();

  useEffect(() => {
    let live = true;
    fetchSports(origin, options.lang, options.partner).then((s) => {
      if (live) setSports(s);
    });
    return () => {
      live = false;
    };
  }, [origin, options.lang, options.partner]);

  const timeKey = JSON.stringify(time);
  // timeKey stands for time in the dependencies.
  useEffect(() => {
    const controller = new AbortController();
    let stop = () => {};
    setState('loading');
    const feed = mode === 'live' ? 'LiveFeed' : 'LineFeed';
    const load = query
      ? searchGames(origin, { feed, lang: options.lang, partner: options.partner, text: query }, controller.signal)
      : fetchGames(
          origin,
          { feed, lang: options.lang, partner: options.partner, sport, champ, time },
          controller.signal,
          // The first page shows at once; the rest joins the list as it arrives.
          (first) => {
            if (controller.signal.aborted) return;
            for (const game of first) observeClocks(pageTicker, game);
            store.reset(first);
            setState(first.length > 0 ? 'ready' : 'loading');
          },
        );
    load.then((games) => {
      if (controller.signal.aborted) return;
      for (const game of games ?? []) observeClocks(pageTicker, game);
      store.reset(games ?? []);
      setState(store.ids().length > 0 ? 'ready' : 'empty');
      const ids = store.ids();
      if (ids.length === 0) return;
      stop = subscribePush(
        mode === 'live' && !query
          ? { ...(sport ? { sports: [sport] } : {}), lng: options.lang }
          : { games: ids.slice(0, PUSH_GAMES_LIMIT), line: true, lng: options.lang },
        {
          origin,
          onDelta: (delta) => {
            observeClocks(pageTicker, delta);
            store.push(delta);
          },
        },
      );
    });
    return () => {
      controller.abort();
      stop();
    };
  }, [origin, options.lang, options.partner, mode, sport, champ, timeKey, store, query]);

  if (openGame !== null) {
    return (
      <div className="bf-line bf-themed" data-theme={theme}>
        <GameView
          key={openGame}
          id={openGame}
          feed={mode === 'live' ? 'LiveFeed' : 'LineFeed'}
          format={format}
          t={t}
          onBack={() => setOpenGame(null)}
          onOpen={setOpenGame}
        />
      </div>
    );
  }
  return (
    <div className="bf-line bf-themed" data-theme={theme}>
      <div className="bf-row" role="tablist">
        {(['live', 'line'] as const).map((m) => (
          <button
            type="button"
            role="tab"
            key={m}
            className="bf-button"
            aria-selected={mode === m}
            data-primary={mode === m ? '' : undefined}
            onClick={() => setMode(m)}
          >
            {t(m)}
          </button>
        ))}
      </div>
      <div className="bf-row">
        <select
          aria-label={t('odds_format')}
          data-testid="line-odds-format"
          value={String(cfview)}
          onChange={(e) => setCfview(Number(e.currentTarget.value))}
        >
          {ODDS_FORMATS.map((f, i) => (
            <option key={f} value={String(i)}>
              {t(`odds_format_${f}`)}
            </option>
          ))}
        </select>
        <input
          type="search"
          className="bf-grow"
          data-testid="line-search"
          aria-label={t('search')}
          placeholder={t('search')}
          value={searchText}
          onInput={(e) => setSearchText(e.currentTarget.value)}
        />
        <button
          type="button"
          className="bf-button"
          data-testid="line-only-favorites"
          aria-pressed={onlyFavorites}
          onClick={() => setOnlyFavorites(!onlyFavorites)}
        >
          ★ {t('line_favorites')}
        </button>
      </div>
      <nav className="bf-sports" aria-label={t('sports')} data-testid="line-sports">
        {!onlySports && (
          <button
            type="button"
            className="bf-button"
            aria-pressed={sport === undefined}
            onClick={() => setSport(undefined)}
          >
            {t('line_all_sports')}
          </button>
        )}
        {sports
          .filter((s) => (mode === 'live' ? s.live : s.line) > 0 && (!onlySports || onlySports.includes(s.id)))
          .map((s) => (
            <button
              type="button"
              key={s.id}
              className="bf-button"
              data-sport-id={s.id}
              aria-pressed={sport === s.id}
              data-primary={sport === s.id ? '' : undefined}
              onClick={() => {
                setSport(s.id);
                setChamp(undefined);
              }}
            >
              {s.name} <span className="bf-muted">{mode === 'live' ? s.live : s.line}</span>
            </button>
          ))}
      </nav>
      {/* Always there (empty while loading), so the frame keeps its height when the championships arrive. */}
      <nav className="bf-sports" aria-label={t('line_top_champs')} data-testid="line-top-champs">
        {topChamps.map((c) => (
          <button
            type="button"
            key={c.id}
            className="bf-button"
            data-champ-id={c.id}
            aria-pressed={champ === c.id}
            data-primary={champ === c.id ? '' : undefined}
            onClick={() => setChamp(champ === c.id ? undefined : c.id)}
          >
            {c.name} <span className="bf-muted">{c.count}</span>
          </button>
        ))}
      </nav>
      <div className="bf-row">
        <button
          type="button"
          className="bf-link"
          data-testid="line-champs-toggle"
          aria-expanded={showChamps}
          onClick={() => setShowChamps(!showChamps)}
        >
          {showChamps ? '▾' : '▸'} {t('line_champs_by_country')}
        </button>
        {champ !== undefined ? (
          <button
            type="button"
            className="bf-button"
            data-testid="line-champ-clear"
            onClick={() => setChamp(undefined)}
          >
            ✕ {champs.find((c) => c.id === champ)?.name ?? topChamps.find((c) => c.id === champ)?.name ?? ''}
          </button>
        ) : null}
      </div>
      {showChamps ? (
        <div data-testid="line-champs" className="bf-champs">
          {byCountry(champs).map((group) => (
            <div key={group.country}>
              <div className="bf-muted">{group.country || '—'}</div>
              {group.champs.map((c) => (
                <button
                  type="button"
                  key={c.id}
                  className="bf-link"
                  data-champ-id={c.id}
                  onClick={() => {
                    setChamp(c.id);
                    setShowChamps(false);
                  }}
                >
                  {c.name} ({c.count})
                </button>
              ))}
            </div>
          ))}
        </div>
      ) : null}
      {mode === 'line' ? (
        <div className="bf-row" data-testid="line-time">
          {(
            [
              [{ kind: 'all' }, 'line_time_all'],
              [{ kind: 'bucket', bucket: 1 }, 'line_time_2h'],
              [{ kind: 'bucket', bucket: 2 }, 'line_time_2_4h'],
              [{ kind: 'bucket', bucket: 3 }, 'line_time_4h'],
              [{ kind: 'today' }, 'today'],
            ] as Array<[TimeFilter, string]>
          ).map(([filter, key]) => (
            <button
              type="button"
              key={key}
              className="bf-button"
              aria-pressed={timeKey === JSON.stringify(filter)}
              onClick={() => setTime(filter)}
            >
              {t(key)}
            </button>
          ))}
          <input
            type="date"
            aria-label={t('line_time_date')}
            onChange={(e) => {
              const date = e.currentTarget.value;
              setTime(date ? { kind: 'date', date } : { kind: 'all' });
            }}
          />
        </div>
      ) : null}
      {state === 'loading' ? (
        // The list's own height from the start, so the frame does not jump when the games arrive.
        <p className="bf-muted" style={{ height: `${LIST_HEIGHT}px`, margin: 0 }}>
          {t('loading')}
        </p>
      ) : state === 'empty' ? (
        <p className="bf-muted" data-testid="line-empty">
          {t('line_empty')}
        </p>
      ) : (
        <OpenGameContext.Provider value={setOpenGame}>
          <FavoritesContext.Provider value={favorites}>
            <GameList store={store} format={format} query={query} t={t} {...(onlyFavorites ? { only } : {})} />
          </FavoritesContext.Provider>
        </OpenGameContext.Provider>
      )}
    </div>
  );
}

function Line() {
  const t = useBettingT();
  return <Shell title="line.title">{t ? <LineBody t={t} /> : <p className="bf-muted">…</p>}</Shell>;
}

const styles = `${themeStyles}
.bf-sports { display: flex; gap: 6px; overflow-x: auto; padding: 6px 0; min-height: 44px; scrollbar-width: none; }
.bf-scroll { overflow-y: auto; position: relative; contain: strict; }
.bf-champ, .bf-game { position: absolute; left: 0; right: 0; display: flex; align-items: center; gap: 6px; }
.bf-champ { font-weight: 600; font-size: 13px; background: var(--bf-soft); padding: 0 8px; }
.bf-game { height: ${GAME_HEIGHT}px; border-block-end: 1px solid var(--bf-line); padding: 0 8px; }
.bf-teams { overflow: hidden; white-space: nowrap; text-overflow: ellipsis; }
.bf-score { min-width: 72px; font-size: 12px; }
.bf-price, .bf-col { flex: 0 0 64px; box-sizing: border-box; text-align: center; }
.bf-col { font-weight: 400; font-size: 12px; color: var(--bf-muted, inherit); }
.bf-price-none { color: var(--bf-muted, inherit); }
.bf-price[data-move="up"] { animation: bf-up 1.2s ease-out; }
.bf-price[data-move="down"] { animation: bf-down 1.2s ease-out; }
/* The flash tints the button and rings it; the text keeps the theme's colour, so it stays readable at every
   frame of the animation (white text fading into a fading green fell below WCAG contrast half-way). */
@keyframes bf-up { from { background-color: color-mix(in srgb, #2e9d4f 22%, var(--bf-bg)); box-shadow: inset 0 0 0 2px #2e9d4f; } }
@keyframes bf-down { from { background-color: color-mix(in srgb, #d0433b 22%, var(--bf-bg)); box-shadow: inset 0 0 0 2px #d0433b; } }
@media (prefers-reduced-motion: reduce) { .bf-price[data-move] { animation-duration: 0.01s; } }
.bf-star { border: 0; background: none; cursor: pointer; font-size: 16px; color: var(--bf-accent); padding: 0 2px; }
.bf-teams mark { background: #ffe28a; color: inherit; }
.bf-link { border: 0; background: none; color: var(--bf-accent); cursor: pointer; font: inherit; padding: 0; }
.bf-scoreboard { display: flex; flex-wrap: wrap; gap: 8px; align-items: baseline; padding: 8px 0; }
.bf-market { border-block-end: 1px solid var(--bf-line); }
.bf-market-title { border: 0; background: none; color: inherit; font: inherit; font-weight: 600; cursor: pointer; padding: 6px 0; }
.bf-market-prices { display: flex; flex-wrap: wrap; gap: 6px; padding-block-end: 8px; }
.bf-champs { max-height: 240px; overflow-y: auto; display: grid; gap: 4px; padding-block-end: 6px; }
.bf-champs .bf-link { display: block; text-align: start; }
.bf-count { min-width: 36px; text-align: end; font-size: 12px; }
`;

export default defineWidget({ name: 'line', Component: Line, styles });
