/**
 * Special offers (SPEC §2 office "special offers"): what the player can take now, from the server's real offers —
 * the first-deposit bonuses while the first deposit is still to come, each reward points buy (ready now, or how
 * many points are missing, with a bar of the points saved), and the next cashback level with the points it needs.
 * Read only: a deposit, an exchange and the cashback live on their own screens.
 */
import { formatMoney, formatNumber } from '@betframe/sdk/format';
import { offersData, offersPath, type SpecialOffer } from '@betframe/sdk/loyalty';
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

export function OffersScreen({ client, t, lang }: Props) {
  const {
    data,
    failed,
    reload: load,
  } = useOfficeLoad(() => client.call(offersPath, offersData, { method: 'GET' }), [client]);

  if (failed) return <ErrorState text={t('office_loyalty_load_failed')} onRetry={() => void load()} />;
  if (!data) return <SkeletonList rows={3} />;
  const money = (amount: number) => formatMoney(amount, data.currencyIso, lang);
  const line = (o: SpecialOffer): { title: string; meta: string } => {
    if (o.type === 'first_deposit') {
      const what =
        o.amount !== null
          ? t('office_loyalty_reward', {
              kind: t(kindKey(o.bonusKind)),
              amount: money(o.amount),
              wager: o.wagerMultiple,
            })
          : t('office_loyalty_offer_percent', {
              kind: t(kindKey(o.bonusKind)),
              percent: formatNumber(o.percent ?? 0, lang),
              cap: money(o.cap ?? 0),
              wager: o.wagerMultiple,
            });
      return { title: what, meta: t('office_loyalty_offer_first_deposit') };
    }
    if (o.type === 'reward') {
      const what =
        o.amount === null
          ? t(kindKey(o.bonusKind))
          : t(o.wagerMultiple > 0 ? 'office_loyalty_reward' : 'office_loyalty_reward_plain', {
              kind: t(kindKey(o.bonusKind)),
              amount: money(o.amount),
              wager: o.wagerMultiple,
            });
      return {
        title: what,
        meta:
          o.pointsShort === 0
            ? t('office_loyalty_offer_ready', { points: formatNumber(o.cost, lang) })
            : t('office_loyalty_offer_short', {
                points: formatNumber(o.cost, lang),
                short: formatNumber(o.pointsShort, lang),
              }),
      };
    }
    return {
      title: `${t(`office_loyalty_level_${o.level}`)} · ${t('office_loyalty_percent', { percent: o.percent })}`,
      meta: t('office_loyalty_offer_level', { short: o.pointsShort }),
    };
  };
  return (
    <section
      ref={loyaltyStyle}
      className="bf-loyalty"
      aria-label={t('office_screen_offers')}
      data-testid="office-offers"
    >
      {data.items.length === 0 ? (
        <EmptyState title={t('office_loyalty_offers_none')} icon="info" />
      ) : (
        <ul className="bf-loyalty-list" data-testid="offers-list">
          {data.items.map((o) => {
            const { title, meta } = line(o);
            return (
              <li
                key={o.type === 'reward' ? `reward-${o.rewardId}` : o.type === 'first_deposit' ? o.key : o.level}
                className="bf-loyalty-card"
                data-testid="offer"
                data-type={o.type}
              >
                <strong>{title}</strong>
                {o.type === 'reward' && (
                  <div
                    className="bf-loyalty-bar"
                    role="progressbar"
                    aria-label={t('office_loyalty_saved_for', { reward: title })}
                    aria-valuemin={0}
                    aria-valuemax={o.cost}
                    aria-valuenow={o.cost - o.pointsShort}
                  >
                    <div className="bf-loyalty-fill" style={progressFill(((o.cost - o.pointsShort) * 100) / o.cost)} />
                  </div>
                )}
                <p className="bf-loyalty-meta">{meta}</p>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
