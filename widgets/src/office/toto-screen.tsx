/**
 * The player's toto coupons (docs/promotions.md "Toto"): each coupon's draw (a link to the draw's page), its
 * choices, lines, stake and, once the draw is settled, the best line's right answers and the prize.
 */
import { formatMoney, toIntlLocale } from '@betframe/sdk/format';
import { type TotoCouponWire, totoCouponsData, totoPaths } from '@betframe/sdk/toto';
import { useEffect, useState } from 'react';
import type { AppT } from '../runtime';
import { EmptyState, ErrorState, SkeletonList } from '../runtime/ui/states';
import type { OfficeClient } from './office-client';
import { Pager } from './pager';

type Loaded = { coupons: TotoCouponWire[]; pages: number } | 'error' | null;

export function TotoScreen({ client, t, lang }: { client: OfficeClient; t: AppT; lang: string }) {
  const [page, setPage] = useState(1);
  const [loaded, setLoaded] = useState<Loaded>(null);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    void attempt;
    client
      .call(`${totoPaths.coupons}?page=${page}`, totoCouponsData, { method: 'GET' })
      .then((r) => live && setLoaded(r.ok ? { coupons: r.data.coupons, pages: r.data.pages } : 'error'));
    return () => {
      live = false;
    };
  }, [client, page, attempt]);
  if (loaded === null) return <SkeletonList rows={3} />;
  if (loaded === 'error') return <ErrorState onRetry={() => setAttempt((n) => n + 1)} />;
  const time = new Intl.DateTimeFormat(toIntlLocale(lang), { dateStyle: 'short', timeStyle: 'short' });
  return (
    <section aria-label={t('office_screen_toto')} data-testid="office-toto">
      {loaded.coupons.length === 0 ? (
        <EmptyState
          title={t('toto_coupons_empty')}
          action={<a href={`/${lang}/toto/draws/active/1`}>{t('toto_play')}</a>}
        />
      ) : (
        <table className="bf-table">
          <caption className="bf-visually-hidden">{t('office_screen_toto')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('toto_draw')}</th>
              <th scope="col">{t('toto_choices')}</th>
              <th scope="col">{t('toto_lines')}</th>
              <th scope="col">{t('toto_stake')}</th>
              <th scope="col">{t('toto_result')}</th>
            </tr>
          </thead>
          <tbody>
            {loaded.coupons.map((c) => (
              <tr key={c.id} data-testid="toto-coupon" data-status={c.status}>
                <td>
                  <a href={`/${lang}/toto/${c.drawId}`}>{t('toto_draw_number', { id: c.drawId })}</a>
                  <br />
                  <span className="bf-muted">{time.format(new Date(c.createdAt))}</span>
                </td>
                <td dir="ltr">{c.choices.join(' · ')}</td>
                <td>{c.lines}</td>
                <td className="bf-odds">{formatMoney(c.stake, c.currencyIso, lang)}</td>
                <td>
                  {c.status === 'open'
                    ? t('toto_coupon_open')
                    : t(c.status === 'won' ? 'toto_coupon_won' : 'toto_coupon_lost', {
                        hits: c.hits ?? 0,
                        prize: formatMoney(c.prize ?? 0, c.currencyIso, lang),
                      })}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <Pager page={page} pages={loaded.pages} onPage={setPage} t={t} testId="toto" />
    </section>
  );
}
