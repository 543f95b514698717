/**
 * A game's page inside the line widget: scoreboard, every market grouped by name and collapsible (the markets a
 * player hid stay hidden: `localStorage['betframe:hidden-markets']`), prices that go into the shared coupon and
 * follow the push stream, the statistics link (the statistics frame as a modal or a window, SPEC §2, loaded on
 * demand: `statistics-link.ts`) and
 * the upcoming games of the same teams.
 */
import { applyPushDelta, type FeedName, type Game, type Market, subscribePush } from '@betframe/sdk/feed';
import { formatDate, formatOdds, type OddsFormat } from '@betframe/sdk/format';
import { useEffect, useRef, useState } from 'react';
import { useProps, useRuntime, useShared } from '../runtime';
import { toggleOutcome } from '../runtime/betting/outcomes';
import { useTheme } from '../runtime/betting/theme';
import type { Translate as BetT } from '../runtime/use-texts';
import { fetchGame, fetchTeamGames } from './feed-api';
import { LiveClock, observeClocks } from './live-clock';
import { openGameStatistics, statisticsPreference, statisticsQuery } from './statistics-link';
import { pageTicker } from './ticker';

const HIDDEN_KEY = 'betframe:hidden-markets';

export const marketKey = (m: Pick<Market, 'group' | 'period' | 'name'>) => `${m.group}:${m.period}:${m.name}`;

export function readHiddenMarkets(): Set<string> {
  try {
    const list: unknown = JSON.parse(globalThis.localStorage?.getItem(HIDDEN_KEY) ?? '[]');
    return new Set(Array.isArray(list) ? list.filter((x): x is string => typeof x === 'string') : []);
  } catch {
    return new Set();
  }
}

function writeHiddenMarkets(keys: ReadonlySet<string>): void {
  try {
    globalThis.localStorage?.setItem(HIDDEN_KEY, JSON.stringify([...keys].slice(-500)));
  } catch {
    // storage blocked: remembered for this page only
  }
}

export function GameView({
  id,
  feed,
  format,
  t,
  onBack,
  onOpen,
}: {
  id: number;
  feed: FeedName;
  format: OddsFormat;
  t: BetT;
  onBack: () => void;
  onOpen: (id: number) => void;
}) {
  const { origin, options, shared, config } = useRuntime();
  const dates = { locale: options.lang, hour12: config.dateFormat.hour12 };
  const picked = useShared((s) => s.couponOutcomes);
  const props = useProps();
  const theme = useTheme();
  const [game, setGame] = useState<Game | null | undefined>(undefined);
  const [upcoming, setUpcoming] = useState<Game[]>([]);
  const [hidden, setHidden] = useState(readHiddenMarkets);

  useEffect(() => {
    const controller = new AbortController();
    let stop = () => {};
    fetchGame(origin, { feed, lang: options.lang, partner: options.partner, id }, controller.signal).then((g) => {
      if (controller.signal.aborted) return;
      if (g) observeClocks(pageTicker, g);
      setGame(g ?? null);
      if (!g) return;
      stop = subscribePush(
        { games: [id], line: g.kind === 3, lng: options.lang },
        {
          origin,
          onDelta: (delta) => {
            observeClocks(pageTicker, delta);
            setGame((current) => (current ? applyPushDelta(current, delta) : current));
          },
        },
      );
      const lang = options.lang;
      Promise.all(
        [g.team1.id, g.team2.id].map((team) =>
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

  const toggleMarket = (key: string) => {
    const next = new Set(hidden);
    if (next.has(key)) next.delete(key);
    else next.add(key);
    setHidden(next);
    writeHiddenMarkets(next);
  };

  const latest = useRef<Game | null | undefined>(game);
  latest.current = game;
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
    });
  };

  if (game === undefined) return <p className="bf-muted">{t('loading')}</p>;
  if (game === null)
    return (
      <div>
        <button type="button" className="bf-button" onClick={onBack}>
          ← {t('line_back')}
        </button>
        <p className="bf-muted">{t('line_game_gone')}</p>
      </div>
    );
  const score = game.score;
  return (
    <div data-testid="game-view" data-game-id={game.id}>
      <div className="bf-row">
        <button type="button" className="bf-button" data-testid="game-back" onClick={onBack}>
          ← {t('line_back')}
        </button>
        <span className="bf-grow bf-muted">
          {game.sportName} · {game.champName}
        </span>
        <button
          type="button"
          className="bf-button"
          data-testid="game-statistics"
          onClick={(e) => openStatistics(game, e.currentTarget.ownerDocument)}
        >
          {t('statistics')}
        </button>
      </div>
      <div className="bf-scoreboard" data-testid="scoreboard">
        <strong>{game.team1.name}</strong>
        <span className="bf-odds">{score ? `${score.total[0]} : ${score.total[1]}` : '—'}</span>
        <strong>{game.team2.name}</strong>
        {score ? (
          <>
            <LiveClock score={score} t={t} />
            <span className="bf-muted">{score.periods.map((p) => `${p[0]}:${p[1]}`).join(' ')}</span>
          </>
        ) : (
          <span className="bf-muted">{formatDate(game.start * 1000, dates, 'dateTime')}</span>
        )}
      </div>
      {game.markets.map((market) => {
        const key = marketKey(market);
        const open = !hidden.has(key);
        return (
          <section key={key} className="bf-market" data-market={key}>
            <button type="button" className="bf-market-title" aria-expanded={open} onClick={() => toggleMarket(key)}>
              {open ? '▾' : '▸'} {market.name}
            </button>
            {open ? (
              <div className="bf-market-prices">
                {market.outcomes.map((o) => {
                  const outcomeId = `${game.id}:${o.type}:${o.param}`;
                  const chosen = picked.some((p) => p.id === outcomeId);
                  return (
                    <button
                      type="button"
                      key={outcomeId}
                      className="bf-button"
                      data-outcome-id={outcomeId}
                      data-primary={chosen ? '' : undefined}
                      aria-pressed={chosen}
                      disabled={o.blocked || market.suspended}
                      onClick={() =>
                        toggleOutcome(shared, {
                          id: outcomeId,
                          gameId: game.id,
                          label: `${game.team1.name} — ${game.team2.name}: ${o.name}`,
                          market: market.name,
                          coefficient: o.coef,
                        })
                      }
                    >
                      <span className="bf-muted">{o.name}</span>{' '}
                      <span className="bf-odds">{formatOdds(o.coef, format)}</span>
                    </button>
                  );
                })}
              </div>
            ) : null}
          </section>
        );
      })}
      {upcoming.length > 0 ? (
        <section data-testid="game-upcoming">
          <h3 className="bf-title">{t('line_upcoming')}</h3>
          <ul className="bf-list">
            {upcoming.map((g) => (
              <li key={g.id} className="bf-row">
                <button type="button" className="bf-link" onClick={() => onOpen(g.id)}>
                  {g.team1.name} — {g.team2.name}
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
