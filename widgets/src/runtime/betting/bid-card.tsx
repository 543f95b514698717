/**
 * One bid (VIP) bet as the player sees it (the slip's request panel, the office's "interactive manager bets" and
 * "powerbet" screens; docs/feed-and-betting.md "Bid bets"): the selection, the stake and price asked, where it
 * stands, a counter-offer with its deadline and the buttons to accept or decline it, or to withdraw a request the
 * trader has not decided yet. The deadline is shown as a time: the server's clock decides when it passes.
 */
import type { BetBid } from '@betframe/sdk/feed';
import { formatMoney, toIntlLocale } from '@betframe/sdk/format';
import type { Translate } from '../use-texts';

export interface BidCardProps {
  bid: BetBid;
  t: Translate;
  lang: string;
  /** Answers the bid (accept a counter-offer, or decline / withdraw); absent, the card only shows it. */
  onAnswer?: (accept: boolean) => void;
  busy?: boolean;
}

export function BidCard({ bid, t, lang, onAnswer, busy = false }: BidCardProps) {
  const money = (v: number) => formatMoney(v, bid.currency, lang);
  const time = new Intl.DateTimeFormat(toIntlLocale(lang), { timeStyle: 'short' }).format(new Date(bid.expiresAt));
  const status =
    bid.status === 'countered'
      ? t('bid_status_countered', {
          stake: money(bid.counterStake ?? bid.stake),
          coef: String(bid.counterCoef ?? bid.coef),
          time,
        })
      : bid.status === 'accepted'
        ? t('bid_status_accepted', { betId: bid.betId ?? 0 })
        : t(`bid_status_${bid.status}`, { time });
  const open = bid.status === 'pending' || bid.status === 'countered';
  return (
    <div className="bf-bid" data-testid="bid" data-bid={bid.bidId} data-status={bid.status}>
      <p>
        <strong>{bid.label}</strong>
        {bid.isPowerBet ? <span className="bf-muted"> · {t('bid_power_tag')}</span> : null}
      </p>
      <p>{t('bid_asked', { stake: money(bid.stake), coef: String(bid.coef) })}</p>
      <p role={open ? 'status' : undefined} data-testid="bid-status">
        {status}
      </p>
      {onAnswer && open ? (
        <div className="bf-row">
          {bid.status === 'countered' ? (
            <button
              type="button"
              className="bf-button"
              data-primary=""
              data-testid="bid-accept"
              disabled={busy}
              onClick={() => onAnswer(true)}
            >
              {t('bid_accept_counter')}
            </button>
          ) : null}
          <button
            type="button"
            className="bf-button"
            data-testid="bid-decline"
            disabled={busy}
            onClick={() => onAnswer(false)}
          >
            {t(bid.status === 'countered' ? 'bid_decline' : 'bid_withdraw')}
          </button>
        </div>
      ) : null}
    </div>
  );
}
