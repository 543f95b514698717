import {
  GAME_TABS,
  type GameStatus,
  type GameTab,
  gameStatusSchema,
  headToHeadSchema,
  lineUpsSchema,
  stadiumSchema,
  stageTableSchema,
  teamLastGamesSchema,
} from '@betframe/sdk/statistic';
import { useEffect, useState } from 'react';
import { fetchStatistics } from '../app/api';
import type { DisplayContext } from '../app/format';
import { count, dateTime, odds } from '../app/format';
import { useLoad, useRuntime } from '../app/hooks';
import { Empty, ErrorState, Facts, GameList, Link, Score, Section, Skeleton, StandingsTable } from '../app/ui';
import { useT } from '../i18n';

const phaseLabel = {
  line: 'stat_phase_line',
  live: 'stat_phase_live',
  finished: 'stat_phase_finished',
  cancelled: 'stat_phase_cancelled',
} as const;

const eventNames = { goal: 'stat_event_goal', yellow: 'stat_event_yellow', red: 'stat_event_red' } as const;

const tabLabels = {
  main: 'stat_tab_main',
  lineups: 'stat_tab_lineups',
  h2h: 'stat_tab_h2h',
  last: 'stat_tab_last',
  standings: 'stat_tab_standings',
  stadium: 'stat_tab_stadium',
} as const satisfies Record<GameTab, string>;

export function GameView({
  sportId,
  gameId,
  tab,
  display,
}: {
  sportId: number;
  gameId: number;
  tab: GameTab;
  display: DisplayContext;
}) {
  const runtime = useRuntime();
  const t = useT();
  const status = useLoad(`status/${gameId}`, (signal) =>
    fetchStatistics('statisticfeed/Status', { gameId, lang: runtime.lang }, gameStatusSchema, signal),
  );
  useEffect(() => {
    if (status.state === 'ready')
      runtime.setTitle(t('stat_title_suffix', { name: `${status.data.team1.name} — ${status.data.team2.name}` }));
  }, [status]);
  if (status.state === 'loading') return <Skeleton rows={8} />;
  if (status.state === 'error') return <ErrorState title={t('stat_game_error')} message={status.message} />;
  const game = status.data;
  if (game.sportId !== sportId)
    return (
      <ErrorState
        title={t('stat_wrong_param', { name: 'sportId' })}
        message={t('stat_game_wrong_sport', { id: gameId, sportId })}
      />
    );
  return (
    <article class="view view-game" data-view="game">
      <header class="match-head">
        <p class="crumbs">
          {game.sportName} ·{' '}
          {game.round > 0 ? (
            <>
              <Link to={`tournament/${game.sportId}/${game.tournamentId}/${game.seasonId}`}>{game.tournamentName}</Link>{' '}
              · {t('stat_round', { round: game.round })}
            </>
          ) : (
            <Link to={`stage/${game.sportId}/${game.stageId}`}>{game.tournamentName}</Link>
          )}
        </p>
        <div class="teams">
          <Link to={`team/${game.sportId}/${game.team1.id}`} className="team-name">
            {game.team1.name}
          </Link>
          <div class="match-score" data-testid="score">
            <Score game={game} />
            <span class={`status status-${game.status}`}>
              {t(phaseLabel[game.phase])}
              {game.minute !== null ? ` ${game.minute}'` : ''}
            </span>
          </div>
          <Link to={`team/${game.sportId}/${game.team2.id}`} className="team-name">
            {game.team2.name}
          </Link>
        </div>
        <p class="kickoff">
          <time dateTime={game.startTime} data-testid="kickoff">
            {dateTime(game.startTime, display)}
          </time>
        </p>
      </header>
      <nav class="tabs" aria-label={t('stat_game_tabs_label')}>
        {GAME_TABS.filter((name) => name !== 'stadium' || game.stadiumId !== null).map((name) => (
          <Link
            key={name}
            to={`game/${sportId}/${gameId}${name === 'main' ? '' : `/${name}`}`}
            className={name === tab ? 'tab active' : 'tab'}
            current={name === tab}
          >
            {t(tabLabels[name])}
          </Link>
        ))}
      </nav>
      <div class="tab-panel" data-tab={tab}>
        {tab === 'main' ? <MainTab game={game} display={display} /> : null}
        {tab === 'lineups' ? <LineUpsTab game={game} /> : null}
        {tab === 'h2h' ? <HeadToHeadTab game={game} display={display} /> : null}
        {tab === 'last' ? <LastGamesTab game={game} display={display} /> : null}
        {tab === 'standings' ? <StandingsTab game={game} /> : null}
        {tab === 'stadium' ? <StadiumTab game={game} display={display} /> : null}
      </div>
    </article>
  );
}

function MainTab({ game }: { game: GameStatus; display: DisplayContext }) {
  const t = useT();
  return (
    <>
      <OddsBlock game={game} />
      <Section id="timeline" title={t('stat_timeline')}>
        {game.timeline.length === 0 ? (
          <p class="empty" data-state="empty">
            {game.phase === 'line' ? t('stat_not_started_yet') : t('stat_no_events')}
          </p>
        ) : (
          <ol class="timeline">
            {game.timeline.map((event, index) => (
              <li key={index} class={`event side-${event.side} kind-${event.kind}`}>
                <span class="minute">{event.minute}'</span>
                <span class="kind" role="img" aria-label={t(eventNames[event.kind])}>
                  {event.kind === 'goal' ? '⚽' : event.kind === 'yellow' ? '🟨' : '🟥'}
                </span>
                {event.playerId === null ? (
                  <span>{event.side === 1 ? game.team1.name : game.team2.name}</span>
                ) : (
                  <Link to={`player/${game.sportId}/${event.playerId}`}>{event.playerName}</Link>
                )}
                <span class="visually-hidden">{event.side === 1 ? game.team1.name : game.team2.name}</span>
              </li>
            ))}
          </ol>
        )}
      </Section>
    </>
  );
}

/** 1X2 odds: the parent's bets when it sent some for this game, else the statistics snapshot's. */
function OddsBlock({ game }: { game: GameStatus }) {
  const runtime = useRuntime();
  const t = useT();
  const [available, setAvailable] = useState<boolean | undefined>(undefined);
  const [bets, setBets] = useState(runtime.currentBets());
  useEffect(() => runtime.onBets(setBets), [runtime]);
  useEffect(() => {
    if (game.phase === 'finished' || game.phase === 'cancelled') return;
    let live = true;
    runtime.betsAvailable().then((value) => {
      if (live) setAvailable(value);
    });
    return () => {
      live = false;
    };
  }, [game.id]);
  if (game.phase === 'finished' || game.phase === 'cancelled') return null;
  const fromParent = bets.filter((bet) => bet.gameId === game.id && bet.market === '1X2');
  const outcomes = [
    ['1', game.odds.w1],
    ...(game.odds.x === null ? [] : [['X', game.odds.x] as const]),
    ['2', game.odds.w2],
  ] as const;
  return (
    <Section id="odds" title={t('stat_odds')}>
      <div class="odds" data-bets={available === undefined ? 'pending' : available ? 'available' : 'unavailable'}>
        {outcomes.map(([outcome, snapshot]) => {
          const bet = fromParent.find((b) => b.outcome === outcome);
          const coefficient = bet?.coefficient ?? snapshot;
          return (
            <button
              key={outcome}
              type="button"
              class={bet?.selected ? 'odd selected' : 'odd'}
              data-outcome={outcome}
              aria-pressed={bet?.selected ?? false}
              disabled={available !== true || bet?.blocked === true}
              onClick={() =>
                runtime.sendBet({ gameId: game.id, sportId: game.sportId, market: '1X2', outcome, coefficient })
              }
            >
              <span class="outcome">{outcome}</span> <span class="coefficient">{odds(coefficient)}</span>
            </button>
          );
        })}
        <Link to={`graph/${game.id}`} className="graph-link">
          {t('stat_odds_history')}
        </Link>
      </div>
      {available === false ? <p class="note">{t('stat_bets_unavailable')}</p> : null}
    </Section>
  );
}

function LineUpsTab({ game }: { game: GameStatus }) {
  const runtime = useRuntime();
  const t = useT();
  const data = useLoad(`lineups/${game.id}`, (signal) =>
    fetchStatistics('statisticfeed/LineUps', { gameId: game.id, lang: runtime.lang }, lineUpsSchema, signal),
  );
  if (data.state === 'loading') return <Skeleton />;
  if (data.state === 'error') return <ErrorState title={t('stat_lineups_error')} message={data.message} />;
  if (data.data.teams.every((side) => side.players.length === 0))
    return (
      <Section id="lineups" title={t('stat_tab_lineups')}>
        <Empty>{t('stat_lineups_empty')}</Empty>
      </Section>
    );
  return (
    <Section id="lineups" title={data.data.confirmed ? t('stat_tab_lineups') : t('stat_lineups_expected')}>
      <div class="lineups">
        {data.data.teams.map((side) => (
          <div key={side.team.id} class="lineup">
            <h3>
              {side.team.name} {side.formation ? <small>{side.formation}</small> : null}
            </h3>
            <p class="coach">{t('stat_coach_name', { name: side.coach })}</p>
            {[true, false].map((starting) => (
              <div key={String(starting)}>
                <h4>{starting ? t('stat_starting') : t('stat_substitutes')}</h4>
                <ul class="players">
                  {side.players
                    .filter((p) => p.starting === starting)
                    .map((p) => (
                      <li key={p.id}>
                        <span class="number">{p.number}</span>{' '}
                        <Link to={`player/${game.sportId}/${p.id}`}>{p.name}</Link> <small>{p.position}</small>
                      </li>
                    ))}
                </ul>
              </div>
            ))}
          </div>
        ))}
      </div>
    </Section>
  );
}

function HeadToHeadTab({ game, display }: { game: GameStatus; display: DisplayContext }) {
  const runtime = useRuntime();
  const t = useT();
  const data = useLoad(`h2h/${game.id}`, (signal) =>
    fetchStatistics('statisticfeed/Game/h2h', { gameId: game.id, lang: runtime.lang }, headToHeadSchema, signal),
  );
  if (data.state === 'loading') return <Skeleton />;
  if (data.state === 'error') return <ErrorState title={t('stat_h2h_error')} message={data.message} />;
  const { summary } = data.data;
  return (
    <Section id="h2h" title={t('stat_tab_h2h')}>
      <div class="h2h-summary" data-testid="h2h-summary">
        <span>
          {t('stat_h2h_wins', { team: data.data.team1.short })} <strong>{summary.wins1}</strong>
        </span>
        <span>
          {t('stat_draws')} <strong>{summary.draws}</strong>
        </span>
        <span>
          {t('stat_h2h_wins', { team: data.data.team2.short })} <strong>{summary.wins2}</strong>
        </span>
        <span>
          {t('stat_goals')}{' '}
          <strong>
            {summary.goals1}:{summary.goals2}
          </strong>
        </span>
      </div>
      <GameList games={data.data.games} display={display} perspective={game.team1.id} />
    </Section>
  );
}

function LastGamesTab({ game, display }: { game: GameStatus; display: DisplayContext }) {
  const runtime = useRuntime();
  const t = useT();
  const load = (teamId: number) => (signal: AbortSignal) =>
    fetchStatistics(
      'statisticfeed/TeamLastGames',
      { teamId, limit: 5, lang: runtime.lang },
      teamLastGamesSchema,
      signal,
    );
  const first = useLoad(`last/${game.team1.id}`, load(game.team1.id));
  const second = useLoad(`last/${game.team2.id}`, load(game.team2.id));
  return (
    <>
      {[first, second].map((data, index) => {
        const team = index === 0 ? game.team1 : game.team2;
        return (
          <Section key={team.id} id={`last${index + 1}`} title={t('stat_team_last_games', { team: team.name })}>
            {data.state === 'loading' ? <Skeleton /> : null}
            {data.state === 'error' ? <ErrorState title={t('stat_last_error')} message={data.message} /> : null}
            {data.state === 'ready' ? (
              <GameList games={data.data.games} display={display} perspective={team.id} />
            ) : null}
          </Section>
        );
      })}
    </>
  );
}

function StandingsTab({ game }: { game: GameStatus }) {
  const runtime = useRuntime();
  const t = useT();
  const data = useLoad(`stage/${game.stageId}`, (signal) =>
    fetchStatistics(
      'SiteService/StageTable',
      { stageId: game.stageId, tt: 1, lang: runtime.lang },
      stageTableSchema,
      signal,
    ),
  );
  if (data.state === 'loading') return <Skeleton />;
  if (data.state === 'error') return <ErrorState title={t('stat_table_error')} message={data.message} />;
  return (
    <Section id="standings" title={data.data.name}>
      <StandingsTable
        rows={data.data.rows}
        sportId={game.sportId}
        highlight={[game.team1.id, game.team2.id]}
        caption={data.data.name}
      />
      <p>
        <Link to={`stage/${game.sportId}/${game.stageId}`}>{t('stat_full_table')}</Link>
      </p>
    </Section>
  );
}

function StadiumTab({ game, display }: { game: GameStatus; display: DisplayContext }) {
  const t = useT();
  if (game.stadiumId === null)
    return (
      <Section id="stadium" title={t('stat_tab_stadium')}>
        <Empty>{t('stat_stadium_empty')}</Empty>
      </Section>
    );
  return <StadiumDetails game={game} display={display} />;
}

function StadiumDetails({ game, display }: { game: GameStatus; display: DisplayContext }) {
  const runtime = useRuntime();
  const t = useT();
  const data = useLoad(`stadium/${game.id}`, (signal) =>
    fetchStatistics('SiteService/GetStadiumForGame_2', { gameId: game.id, lang: runtime.lang }, stadiumSchema, signal),
  );
  if (data.state === 'loading') return <Skeleton rows={3} />;
  if (data.state === 'error') return <ErrorState title={t('stat_stadium_error')} message={data.message} />;
  const stadium = data.data;
  return (
    <Section id="stadium" title={stadium.name}>
      <Facts
        items={[
          [t('stat_city'), `${stadium.city}, ${stadium.country}`],
          [t('stat_capacity'), count(stadium.capacity, display)],
          [t('stat_opened'), stadium.opened],
          [t('stat_surface'), stadium.surface],
        ]}
      />
    </Section>
  );
}
