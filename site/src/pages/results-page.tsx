/**
 * Results (routes `bettingChampResults`, `bettingChampResultsChamp`; docs/feed-and-betting.md "Results"): the
 * finished games of a day — the feed clock's UTC day, today unless `?date=` or the picker says otherwise —
 * grouped by championship, each with its teams, final score and period scores, start times in the page's locale.
 * The day is picked with the kit's date field or the previous / next day buttons; "Show more" loads the next page.
 */

import {
  type ResultChamp,
  type ResultGame,
  type ResultsAnswer,
  resultsPath,
  resultsResponseSchema,
} from '@betframe/sdk/feed';
import { toIntlLocale } from '@betframe/sdk/format';
import { useEffect, useState } from 'react';
import { Button } from '../../../widgets/src/runtime/ui/button';
import { TextField } from '../../../widgets/src/runtime/ui/field';
import { siteHttp } from '../http/site-http';
import type { SiteLanguage } from '../routing/normalize-path';
import { pathOf } from '../routing/routes';
import type { SiteT } from '../texts/site-texts';

const PAGE = 50;

export interface ResultsPageProps {
  lang: SiteLanguage;
  t: SiteT;
  sport?: number;
  champ?: number;
  /** The day asked for in the address (`YYYY-MM-DD`); the feed's today when absent. */
  date?: string;
}

/** `YYYY-MM-DD` moved by whole days (UTC). */
export function shiftDay(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** Adds a page's championships to those shown; a championship split across pages stays one group. */
function merge(shown: ResultChamp[], more: ResultChamp[]): ResultChamp[] {
  const out = shown.map((ch) => ({ ...ch, games: [...ch.games] }));
  for (const ch of more) {
    const last = out[out.length - 1];
    if (last?.id === ch.id) last.games.push(...ch.games);
    else out.push(ch);
  }
  return out;
}

type State =
  | { status: 'loading' }
  | { status: 'error' }
  | { status: 'ready'; answer: ResultsAnswer; loadingMore?: boolean };

export function ResultsPage({ lang, t, sport, champ, date: initialDate }: ResultsPageProps) {
  const [date, setDate] = useState<string | undefined>(initialDate);
  const [state, setState] = useState<State>({ status: 'loading' });

  const load = (page: number) =>
    siteHttp.request({
      path: resultsPath,
      query: {
        lng: lang,
        count: PAGE,
        page,
        ...(date ? { date } : {}),
        ...(sport !== undefined ? { sportId: sport } : {}),
        ...(champ !== undefined ? { champId: champ } : {}),
      },
      schema: resultsResponseSchema,
    });

  useEffect(() => {
    let live = true;
    setState({ status: 'loading' });
    load(1).then((r) => {
      if (!live) return;
      setState(r.error ? { status: 'error' } : { status: 'ready', answer: r.data.data.attributes });
    });
    return () => {
      live = false;
    };
  }, [lang, date, sport, champ]);

  const pick = (day: string) => {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return;
    setDate(day);
    const url = new URL(window.location.href);
    url.searchParams.set('date', day);
    window.history.replaceState(window.history.state, '', url);
  };

  const more = async () => {
    if (state.status !== 'ready') return;
    const shown = state.answer;
    setState({ status: 'ready', answer: shown, loadingMore: true });
    const r = await load(shown.page + 1);
    if (r.error) return setState({ status: 'ready', answer: shown });
    const next = r.data.data.attributes;
    setState({ status: 'ready', answer: { ...next, champs: merge(shown.champs, next.champs) } });
  };

  const answer = state.status === 'ready' ? state.answer : undefined;
  const day = date ?? answer?.date ?? '';
  const today = answer?.today;
  const shownGames = answer ? answer.champs.reduce((n, ch) => n + ch.games.length, 0) : 0;
  return (
    <div className="site-results" data-testid="results" style={{ display: 'grid', gap: 16 }}>
      <fieldset
        style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'end', gap: 8, border: 0, padding: 0, margin: 0 }}
      >
        <legend className="site-visually-hidden">{t('results_day_picker')}</legend>
        <Button icon="chevron-left" disabled={!day} onClick={() => pick(shiftDay(day, -1))} data-testid="results-prev">
          {t('results_prev_day')}
        </Button>
        <TextField
          type="date"
          label={t('results_day')}
          value={day}
          onValue={pick}
          {...(today ? { max: today } : {})}
          data-testid="results-date"
        />
        <Button
          icon="chevron-right"
          disabled={!day || (today !== undefined && day >= today)}
          onClick={() => pick(shiftDay(day, 1))}
          data-testid="results-next"
        >
          {t('results_next_day')}
        </Button>
        {champ !== undefined ? (
          <a href={pathOf('bettingChampResults', lang)} data-testid="results-all">
            {t('results_all_champs')}
          </a>
        ) : null}
      </fieldset>
      {state.status === 'loading' && <p aria-busy="true">{t('site_info_loading')}</p>}
      {state.status === 'error' && <p role="alert">{t('site_info_error')}</p>}
      {answer && answer.total === 0 && (
        <p role="status" data-testid="results-none">
          {t('results_none')}
        </p>
      )}
      {answer?.champs.map((ch) => (
        <ChampResults key={ch.id} champ={ch} lang={lang} t={t} />
      ))}
      {answer && shownGames < answer.total ? (
        <Button busy={state.status === 'ready' && state.loadingMore} onClick={more} data-testid="results-more">
          {t('results_more', { shown: shownGames, total: answer.total })}
        </Button>
      ) : null}
    </div>
  );
}

function ChampResults({ champ, lang, t }: { champ: ResultChamp; lang: SiteLanguage; t: SiteT }) {
  const headingId = `results-champ-${champ.id}`;
  return (
    <section className="site-card" aria-labelledby={headingId} data-testid="results-champ" data-champ={champ.id}>
      <h2 id={headingId} style={{ marginBlock: 0 }}>
        <a href={pathOf('bettingChampResultsChamp', lang, { sportId: champ.sportId, champId: champ.id })}>
          {champ.name}
        </a>
      </h2>
      <p className="site-muted" style={{ marginBlock: 4 }}>
        {champ.sportName} · {champ.countryName}
      </p>
      <div style={{ display: 'grid', gap: 12 }}>
        {champ.games.map((g) => (
          <GameResult key={g.id} game={g} lang={lang} t={t} />
        ))}
      </div>
    </section>
  );
}

const cell = { paddingInline: 6, paddingBlock: 2, textAlign: 'center' as const, fontVariantNumeric: 'tabular-nums' };

function GameResult({ game, lang, t }: { game: ResultGame; lang: SiteLanguage; t: SiteT }) {
  const time = new Intl.DateTimeFormat(toIntlLocale(lang), { timeStyle: 'short' }).format(new Date(game.start * 1000));
  if (game.placings) return <RaceResult game={game} placings={game.placings} time={time} t={t} />;
  const rows: Array<[string, 0 | 1]> = [
    [game.team1.name, 0],
    [game.team2.name, 1],
  ];
  return (
    <div style={{ overflowX: 'auto' }}>
      <table
        data-testid="results-game"
        data-game-id={game.id}
        style={{ borderCollapse: 'collapse', inlineSize: '100%' }}
      >
        <caption style={{ textAlign: 'start' }} className="site-muted">
          {t('results_game_caption', { time, team1: game.team1.name, team2: game.team2.name })}
        </caption>
        <thead>
          <tr>
            <th scope="col" style={{ textAlign: 'start' }}>
              <span className="site-visually-hidden">{t('results_team')}</span>
            </th>
            {game.periods.map((p, i) => (
              <th scope="col" key={p.name} title={p.name} style={cell}>
                <span aria-hidden="true">{i + 1}</span>
                <span className="site-visually-hidden">{p.name}</span>
              </th>
            ))}
            <th scope="col" style={cell}>
              {t('results_final')}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map(([name, side]) => (
            <tr key={side}>
              <th scope="row" style={{ textAlign: 'start', fontWeight: 'normal', overflowWrap: 'anywhere' }}>
                {name}
              </th>
              {game.periods.map((p) => (
                <td key={p.name} style={cell} className="site-muted">
                  {p.score[side]}
                </td>
              ))}
              <td style={{ ...cell, fontWeight: 700 }} data-testid={`results-total-${side + 1}`}>
                {game.total[side]}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** A race has no score: its runners in finishing order, the winner first. */
function RaceResult({
  game,
  placings,
  time,
  t,
}: {
  game: ResultGame;
  placings: NonNullable<ResultGame['placings']>;
  time: string;
  t: SiteT;
}) {
  const caption = t('results_race_caption', { time, title: game.team1.name });
  return (
    <figure data-testid="results-game" data-game-id={game.id} style={{ margin: 0 }}>
      <figcaption className="site-muted">{caption}</figcaption>
      <ol data-testid="results-placings" style={{ marginBlock: 4, paddingInlineStart: 28 }}>
        {placings.map((p, i) => (
          <li key={p.id} style={{ fontWeight: i === 0 ? 700 : 'normal', overflowWrap: 'anywhere' }}>
            {p.name}
          </li>
        ))}
      </ol>
    </figure>
  );
}
