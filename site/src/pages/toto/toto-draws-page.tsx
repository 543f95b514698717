/**
 * The draw archive (route `toto/draws/:drawStatus/:page`): the draws of a status, newest first, 20 a page — the
 * current ones link to their coupon builder, the finished ones to their results (`toto/rundown/:rundownNumber`).
 */

import { toIntlLocale } from '@betframe/sdk/format';
import type { totoDrawsData } from '@betframe/sdk/toto';
import { useEffect, useState } from 'react';
import type { z } from 'zod/mini';
import type { SiteLanguage } from '../../routing/normalize-path';
import { pathOf } from '../../routing/routes';
import type { SiteT } from '../../texts/site-texts';
import { totoCalls } from './toto-client';
import { totoStyle } from './toto-styles';

type Draws = z.output<typeof totoDrawsData>;
const tabs = ['active', 'finished'] as const;

export function TotoDrawsPage({
  lang,
  t,
  status,
  page,
}: {
  lang: SiteLanguage;
  t: SiteT;
  status: string;
  page: number;
}) {
  const [state, setState] = useState<Draws | 'loading' | 'error'>('loading');
  useEffect(() => {
    let live = true;
    setState('loading');
    totoCalls.draws(status, page).then((r) => live && setState(r.ok ? r.data : 'error'));
    return () => {
      live = false;
    };
  }, [status, page]);
  const time = new Intl.DateTimeFormat(toIntlLocale(lang), { dateStyle: 'medium', timeStyle: 'short' });
  const at = (n: number) => pathOf('totoDraws', lang, { drawStatus: status, page: n });
  return (
    <section ref={totoStyle} data-testid="toto-draws" data-status={status} className="site-information">
      <h1>{t('toto_archive')}</h1>
      <nav className="site-toto-tabs" aria-label={t('toto_archive')}>
        {tabs.map((tab) => (
          <a
            key={tab}
            href={pathOf('totoDraws', lang, { drawStatus: tab, page: 1 })}
            aria-current={tab === status ? 'page' : undefined}
          >
            {t(`toto_archive_${tab}`)}
          </a>
        ))}
      </nav>
      {state === 'loading' ? (
        <p aria-busy="true">{t('site_info_loading')}</p>
      ) : state === 'error' ? (
        <p role="alert">{t('site_info_error')}</p>
      ) : state.draws.length === 0 ? (
        <p>{t('toto_archive_empty')}</p>
      ) : (
        <>
          <ul className="site-blog-list">
            {state.draws.map((d) => (
              <li key={d.id} data-testid="toto-draw-link" data-status={d.status}>
                <a
                  href={
                    d.status === 'finished'
                      ? pathOf('totoRundown', lang, { rundownNumber: d.id })
                      : pathOf('toto', lang, { drawId: d.id })
                  }
                >
                  {t('toto_draw_number', { id: d.id })}
                </a>{' '}
                · {t(`toto_status_${d.status}`)} · {time.format(new Date(d.settledAt ?? d.closesAt))}
              </li>
            ))}
          </ul>
          <nav className="site-blog-paging">
            {page > 1 ? (
              <a rel="prev" href={at(page - 1)}>
                {t('office_previous')}
              </a>
            ) : null}{' '}
            {page < state.pages ? (
              <a rel="next" href={at(page + 1)}>
                {t('office_next')}
              </a>
            ) : null}
          </nav>
        </>
      )}
    </section>
  );
}
