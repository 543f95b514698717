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
  const serve = (side: 1 | 2) => (score?.server === side ? ' ●' : '');
  return (
    <div data-testid="scoreboard" data-live={score ? '' : undefined}>
      <KitScoreboard
        home={game.team1.name}
        away={game.team2.name}
        sportId={game.sportId}
        live={score !== undefined}
        {...(score
          ? {
              score: score.total,
              periods: score.periods,
              clock: <LiveClock score={score} t={t} />,
            }
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
