/**
 * A live game's period and clock. The clock runs here, between the feed's readings, on the list's one ticker:
 * only this small component renders on a tick, and only when the second it shows has changed — its row renders
 * for its own game's data alone. Stopped clocks (breaks, a feed that stopped it) do not listen at all.
 */
import type { GameScore, PushDelta } from '@betframe/sdk/feed';
import { createContext, useContext, useEffect, useState } from 'react';
import type { Translate as BetT } from '../runtime/use-texts';
import { clockSecondsAt, formatClock, pageTicker, type Ticker, tickEvery } from './ticker';

export const TickerContext = createContext<Ticker>(pageTicker);

/** Tells the ticker when the readings that just arrived were made (the feed's clock vs this browser's). */
export function observeClocks(ticker: Ticker, source: { score?: GameScore | undefined } | PushDelta): void {
  const score =
    'type' in source
      ? source.type === 'snapshot'
        ? source.game.score
        : source.type === 'score'
          ? source.score
          : undefined
      : source.score;
  if (score?.clockAt !== undefined) ticker.observe(score.clockAt);
}

function shown(score: GameScore, ticker: Ticker): string {
  const seconds = clockSecondsAt(score, ticker.feedNow());
  return seconds === undefined ? '' : formatClock(seconds, score.clockDirection);
}

export function LiveClock({ score, t }: { score: GameScore; t?: BetT | undefined }) {
  const ticker = useContext(TickerContext);
  const [text, setText] = useState(() => shown(score, ticker));
  const running = score.clockRunning === true && score.clock !== undefined;
  useEffect(() => {
    setText(shown(score, ticker));
    if (!running) return;
    // Preact bails out of a state update to the same string, so a tick that changes no second renders nothing.
    return ticker.subscribe(() => setText(shown(score, ticker)), tickEvery(score.clockRate));
  }, [score, ticker, running]);
  return (
    <span className="bf-muted" data-testid="live-clock" data-running={running ? '' : undefined}>
      {score.periodName ?? ''}
      {score.inBreak && t ? ` ${t('line_clock_break')}` : ''}
      {text ? ` ${text}` : ''}
    </span>
  );
}
