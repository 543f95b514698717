/**
 * A bet's receipt (SPEC §7 LiveBet Secure HistoryDetail): asked again when it opens, so it shows the bet as it is
 * now in the player's language, with every leg's sport, championship and start, placing and settling dates, and
 * the money. Until the answer comes (or if it fails) the row's own copy of the bet is shown.
 */
import { type Bet, betSchema, feedPaths } from '@betframe/sdk/feed';
import { formatDate, type OddsFormat } from '@betframe/sdk/format';
import { useEffect, useState } from 'react';
import * as z from 'zod/mini';
import type { AppT } from '../runtime';
import { BetFigures, BetLegs, StatusBadge } from './bet-parts';
import { betTypeLabel } from './bet-view';
import type { OfficeClient } from './office-client';

const detailBody = z.object({ data: z.object({ attributes: z.object({ bet: betSchema }) }) });

export function BetReceipt({
  id,
  bet: listed,
  client,
  t,
  lang,
  format,
  onClose,
}: {
  id: string;
  bet: Bet;
  client: OfficeClient;
  t: AppT;
  lang: string;
  format?: OddsFormat | undefined;
  onClose: () => void;
}) {
  const [bet, setBet] = useState<Bet>(listed);
  useEffect(() => {
    let live = true;
    client.raw(feedPaths.secure('HistoryDetail'), detailBody, { betId: listed.betId }).then((result) => {
      if (live && result.ok) setBet(result.data.data.attributes.bet);
    });
    return () => {
      live = false;
    };
  }, [client, listed.betId]);
  const when = (iso: string) => formatDate(new Date(iso), { locale: lang }, 'dateTime');
  return (
    <section id={id} className="bf-receipt" data-testid="bet-detail" aria-label={t('office_bet_receipt')}>
      <div className="bf-row">
        <strong className="bf-grow">{t('office_bet_number', { id: bet.betId })}</strong>
        <StatusBadge bet={bet} t={t} />
      </div>
      <dl className="bf-bet-figures">
        <div>
          <dt>{t('coupon_bet_type')}</dt>
          <dd>{betTypeLabel(bet, t)}</dd>
        </div>
        <div>
          <dt>{t('office_bet_placed_at')}</dt>
          <dd>{when(bet.createdAt)}</dd>
        </div>
        {bet.settledAt ? (
          <div>
            <dt>{t('office_bet_settled_at')}</dt>
            <dd>{when(bet.settledAt)}</dd>
          </div>
        ) : null}
      </dl>
      <BetLegs bet={bet} t={t} lang={lang} format={format} full />
      <BetFigures bet={bet} t={t} lang={lang} format={format} />
      <button type="button" className="bf-button" onClick={onClose}>
        {t('office_bet_close')}
      </button>
    </section>
  );
}
