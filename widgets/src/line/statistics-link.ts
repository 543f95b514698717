/**
 * The game page's statistics link: opens the statistics frame (SPEC §2, CONTRACTS §5) through the SDK's
 * `openStatistic`, in the way a player expects where the widget is. Inline in a page (our own site, or a partner
 * page that mounts widgets inline) the page is the widget's own: a modal over it. Inside a partner's iframe a
 * modal could only cover the frame's box, so a window of its own (the loader's frames may open popups); if the
 * browser blocks the window, a modal in the frame after all. The widget prop `statisticsMode` (`auto` default,
 * `modal`, `window`) overrides the choice.
 *
 * The frame gets the widget's theme, direction and 12/24-hour clock; its coupon requests are answered (bets are
 * available) and its 1/X/2 buttons put the game's main-market outcome into the shared coupon.
 */
import type { Game } from '@betframe/sdk/feed';
import type { StatisticBet, StatisticHandle } from '@betframe/sdk/statistic';
import { mainCells } from './main-market';

export type StatisticsPreference = 'auto' | 'modal' | 'window';

/** The widget prop's value, anything unknown read as `auto`. */
export function statisticsPreference(prop: unknown): StatisticsPreference {
  return prop === 'modal' || prop === 'window' ? prop : 'auto';
}

/** `view` is the window the widget renders in: a frame's own window, or the page's for an inline widget. */
export function statisticsModeFor(preference: StatisticsPreference, view: Pick<Window, 'parent'>): 'modal' | 'window' {
  if (preference !== 'auto') return preference;
  let framed: boolean;
  try {
    framed = view.parent !== view;
  } catch {
    framed = true;
  }
  return framed ? 'window' : 'modal';
}

/** The frame's query (CONTRACTS §5): what the widget shows carries over. */
export function statisticsQuery(options: { theme: 'light' | 'dark'; dir: 'ltr' | 'rtl'; hour12: boolean }) {
  return {
    dark: options.theme === 'dark' ? 1 : undefined,
    rtl: options.dir === 'rtl' ? 1 : undefined,
    hour12: options.hour12 ? 1 : undefined,
  };
}

/** The frame's outcome names (1, X, 2) ↔ the columns of the game's main market. */
const FRAME_OUTCOMES = ['1', 'X', '2'] as const;

function frameOutcomeOf(header: string): string | undefined {
  return header === 'line_col_w1' ? '1' : header === 'line_col_x' ? 'X' : header === 'line_col_w2' ? '2' : undefined;
}

export interface MainPick {
  id: string;
  market: string;
  label: string;
  coefficient: number;
}

/** The game's main-market outcome behind the frame's `1`, `X` or `2`. */
export function pickFor(game: Game, outcome: string): MainPick | undefined {
  if (!FRAME_OUTCOMES.includes(outcome as (typeof FRAME_OUTCOMES)[number])) return undefined;
  const cell = mainCells(game).find((c) => frameOutcomeOf(c.column.header) === outcome);
  if (!cell?.outcome || cell.blocked) return undefined;
  return {
    id: `${game.id}:${cell.outcome.type}:${cell.outcome.param}`,
    market: cell.marketName ?? '',
    label: `${game.team1.name} — ${game.team2.name}: ${cell.outcome.name}`,
    coefficient: cell.outcome.coef,
  };
}

/** The bets the frame shows for the game: its main market's prices, with the coupon's pick marked. */
export function betsFor(game: Game, picked: ReadonlySet<string>): StatisticBet[] {
  return mainCells(game).flatMap((cell) => {
    const outcome = frameOutcomeOf(cell.column.header);
    if (!outcome || !cell.outcome) return [];
    return [
      {
        gameId: game.id,
        market: '1X2',
        outcome,
        coefficient: cell.outcome.coef,
        blocked: cell.blocked,
        selected: picked.has(`${game.id}:${cell.outcome.type}:${cell.outcome.param}`),
      },
    ];
  });
}

export interface OpenGameStatisticsOptions {
  /** The game as it is now (prices move while the frame is open). */
  game: () => Game;
  /** The sportsbook origin (serves the frame). */
  origin: string;
  lang: string;
  preference: StatisticsPreference;
  /** The document the widget renders in (a frame's, or the page's for an inline widget). */
  document: Document;
  query: ReturnType<typeof statisticsQuery>;
  title: string;
  /** The frame's 1/X/2 button was pressed for this main-market outcome. */
  onPick(pick: MainPick): void;
  /** The coupon's outcome ids now. */
  picked(): ReadonlySet<string>;
}

export async function openGameStatistics(options: OpenGameStatisticsOptions): Promise<StatisticHandle> {
  // Loaded on the click: the statistics client is not part of the line's own chunk.
  const { openStatistic } = await import('@betframe/sdk/statistic');
  const { document: doc } = options;
  const game = options.game();
  const view = doc.defaultView ?? window;
  const open = (mode: 'modal' | 'window') => {
    const handle = openStatistic(`game/${game.sportId}/${game.id}`, mode, {
      origin: options.origin,
      lang: options.lang,
      query: options.query,
      title: options.title,
      document: doc,
      couponData: () => ({ isBetsAvailable: true }),
    });
    const sendBets = () => handle.client.bets(betsFor(options.game(), options.picked()));
    // The frame's first message says it is listening: it gets the current prices and the coupon's pick.
    const stopFirst = handle.client.onAny(() => {
      stopFirst();
      sendBets();
    });
    handle.client.on('send-bet', (message) => {
      const pick = message.gameId === game.id ? pickFor(options.game(), message.outcome) : undefined;
      if (!pick) return;
      options.onPick(pick);
      sendBets();
    });
    return handle;
  };
  const mode = statisticsModeFor(options.preference, view);
  const handle = open(mode);
  if (mode === 'window' && !handle.window) {
    // A blocked popup: the modal, even if it can only cover this frame.
    handle.close();
    return open('modal');
  }
  return handle;
}
