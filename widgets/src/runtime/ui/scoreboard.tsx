/**
 * The scoreboard of a game: sport icon, live marker and clock, both team names in full (they wrap to two lines
 * rather than cut), the score between them, and the score by period as a table. Names are isolated (`<bdi>`) so
 * Latin names read right inside Arabic; the layout mirrors in RTL with the home side at the start.
 */
import type { ReactNode } from 'react';
import { Badge } from './chip';
import { Icon } from './icon';
import { sportIconName } from './icons/names';
import { commonCss, kitCss } from './kit-css';
import { useKitT } from './texts';

const css = `${commonCss}
.bf-ui-scoreboard { display: grid; gap: var(--bf-space-2); padding: var(--bf-space-3) var(--bf-space-4);
  border-radius: var(--bf-radius-lg); background: var(--bf-color-surface-alt); color: var(--bf-color-text); }
.bf-ui-score-head { display: flex; align-items: center; flex-wrap: wrap; gap: var(--bf-space-2); color: var(--bf-color-muted);
  font-size: var(--bf-font-size-sm); }
.bf-ui-score-clock { font-variant-numeric: tabular-nums; color: var(--bf-color-live); font-weight: 600; }
.bf-ui-score-teams { display: grid; grid-template-columns: 1fr auto 1fr; align-items: center; gap: var(--bf-space-3); }
.bf-ui-score-team { font: 600 var(--bf-font-size-lg)/var(--bf-line-height-lg) var(--bf-font); overflow-wrap: anywhere; }
.bf-ui-score-team:last-child { text-align: end; }
.bf-ui-score-main { display: flex; gap: var(--bf-space-2); font: 700 var(--bf-font-size-xxl)/var(--bf-line-height-xxl) var(--bf-font);
  font-variant-numeric: tabular-nums; }
.bf-ui-periods { border-collapse: collapse; font-size: var(--bf-font-size-sm); font-variant-numeric: tabular-nums; justify-self: start; }
.bf-ui-periods th, .bf-ui-periods td { padding: 2px var(--bf-space-2); text-align: center; border-block-end: 1px solid var(--bf-color-border); }
.bf-ui-periods th[scope="row"] { text-align: start; font-weight: 500; max-inline-size: 12ch; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.bf-ui-periods thead th { color: var(--bf-color-muted); font-weight: 500; }
.bf-ui-periods .bf-ui-total { font-weight: 700; }
`;
const style = kitCss('scoreboard', css);

export interface ScoreboardProps {
  home: string;
  away: string;
  sportId?: number;
  /** Home and away score; absent before the start. */
  score?: readonly [number | string, number | string];
  /** Home and away score of each period played. */
  periods?: readonly (readonly [number | string, number | string])[];
  live?: boolean;
  /** The running clock or the start time, as the screen formats it (a component that ticks on its own). */
  clock?: ReactNode;
  /** Period or state in words ("2nd half", "Break"). */
  status?: string;
}

export function Scoreboard({ home, away, sportId, score, periods = [], live, clock, status }: ScoreboardProps) {
  const t = useKitT();
  return (
    <section ref={style} className="bf-ui-scoreboard" aria-label={`${home} – ${away}`}>
      <div className="bf-ui-score-head">
        {sportId === undefined ? null : <Icon name={sportIconName(sportId)} />}
        {live ? (
          <Badge tone="live">
            <Icon name="live" /> {t('ui_live')}
          </Badge>
        ) : null}
        {clock ? <span className="bf-ui-score-clock">{clock}</span> : null}
        {status ? <span>{status}</span> : null}
      </div>
      <div className="bf-ui-score-teams">
        <bdi className="bf-ui-score-team">{home}</bdi>
        {score ? (
          <span className="bf-ui-score-main">
            <span>{score[0]}</span>
            <span aria-hidden="true">:</span>
            <span>{score[1]}</span>
          </span>
        ) : (
          <span aria-hidden="true">–</span>
        )}
        <bdi className="bf-ui-score-team">{away}</bdi>
      </div>
      {periods.length > 0 ? (
        <table className="bf-ui-periods">
          <caption className="bf-ui-vh">{t('ui_score_by_period')}</caption>
          <thead>
            <tr>
              <td />
              {periods.map((_, i) => (
                <th key={i} scope="col">
                  <span className="bf-ui-vh">{t('ui_period')} </span>
                  {i + 1}
                </th>
              ))}
              {score ? <th scope="col">{t('ui_total')}</th> : null}
            </tr>
          </thead>
          <tbody>
            {[home, away].map((team, side) => (
              <tr key={team}>
                <th scope="row">
                  <bdi>{team}</bdi>
                </th>
                {periods.map((period, i) => (
                  <td key={i}>{period[side]}</td>
                ))}
                {score ? <td className="bf-ui-total">{score[side]}</td> : null}
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </section>
  );
}
