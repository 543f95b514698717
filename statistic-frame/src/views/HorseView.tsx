import { horseCardSchema, horseRaceSchema } from '@betframe/sdk/statistic';
import { useEffect } from 'react';
import { fetchStatistics } from '../app/api';
import { count, type DisplayContext, dateOnly, dateTime, odds } from '../app/format';
import { useLoad, useRuntime } from '../app/hooks';
import { Empty, ErrorState, Facts, Link, Section, Skeleton } from '../app/ui';
import { useT } from '../i18n';

export function HorseView({ horseId, display }: { horseId: number; display: DisplayContext }) {
  const runtime = useRuntime();
  const t = useT();
  const card = useLoad(`horse/${horseId}`, (signal) =>
    fetchStatistics('statisticfeed/Horse/race', { horseId, lang: runtime.lang }, horseCardSchema, signal),
  );
  useEffect(() => {
    if (card.state === 'ready') runtime.setTitle(t('stat_title_suffix', { name: card.data.horse.name }));
  }, [card]);
  if (card.state === 'loading') return <Skeleton rows={6} />;
  if (card.state === 'error') return <ErrorState title={t('stat_horse_error')} message={card.message} />;
  const { horse, form, nextRaceId } = card.data;
  return (
    <article class="view view-horse" data-view="horse">
      <h1>{horse.name}</h1>
      <Facts
        items={[
          [t('stat_age'), count(horse.age, display)],
          [t('stat_sex'), horse.sex],
          [t('stat_colour'), horse.colour],
          [t('stat_trainer'), horse.trainer],
          [t('stat_jockey'), horse.jockey],
          [t('stat_owner'), horse.owner],
        ]}
      />
      {nextRaceId !== null ? <RaceCard raceId={nextRaceId} horseId={horseId} display={display} /> : null}
      <Section id="horseForm" title={t('stat_form')}>
        {form.length === 0 ? (
          <Empty>{t('stat_no_runs')}</Empty>
        ) : (
          <table class="form-table">
            <caption class="visually-hidden">{t('stat_recent_runs', { horse: horse.name })}</caption>
            <thead>
              <tr>
                <th scope="col">{t('stat_col_date')}</th>
                <th scope="col">{t('stat_col_race')}</th>
                <th scope="col">{t('stat_col_course')}</th>
                <th scope="col">{t('stat_col_distance')}</th>
                <th scope="col">{t('stat_col_place')}</th>
              </tr>
            </thead>
            <tbody>
              {form.map((run) => (
                <tr key={run.raceId}>
                  <td>{dateOnly(run.startTime, display)}</td>
                  <td>{run.raceName}</td>
                  <td>{run.course}</td>
                  <td>{run.distance}</td>
                  <td>
                    {run.position ?? '–'}/{run.runners}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </Section>
    </article>
  );
}

function RaceCard({ raceId, horseId, display }: { raceId: number; horseId: number; display: DisplayContext }) {
  const runtime = useRuntime();
  const t = useT();
  const race = useLoad(`race/${raceId}`, (signal) =>
    fetchStatistics('SiteService/HorsesRace', { raceid: raceId, lang: runtime.lang }, horseRaceSchema, signal),
  );
  if (race.state === 'loading') return <Skeleton rows={8} />;
  if (race.state === 'error') return <ErrorState title={t('stat_race_error')} message={race.message} />;
  const card = race.data;
  return (
    <Section id="raceCard" title={t('stat_race_card', { name: card.name })}>
      <p class="race-meta">
        <time dateTime={card.startTime}>{dateTime(card.startTime, display)}</time> · {card.course} · {card.distance} ·{' '}
        {card.going} · £{count(card.prize, display)}
      </p>
      <table class="race-card">
        <caption class="visually-hidden">{t('stat_runners_of', { name: card.name })}</caption>
        <thead>
          <tr>
            <th scope="col">{t('stat_col_number')}</th>
            <th scope="col">{t('stat_col_draw')}</th>
            <th scope="col">{t('stat_col_horse')}</th>
            <th scope="col">{t('stat_age')}</th>
            <th scope="col">{t('stat_col_weight')}</th>
            <th scope="col">{t('stat_jockey')}</th>
            <th scope="col">{t('stat_form')}</th>
            <th scope="col">{t('stat_odds')}</th>
          </tr>
        </thead>
        <tbody>
          {card.runners.map((runner) => (
            <tr key={runner.horseId} class={runner.horseId === horseId ? 'highlight' : undefined}>
              <td>{runner.number}</td>
              <td>{runner.draw}</td>
              <th scope="row">
                <Link to={`horse/${runner.horseId}`}>{runner.name}</Link>
              </th>
              <td>{runner.age}</td>
              <td>{runner.weight}</td>
              <td>{runner.jockey}</td>
              <td>{runner.form || '–'}</td>
              <td>{odds(runner.odds)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Section>
  );
}
