/**
 * The game page's scoreboard: the kit's Scoreboard (sport icon, live marker, both names in full, the score and
 * the score by period) fed from the game, with the running clock ticking on its own (LiveClock) and, in tennis,
 * the current game's points with who serves. Before the start it shows the start time. Follows the push stream
 * through the game it is given.
 */
import type { Game } from '@betframe/sdk/feed';
import { formatDate } from '@betframe/sdk/format';
import { Scoreboard as KitScoreboard } from '../runtime/ui/scoreboard';
import type { Translate as BetT } from '../runtime/use-texts';
import { LiveClock } from './live-clock';

export function Scoreboard({
  game,
  t,
  dates,
}: {
  game: Game;
  t: BetT;
  dates: { locale: string; hour12?: boolean | undefined };
}) {
  const score = game.score;
  // Settled (2) or cancelled (4): the last score stays, without the live marker and the running clock.
  const over =
    game.status === 2 || game.status === 4
      ? t(game.status === 2 ? 'line_game_finished' : 'line_game_cancelled')
      : undefined;
  const serve = (side: 1 | 2) => (score?.server === side ? ' ●' : '');
  return (
    <div data-testid="scoreboard" data-live={score && !over ? '' : undefined} data-over={over ? '' : undefined}>
      <KitScoreboard
        home={game.team1.name}
        away={game.team2.name}
        sportId={game.sportId}
        live={score !== undefined && !over}
        {...(score
          ? {
              score: score.total,
              periods: score.periods,
              ...(over ? { status: over } : { clock: <LiveClock score={score} t={t} /> }),
            }
          : over
            ? { status: over }
            : { clock: formatDate(game.start * 1000, dates, 'dateTime') })}
      />
      {score?.game ? (
        <p className="bf-game-points bf-muted" data-testid="game-points">
          <span className="bf-serve" aria-hidden="true">
            {serve(1)}
          </span>{' '}
          {score.game[0]} : {score.game[1]}{' '}
          <span className="bf-serve" aria-hidden="true">
            {serve(2)}
          </span>
        </p>
      ) : null}
    </div>
  );
}
