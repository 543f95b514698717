import { ratingSchema } from '@betframe/sdk/statistic';
import { useEffect } from 'react';
import { fetchStatistics } from '../app/api';
import { useLoad, useRuntime } from '../app/hooks';
import { Empty, ErrorState, Link, Section, Skeleton } from '../app/ui';
import { useT } from '../i18n';

export function RatingView({ sportId, ratingId }: { sportId: number; ratingId: number }) {
  const runtime = useRuntime();
  const t = useT();
  const data = useLoad(`rating/${ratingId}`, (signal) =>
    fetchStatistics('statisticfeed/Rating', { ratingId, lang: runtime.lang }, ratingSchema, signal),
  );
  useEffect(() => {
    if (data.state === 'ready') runtime.setTitle(t('stat_title_suffix', { name: data.data.name }));
  }, [data]);
  if (data.state === 'loading') return <Skeleton rows={10} />;
  if (data.state === 'error') return <ErrorState title={t('stat_rating_error')} message={data.message} />;
  const rating = data.data;
  if (rating.sportId !== sportId)
    return (
      <ErrorState
        title={t('stat_wrong_param', { name: 'sportId' })}
        message={t('stat_rating_wrong_sport', { id: ratingId, sportId })}
      />
    );
  return (
    <article class="view view-rating" data-view="rating">
      <h1>{rating.name}</h1>
      <Section id="ratingTable" title={t('stat_rating')}>
        {rating.rows.length === 0 ? (
          <Empty>{t('stat_rating_empty')}</Empty>
        ) : (
          <table class="rating">
            <caption class="visually-hidden">{rating.name}</caption>
            <thead>
              <tr>
                <th scope="col">#</th>
                <th scope="col">{rating.subject === 'teams' ? t('stat_col_team') : t('stat_col_player')}</th>
                <th scope="col">{rating.unit}</th>
                <th scope="col">{t('stat_col_change')}</th>
              </tr>
            </thead>
            <tbody>
              {rating.rows.map((row) => (
                <tr key={row.id}>
                  <td>{row.position}</td>
                  <th scope="row">
                    <Link to={`${rating.subject === 'teams' ? 'team' : 'player'}/${sportId}/${row.id}`}>
                      {row.name}
                    </Link>
                    {row.team ? <small> {row.team.name}</small> : null}
                  </th>
                  <td>{row.value}</td>
                  <td class={row.change > 0 ? 'up' : row.change < 0 ? 'down' : undefined}>
                    {row.change > 0 ? `+${row.change}` : row.change}
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
