import { horseCardSchema, horseRaceSchema } from '@betframe/sdk/statistic';
import { useEffect } from 'react';
import { fetchStatistics } from '../app/api';
import { type DisplayContext, dateOnly, dateTime, odds } from '../app/format';
import { useLoad, useRuntime } from '../app/hooks';
import { Empty, ErrorState, Facts, Link, Section, Skeleton } from '../app/ui';

export function HorseView({ horseId, display }: { horseId: number; display: DisplayContext }) {
  const runtime = useRuntime();
  const card = useLoad(`horse/${horseId}`, (signal) =>
    fetchStatistics('statisticfeed/Horse/race', { horseId, lang: runtime.lang }, horseCardSchema, signal),
  );
  useEffect(() => {
    if (card.state === 'ready') runtime.setTitle(`${card.data.horse.name} · Statistics`);
  }, [card]);
  if (card.state === 'loading') return <Skeleton rows={6} />;
  if (card.state === 'error') return <ErrorState title="The horse could not be loaded" message={card.message} />;
  const { horse, form, nextRaceId } = card.data;
  return (
    <article class="view view-horse" data-view="horse">
      <h1>{horse.name}</h1>
      <Facts
        items={[
          ['Age', horse.age],
          ['Sex', horse.sex],
          ['Colour', horse.colour],
          ['Trainer', horse.trainer],
          ['Jockey', horse.jockey],
          ['Owner', horse.owner],
        ]}
      />
      {nextRaceId !== null ? <RaceCard raceId={nextRaceId} horseId={horseId} display={display} /> : null}
      <Section id="horseForm" title="Form">
        {form.length === 0 ? (
          <Empty>No runs yet.</Empty>
        ) : (
          <table class="form-table">
            <caption class="visually-hidden">Recent runs of {horse.name}</caption>
            <thead>
              <tr>
                <th scope="col">Date</th>
                <th scope="col">Race</th>
                <th scope="col">Course</th>
                <th scope="col">Distance</th>
                <th scope="col">Place</th>
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
  const race = useLoad(`race/${raceId}`, (signal) =>
    fetchStatistics('SiteService/HorsesRace', { raceid: raceId, lang: runtime.lang }, horseRaceSchema, signal),
  );
  if (race.state === 'loading') return <Skeleton rows={8} />;
  if (race.state === 'error') return <ErrorState title="The race card could not be loaded" message={race.message} />;
  const card = race.data;
  return (
    <Section id="raceCard" title={`Race card: ${card.name}`}>
      <p class="race-meta">
        <time dateTime={card.startTime}>{dateTime(card.startTime, display)}</time> · {card.course} · {card.distance} ·{' '}
        {card.going} · £{card.prize.toLocaleString('en')}
      </p>
      <table class="race-card">
        <caption class="visually-hidden">Runners of {card.name}</caption>
        <thead>
          <tr>
            <th scope="col">No.</th>
            <th scope="col">Draw</th>
            <th scope="col">Horse</th>
            <th scope="col">Age</th>
            <th scope="col">Weight</th>
            <th scope="col">Jockey</th>
            <th scope="col">Form</th>
            <th scope="col">Odds</th>
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
