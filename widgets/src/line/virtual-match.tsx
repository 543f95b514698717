/**
 * The match view of a virtual event (SPEC §9 simulated reality), loaded with the game page of a virtual sport: a
 * drawn pitch or court where the ball moves while the event is live, a goal or a game won flashes on its side,
 * and the final score stays once the event is over. It is driven only by the game the page already follows on the
 * page's one feed push stream (game-view.tsx): no stream of its own. The drawing is decoration (hidden from screen
 * readers); its text equivalent, the phase, the score and the last goal or game, is a polite live region. Under
 * reduced motion the ball stands still and nothing flashes. A race has its own view in the same chunk
 * (virtual-race.tsx).
 */
import { type Game, VIRTUAL_SPORT_IDS } from '@betframe/sdk/feed';
import { formatDate } from '@betframe/sdk/format';
import { useEffect, useRef, useState } from 'react';
import { kitCss } from '../runtime/ui/kit-css';
import type { Translate as BetT } from '../runtime/use-texts';
import { phaseOf } from './virtual-phase';
import VirtualRace from './virtual-race';

const css = `
.bf-vm { display: grid; gap: var(--bf-space-2); margin-block: var(--bf-space-3); }
.bf-vm-stage { position: relative; block-size: 160px; border-radius: var(--bf-radius-md); overflow: hidden;
  background: color-mix(in srgb, var(--bf-color-positive) 45%, var(--bf-color-surface));
  border: 2px solid var(--bf-color-border); }
.bf-vm-stage[data-sport="tennis"] { background: color-mix(in srgb, var(--bf-color-accent) 35%, var(--bf-color-surface)); }
.bf-vm-line { position: absolute; inset-block: 0; inset-inline-start: 50%; inline-size: 2px;
  background: var(--bf-color-surface); opacity: 0.8; }
.bf-vm-circle { position: absolute; inset-block-start: 50%; inset-inline-start: 50%; inline-size: 56px; block-size: 56px;
  margin-block-start: -28px; margin-inline-start: -28px; border: 2px solid var(--bf-color-surface); border-radius: 50%; opacity: 0.8; }
.bf-vm-goal { position: absolute; inset-block-start: 35%; block-size: 30%; inline-size: 10px;
  border: 2px solid var(--bf-color-surface); }
.bf-vm-goal[data-side="1"] { inset-inline-start: 0; border-inline-start: 0; }
.bf-vm-goal[data-side="2"] { inset-inline-end: 0; border-inline-end: 0; }
.bf-vm-ball { position: absolute; inline-size: 12px; block-size: 12px; margin: -6px; border-radius: 50%;
  background: var(--bf-color-surface); box-shadow: 0 0 0 2px var(--bf-color-text);
  inset-block-start: 50%; inset-inline-start: 50%; }
.bf-vm[data-phase="live"] .bf-vm-ball { animation: bf-vm-play 5s ease-in-out infinite; }
.bf-vm[data-phase="live"] [data-sport="tennis"] .bf-vm-ball { animation: bf-vm-rally 1.6s ease-in-out infinite alternate; }
@keyframes bf-vm-play { 0% { inset-inline-start: 50%; inset-block-start: 50%; } 20% { inset-inline-start: 30%; inset-block-start: 25%; }
  40% { inset-inline-start: 62%; inset-block-start: 70%; } 60% { inset-inline-start: 78%; inset-block-start: 40%; }
  80% { inset-inline-start: 40%; inset-block-start: 62%; } 100% { inset-inline-start: 50%; inset-block-start: 50%; } }
@keyframes bf-vm-rally { from { inset-inline-start: 12%; inset-block-start: 30%; } to { inset-inline-start: 88%; inset-block-start: 70%; } }
.bf-vm-flash { position: absolute; inset-block: 0; inline-size: 50%; display: grid; place-items: center;
  font: 700 var(--bf-font-size-lg)/1 var(--bf-font); color: var(--bf-color-text);
  background: color-mix(in srgb, var(--bf-color-surface) 55%, transparent); animation: bf-vm-flash 2.5s ease-out forwards; }
.bf-vm-flash[data-side="1"] { inset-inline-start: 0; }
.bf-vm-flash[data-side="2"] { inset-inline-end: 0; }
@keyframes bf-vm-flash { from { opacity: 1; } 70% { opacity: 1; } to { opacity: 0; } }
.bf-vm-board { position: absolute; inset-block-start: var(--bf-space-2); inset-inline: 0; display: flex; justify-content: center;
  gap: var(--bf-space-2); font: 700 var(--bf-font-size-lg)/1 var(--bf-font); color: var(--bf-color-text); }
.bf-vm-board span { background: var(--bf-color-surface); border-radius: var(--bf-radius-sm); padding: 2px var(--bf-space-2); }
.bf-vm-text { margin: 0; color: var(--bf-color-text); }
.bf-vm-result { font-weight: 700; }
@media (prefers-reduced-motion: reduce) {
  .bf-vm[data-phase="live"] .bf-vm-ball, .bf-vm[data-phase="live"] [data-sport="tennis"] .bf-vm-ball { animation: none; }
  .bf-vm-flash { animation: none; }
}
`;
const style = kitCss('virtual-match', css);

export { phaseOf };

/** What happened last: a goal (football) or a game won (tennis), by side, counted so each one flashes anew. */
interface Moment {
  side: 1 | 2;
  n: number;
}

type Props = { game: Game; t: BetT; dates: { locale: string; hour12?: boolean | undefined } };

/** A race (a field of runners: `game.runners`) has its own view (virtual-race.tsx); a match has the one below. */
export default function VirtualView(props: Props) {
  return props.game.runners ? <VirtualRace {...props} /> : <VirtualMatch {...props} />;
}

function VirtualMatch({
  game,
  t,
  dates,
}: {
  game: Game;
  t: BetT;
  dates: { locale: string; hour12?: boolean | undefined };
}) {
  const football = game.sportId === VIRTUAL_SPORT_IDS[0];
  const phase = phaseOf(game);
  const score = game.score;
  const total = score?.total ?? [0, 0];
  // Football counts goals; tennis counts games over every set.
  const counted: [number, number] = football
    ? [total[0], total[1]]
    : (score?.periods ?? []).reduce<[number, number]>((s, p) => [s[0] + p[0], s[1] + p[1]], [0, 0]);
  const seen = useRef<[number, number] | null>(null);
  const [moment, setMoment] = useState<Moment | null>(null);
  useEffect(() => {
    const before = seen.current;
    seen.current = counted;
    if (!before) return;
    const side = counted[0] > before[0] ? 1 : counted[1] > before[1] ? 2 : 0;
    if (side !== 0) setMoment((m) => ({ side, n: (m?.n ?? 0) + 1 }));
  }, [counted[0], counted[1]]);

  const home = game.team1.name;
  const away = game.team2.name;
  const scoreText = t('virtual_score', { home, away, homeScore: total[0], awayScore: total[1] });
  const games = score?.periods[score.periods.length - 1];
  const setText =
    !football && games && phase === 'live' ? ` ${t('virtual_set_games', { home: games[0], away: games[1] })}` : '';
  const lastText =
    moment && phase === 'live'
      ? ` ${t(football ? 'virtual_goal' : 'virtual_game_won', { team: moment.side === 1 ? home : away })}`
      : '';
  const statusText =
    phase === 'upcoming'
      ? t('virtual_starts', { time: formatDate(game.start * 1000, dates, 'time') })
      : phase === 'cancelled'
        ? t('virtual_cancelled')
        : phase === 'finished'
          ? `${t('virtual_final')}: ${scoreText}`
          : `${score?.periodName ?? t('virtual_live')}: ${scoreText}.${setText}${lastText}`;

  return (
    <section
      ref={style}
      className="bf-vm"
      data-testid="virtual-match"
      data-phase={phase}
      aria-label={t('virtual_match')}
    >
      <div className="bf-vm-stage" data-sport={football ? 'football' : 'tennis'} aria-hidden="true">
        <span className="bf-vm-line" />
        {football ? (
          <>
            <span className="bf-vm-circle" />
            <span className="bf-vm-goal" data-side="1" />
            <span className="bf-vm-goal" data-side="2" />
          </>
        ) : null}
        <span className="bf-vm-ball" />
        {phase === 'upcoming' ? null : (
          <div className="bf-vm-board">
            <span>{total[0]}</span>
            <span>{total[1]}</span>
          </div>
        )}
        {moment && phase === 'live' ? (
          <span key={moment.n} className="bf-vm-flash" data-side={moment.side}>
            {football ? t('virtual_goal_short') : t('virtual_game_short')}
          </span>
        ) : null}
      </div>
      <p
        className={phase === 'finished' ? 'bf-vm-text bf-vm-result' : 'bf-vm-text'}
        role="status"
        aria-live="polite"
        data-testid={phase === 'finished' ? 'virtual-result' : 'virtual-commentary'}
      >
        {statusText}
      </p>
    </section>
  );
}
