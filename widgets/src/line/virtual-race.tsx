/**
 * The match view of a virtual race (the line's lazily loaded virtual-match chunk): a track drawn in CSS with a
 * lane per runner, each runner's marker at its share of the distance from the score's `race` (the game the page
 * follows on its one feed stream: no stream of its own), gliding between the feed's reports; the finishing post on
 * the inline end, so the race runs right to left in Arabic. A runner glides only from a position this view has
 * already shown: when the view opens (or the race's first positions arrive) the markers stand where they are at
 * once, not sliding out from the start line. The drawing is hidden from screen readers; its text
 * equivalent (the start, the order now, the finishing order) is a polite live region, and the finishing order
 * stays as a list once the race is over. Under reduced motion the markers jump instead of gliding.
 */
import type { Game } from '@betframe/sdk/feed';
import { formatDate } from '@betframe/sdk/format';
import { useEffect, useRef } from 'react';
import { kitCss } from '../runtime/ui/kit-css';
import type { Translate as BetT } from '../runtime/use-texts';
import { phaseOf } from './virtual-phase';

const css = `
.bf-vr { display: grid; gap: var(--bf-space-2); margin-block: var(--bf-space-3); }
.bf-vr-track { position: relative; display: grid; gap: 2px; padding-block: var(--bf-space-2);
  padding-inline: var(--bf-space-2) var(--bf-space-4); border-radius: var(--bf-radius-md);
  background: color-mix(in srgb, var(--bf-color-positive) 40%, var(--bf-color-surface));
  border: 2px solid var(--bf-color-border); }
.bf-vr-post { position: absolute; inset-block: 0; inset-inline-end: var(--bf-space-3); inline-size: 3px;
  background: var(--bf-color-surface); }
.bf-vr-lane { position: relative; block-size: 22px; border-block-end: 1px dashed var(--bf-color-surface); }
.bf-vr-horse { position: absolute; inset-block-start: 1px; inline-size: 20px; block-size: 20px; border-radius: 50%;
  display: grid; place-items: center; font: 700 11px/1 var(--bf-font); background: var(--bf-color-accent);
  color: var(--bf-color-on-accent); margin-inline-start: -10px; }
.bf-vr-horse[data-glide] { transition: inset-inline-start 2s linear; }
.bf-vr-horse[data-lead] { background: var(--bf-color-live); color: var(--bf-color-on-live); }
.bf-vr-text { margin: 0; color: var(--bf-color-text); }
.bf-vr-result { margin: 0; padding-inline-start: var(--bf-space-5); font-weight: 700; }
@media (prefers-reduced-motion: reduce) { .bf-vr-horse[data-glide] { transition: none; } }
`;
const style = kitCss('virtual-race', css);

export default function VirtualRace({
  game,
  t,
  dates,
}: {
  game: Game;
  t: BetT;
  dates: { locale: string; hour12?: boolean | undefined };
}) {
  const runners = game.runners ?? [];
  const phase = phaseOf(game);
  const now = game.score?.race ?? [];
  const progress = new Map(now.map((r) => [r.id, r.progress]));
  // The runners whose position an earlier render showed: only they glide to their new one.
  const shown = useRef<ReadonlySet<number>>(new Set());
  const glides = shown.current;
  useEffect(() => {
    shown.current = new Set(now.map((r) => r.id));
  });
  const byId = new Map(runners.map((r) => [r.id, r]));
  const named = (id: number) => {
    const r = byId.get(id);
    return r ? `${r.number}. ${r.name}` : '';
  };
  const order = now.map((r) => named(r.id)).join(', ');
  const text =
    phase === 'upcoming'
      ? `${t('virtual_starts', { time: formatDate(game.start * 1000, dates, 'time') })}. ${t('race_runners', { count: runners.length })}`
      : phase === 'cancelled'
        ? t('virtual_cancelled')
        : phase === 'finished'
          ? t('race_result', { order })
          : t('race_order', { order });
  return (
    <section ref={style} className="bf-vr" data-testid="virtual-race" data-phase={phase} aria-label={t('race_view')}>
      <div className="bf-vr-track" aria-hidden="true">
        <span className="bf-vr-post" />
        {runners.map((r) => (
          <div key={r.id} className="bf-vr-lane">
            <span
              className="bf-vr-horse"
              data-runner={r.number}
              data-lead={phase !== 'upcoming' && now[0]?.id === r.id ? '' : undefined}
              data-glide={glides.has(r.id) && progress.has(r.id) ? '' : undefined}
              style={{ insetInlineStart: `${(progress.get(r.id) ?? 0) * 100}%` }}
            >
              {r.number}
            </span>
          </div>
        ))}
      </div>
      <p className="bf-vr-text" role="status" aria-live="polite" data-testid="virtual-commentary">
        {text}
      </p>
      {phase === 'finished' && now.length > 0 ? (
        <ol className="bf-vr-result" data-testid="virtual-result" aria-label={t('virtual_final')}>
          {now.map((r) => (
            <li key={r.id}>
              <bdi>{byId.get(r.id)?.name ?? ''}</bdi> ({byId.get(r.id)?.number})
            </li>
          ))}
        </ol>
      ) : null}
    </section>
  );
}
