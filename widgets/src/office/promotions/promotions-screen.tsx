/**
 * Promotions (SPEC §2 office "promotions"; docs/office.md "Promotions"): the operator's running promotions from one
 * server call (`GET /web-api/promotions`) — each card says what it is, where the player stands in it and links to
 * it: a running tournament (taking part or not), the toto draw accepting coupons (the player's coupons in it),
 * bring a friend (friends brought), the express boost (its steps), the special offers open now and the cashback at
 * the player's level. Read only: taking part happens on each promotion's own page. Native links: keyboard complete.
 */
import { formatDate, formatNumber } from '@betframe/sdk/format';
import { type PromotionItem, promotionsData, promotionsPath } from '@betframe/sdk/promotions';
import type { AppT } from '../../runtime';
import { EmptyState, ErrorState, SkeletonList } from '../../runtime/ui/states';
import { loyaltyStyle } from '../loyalty/loyalty-styles';
import type { OfficeClient } from '../office-client';
import { useOfficeLoad } from '../use-office-load';

interface Props {
  client: OfficeClient;
  t: AppT;
  lang: string;
}

interface Card {
  key: string;
  title: string;
  facts: string;
  state: string;
  href: string;
  link: string;
}

function cardOf(p: PromotionItem, t: AppT, lang: string): Card {
  const date = (iso: string) => formatDate(new Date(iso), { locale: lang }, 'dateTime');
  const number = (n: number) => formatNumber(n, lang);
  switch (p.kind) {
    case 'tournament':
      return {
        key: `tournament-${p.id}`,
        title: p.name,
        facts: t('office_promotions_tournament_facts', {
          product: t(`tournament_product_${p.product}`),
          end: date(p.endsAt),
          players: number(p.participants),
        }),
        state: t(p.joined ? 'office_promotions_joined' : 'office_promotions_not_joined'),
        href: `/${lang}/tournaments/${p.id}`,
        link: t('office_promotions_open_tournament'),
      };
    case 'toto':
      return {
        key: `toto-${p.drawId}`,
        title: `${t('office_screen_toto')} · ${t('toto_draw_number', { id: p.drawId })}`,
        facts: t('office_promotions_toto_closes', { time: date(p.closesAt) }),
        state: t('office_promotions_toto_coupons', { count: number(p.coupons) }),
        href: `/${lang}/toto/${p.drawId}`,
        link: t('office_promotions_open_toto'),
      };
    case 'referral':
      return {
        key: 'referral',
        title: t('office_screen_friends'),
        facts: t('office_promotions_referral_facts'),
        state: t('office_promotions_friends', { count: number(p.friends) }),
        href: `/${lang}/office/bring-a-friend`,
        link: t('office_promotions_open_referral'),
      };
    case 'express_boost':
      return {
        key: 'express-boost',
        title: t('office_promotions_boost'),
        facts: p.steps
          .map((s) => t('office_promotions_boost_step', { legs: number(s.legs), percent: number(s.percent) }))
          .join(' · '),
        state: t('office_promotions_boost_odds', {
          odds: formatNumber(p.minLegCoef, lang, { minimumFractionDigits: 2 }),
        }),
        href: `/${lang}/express-day`,
        link: t('office_promotions_open_boost'),
      };
    case 'offers':
      return {
        key: 'offers',
        title: t('office_screen_offers'),
        facts: t('office_promotions_offers_facts'),
        state: t('office_promotions_offers_count', { count: number(p.count) }),
        href: `/${lang}/office/special-offers`,
        link: t('office_promotions_open_offers'),
      };
    case 'cashback':
      return {
        key: 'cashback',
        title: t(`office_loyalty_level_${p.level}`),
        facts: t('office_loyalty_percent', { percent: number(p.percent) }),
        state: t('office_promotions_cashback_level'),
        href: `/${lang}/office/cashback`,
        link: t('office_promotions_open_cashback'),
      };
  }
}

export function PromotionsScreen({ client, t, lang }: Props) {
  const {
    data,
    failed,
    reload: load,
  } = useOfficeLoad(() => client.call(promotionsPath, promotionsData, { method: 'GET' }), [client]);

  if (failed) return <ErrorState text={t('office_promotions_load_failed')} onRetry={() => void load()} />;
  if (!data) return <SkeletonList rows={3} />;
  return (
    <section
      ref={loyaltyStyle}
      className="bf-loyalty"
      aria-label={t('office_screen_promotions')}
      data-testid="office-promotions"
    >
      {data.items.length === 0 ? (
        <EmptyState title={t('office_promotions_none')} icon="info" />
      ) : (
        <ul className="bf-loyalty-list" data-testid="promotions-list">
          {data.items.map((p) => {
            const card = cardOf(p, t, lang);
            const id = `bf-promo-${card.key}`;
            return (
              <li key={card.key} className="bf-loyalty-card" data-testid="promotion" data-kind={p.kind}>
                <h3 className="bf-loyalty-head" id={id}>
                  <bdi className="bf-grow">{card.title}</bdi>
                </h3>
                <p className="bf-loyalty-meta">{card.facts}</p>
                <p data-testid="promotion-state">{card.state}</p>
                <a href={card.href} aria-describedby={id}>
                  {card.link}
                </a>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
