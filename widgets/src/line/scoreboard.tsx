/**
 * The game page's scoreboard: both sides with the score of every period played, the current game's points
 * (tennis) and the total, who serves, the period and the running clock; before the start, the start time.
 * Follows the push stream through the game it is given. Names sit in <bdi> so a Latin name keeps its order on an
 * Arabic page (and an Arabic one on a Latin page).
 */
import type { Game } from '@betframe/sdk/feed';
import { formatDate } from '@betframe/sdk/format';
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
  const sides = [
    { side: 0 as const, name: game.team1.name },
    { side: 1 as const, name: game.team2.name },
  ];
  return (
    <div className="bf-scoreboard" data-testid="scoreboard" data-live={score ? '' : undefined}>
      <table className="bf-score-table">
        <thead>
          <tr>
            <th scope="col">
              {score ? (
                <LiveClock score={score} t={t} />
              ) : (
                <span className="bf-muted">{formatDate(game.start * 1000, dates, 'dateTime')}</span>
              )}
            </th>
            {score?.periods.map((_, i) => (
              <th key={i} scope="col" className="bf-muted">
                {i + 1}
              </th>
            ))}
            {score?.game ? <td /> : null}
            {score ? <td /> : null}
          </tr>
        </thead>
        <tbody>
          {sides.map(({ side, name }) => (
            <tr key={side}>
              <th scope="row" className="bf-score-team">
                <strong>
                  <bdi>{name}</bdi>
                </strong>
                {score?.server === side + 1 ? (
                  <span className="bf-serve" aria-hidden="true">
                    {' '}
                    ●
                  </span>
                ) : null}
              </th>
              {score?.periods.map((p, i) => (
                <td key={i} className="bf-muted">
                  {p[side]}
                </td>
              ))}
              {score?.game ? <td>{score.game[side]}</td> : null}
              {score ? (
                <td className="bf-odds" data-testid={`score-total-${side + 1}`}>
                  {score.total[side]}
                </td>
              ) : null}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
