/**
 * Bonus gifts (SPEC §2 office settings "bonus gifts"): the bonuses the player was given — a cashback paid as a
 * bonus, a points exchange, an operator's grant — with where each came from, its amount, its wagering progress
 * while active and how it ended. Read only: an active gift is wagered or refused on the bonuses screen.
 */
import { formatDate, formatMoney } from '@betframe/sdk/format';
import { giftsData, giftsPath } from '@betframe/sdk/loyalty';
import type { AppT } from '../../runtime';
import { EmptyState, ErrorState, SkeletonList } from '../../runtime/ui/states';
import { kindKey } from '../bonuses/bonus-client';
import type { OfficeClient } from '../office-client';
import { useOfficeLoad } from '../use-office-load';
import { loyaltyStyle, progressFill } from './loyalty-styles';

interface Props {
  client: OfficeClient;
  t: AppT;
  lang: string;
}

export function GiftsScreen({ client, t, lang }: Props) {
  const {
    data,
    failed,
    reload: load,
  } = useOfficeLoad(() => client.call(giftsPath, giftsData, { method: 'GET' }), [client]);

  if (failed) return <ErrorState text={t('office_loyalty_load_failed')} onRetry={() => void load()} />;
  if (!data) return <SkeletonList rows={3} />;
  const date = (iso: string) => formatDate(new Date(iso), { locale: lang }, 'date');
  return (
    <section ref={loyaltyStyle} className="bf-loyalty" aria-label={t('office_screen_gifts')} data-testid="office-gifts">
      {data.items.length === 0 ? (
        <EmptyState title={t('office_loyalty_gifts_none')} text={t('office_loyalty_gifts_how')} icon="info" />
      ) : (
        <ul className="bf-loyalty-list" data-testid="gifts-list">
          {data.items.map((g) => (
            <li
              key={g.bonusId}
              className="bf-loyalty-card"
              data-testid="gift"
              data-from={g.from}
              data-status={g.status}
            >
              <div className="bf-loyalty-head">
                <strong className="bf-grow">{t(kindKey(g.kind))}</strong>
                <span>{formatMoney(g.amount, g.currencyIso, lang)}</span>
              </div>
              {g.status === 'active' && (
                <div
                  className="bf-loyalty-bar"
                  role="progressbar"
                  aria-label={t('office_bonus_wagering')}
                  aria-valuemin={0}
                  aria-valuemax={100}
                  aria-valuenow={g.percent}
                >
                  <div className="bf-loyalty-fill" style={progressFill(g.percent)} />
                </div>
              )}
              <p className="bf-loyalty-meta">
                {t(`office_loyalty_gift_from_${g.from}`)} · {date(g.grantedAt)} ·{' '}
                {g.status === 'active'
                  ? t('office_loyalty_gift_wagered', { percent: g.percent })
                  : t(`office_bonus_closed_${g.closedReason ?? g.status}`)}
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
