import type { GameSummary, StandingRow } from '@betframe/sdk/statistic';
import type { ReactNode as ComponentChildren } from 'react';
import { useT } from '../i18n';
import { type DisplayContext, dateTime } from './format';
import { useHiddenItems, useRuntime } from './hooks';

/** An in-frame link: a real href (open in new tab works), navigation through the runtime on click. */
export function Link({
  to,
  children,
  className,
  current = false,
}: {
  to: string;
  children: ComponentChildren;
  className?: string;
  /** The link to the page being shown (a selected tab). */
  current?: boolean;
}) {
  const runtime = useRuntime();
  return (
    <a
      href={runtime.href(to)}
      class={className}
      aria-current={current ? 'page' : undefined}
      onClick={(event) => {
        if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
        event.preventDefault();
        runtime.navigate(to);
      }}
    >
      {children}
    </a>
  );
}

/** A block the player can hide (SPEC §3 hidden items); its id is stored under `statistics-hidden-items`. */
export function Section({ id, title, children }: { id: string; title: string; children: ComponentChildren }) {
  const runtime = useRuntime();
  const t = useT();
  const hidden = useHiddenItems().includes(id);
  const bodyId = `section-${id}`;
  return (
    <section class="section" data-section={id} aria-labelledby={`${bodyId}-title`}>
      <header class="section-head">
        <h2 id={`${bodyId}-title`}>{title}</h2>
        <button
          type="button"
          class="toggle"
          aria-expanded={!hidden}
          aria-controls={bodyId}
          data-hide-item={id}
          onClick={() => runtime.hidden.toggle(id)}
        >
          {hidden ? t('stat_show') : t('stat_hide')}
        </button>
      </header>
      {hidden ? null : (
        <div id={bodyId} class="section-body">
          {children}
        </div>
      )}
    </section>
  );
}

export function Skeleton({ rows = 5 }: { rows?: number }) {
  const t = useT();
  return (
    <div class="skeleton" aria-busy="true" aria-live="polite" data-state="loading">
      <span class="visually-hidden">{t('stat_loading')}</span>
      {Array.from({ length: rows }, (_, index) => (
        <div class="skeleton-row" key={index} />
      ))}
    </div>
  );
}

export function Empty({ children }: { children: ComponentChildren }) {
  return (
    <p class="empty" data-state="empty">
      {children}
    </p>
  );
}

export function ErrorState({ title, message }: { title: string; message: string }) {
  return (
    <div class="error" role="alert" data-state="error">
      <strong>{title}</strong>
      <p>{message}</p>
    </div>
  );
}

export function Score({ game }: { game: GameSummary }) {
  if (game.score1 === null || game.score2 === null) return <span class="score pending">–:–</span>;
  return (
    <span class="score">
      {game.score1}:{game.score2}
    </span>
  );
}

export function GameList({
  games,
  display,
  perspective,
}: {
  games: GameSummary[];
  display: DisplayContext;
  perspective?: number;
}) {
  const t = useT();
  if (games.length === 0) return <Empty>{t('stat_no_games')}</Empty>;
  return (
    <ul class="games">
      {games.map((game) => {
        const outcome = resultFor(game, perspective);
        return (
          <li key={game.id} class="game-row" data-game-id={game.id}>
            <time dateTime={game.startTime}>{dateTime(game.startTime, display)}</time>
            <Link to={`team/${game.sportId}/${game.team1.id}`}>{game.team1.name}</Link>
            <Link to={`game/${game.sportId}/${game.id}`} className="score-link">
              <Score game={game} />
            </Link>
            <Link to={`team/${game.sportId}/${game.team2.id}`}>{game.team2.name}</Link>
            {outcome ? (
              <span class={`badge badge-${outcome}`} title={t(resultName[outcome])}>
                {t(resultBadge[outcome])}
              </span>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}

const resultName = { W: 'stat_won', D: 'stat_drawn', L: 'stat_lost' } as const;
const resultBadge = { W: 'stat_badge_w', D: 'stat_badge_d', L: 'stat_badge_l' } as const;

function resultFor(game: GameSummary, teamId: number | undefined): 'W' | 'D' | 'L' | undefined {
  if (teamId === undefined || game.status !== 2 || game.score1 === null || game.score2 === null) return undefined;
  const own = game.team1.id === teamId ? game.score1 : game.score2;
  const other = game.team1.id === teamId ? game.score2 : game.score1;
  return own > other ? 'W' : own < other ? 'L' : 'D';
}

export function StandingsTable({
  rows,
  sportId,
  highlight = [],
  caption,
}: {
  rows: StandingRow[];
  sportId: number;
  highlight?: number[];
  caption: string;
}) {
  const t = useT();
  if (rows.length === 0) return <Empty>{t('stat_table_empty')}</Empty>;
  return (
    <div class="table-wrap">
      <table class="standings">
        <caption class="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">#</th>
            <th scope="col">{t('stat_col_team')}</th>
            <th scope="col" title={t('stat_col_played')}>
              {t('stat_col_played_short')}
            </th>
            <th scope="col" title={t('stat_won')}>
              {t('stat_col_won_short')}
            </th>
            <th scope="col" title={t('stat_drawn')}>
              {t('stat_col_drawn_short')}
            </th>
            <th scope="col" title={t('stat_lost')}>
              {t('stat_col_lost_short')}
            </th>
            <th scope="col" title={t('stat_goals')}>
              {t('stat_col_goals_short')}
            </th>
            <th scope="col" title={t('stat_col_points')}>
              {t('stat_col_points_short')}
            </th>
            <th scope="col">{t('stat_col_form')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr
              key={row.team.id}
              class={highlight.includes(row.team.id) ? 'highlight' : undefined}
              data-team-id={row.team.id}
            >
              <td>{row.position}</td>
              <th scope="row">
                <Link to={`team/${sportId}/${row.team.id}`}>{row.team.name}</Link>
              </th>
              <td>{row.played}</td>
              <td>{row.won}</td>
              <td>{row.drawn}</td>
              <td>{row.lost}</td>
              <td>
                {row.goalsFor}:{row.goalsAgainst}
              </td>
              <td class="points">{row.points}</td>
              <td class="form">
                {row.form.map((result, index) => (
                  <span key={index} class={`badge badge-${result}`} title={t(resultName[result])}>
                    {t(resultBadge[result])}
                  </span>
                ))}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function Facts({ items }: { items: Array<[string, string | number]> }) {
  return (
    <dl class="facts">
      {items.map(([term, value]) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
