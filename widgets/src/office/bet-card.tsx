/**
 * One row of the bets history: status (colour and icon), bet type, number and date, every leg (event, market,
 * outcome, odds, result), stake, total odds and the money line (payout, cash-out amount or possible win), the
 * cash-out button of an open bet, and the way into the bet's receipt.
 */
import type { Bet } from '@betframe/sdk/feed';
import { formatDate, type OddsFormat } from '@betframe/sdk/format';
import type { AppT } from '../runtime';
import { BetFigures, BetLegs, StatusBadge } from './bet-parts';
import { BetReceipt } from './bet-receipt';
import { betTypeLabel, money } from './bet-view';
import type { OfficeClient } from './office-client';

export function BetCard({
  bet,
  t,
  lang,
  client,
  open,
  onToggle,
  offer = bet.cashOut,
  onCashOut,
  format,
}: {
  bet: Bet;
  t: AppT;
  lang: string;
  client: OfficeClient;
  open: boolean;
  onToggle: () => void;
  /** The cash-out amount on offer: the live quote when one is held, else the bet's own offer. */
  offer?: number | undefined;
  onCashOut: (bet: Bet) => void;
  /** The player's odds format (decimal when not given). */
  format?: OddsFormat | undefined;
}) {
  const receiptId = `bf-bet-receipt-${bet.betId}`;
  return (
    <li className="bf-bet" data-bet-id={bet.betId} data-status={bet.status} data-payout={bet.payout}>
      <div className="bf-row">
        <StatusBadge bet={bet} t={t} />
        <strong data-testid="bet-type">{betTypeLabel(bet, t)}</strong>
        <span className="bf-grow bf-muted">
          <bdi>№{bet.betId}</bdi> · {formatDate(new Date(bet.createdAt), { locale: lang }, 'dateTime')}
        </span>
        <button
          type="button"
          className="bf-link"
          aria-expanded={open}
          aria-controls={receiptId}
          data-testid="bet-open"
          onClick={onToggle}
        >
          {t(open ? 'office_bet_close' : 'office_bet_open_receipt')}
        </button>
      </div>
      <BetLegs bet={bet} t={t} lang={lang} format={format} />
      <div className="bf-row">
        <BetFigures bet={bet} t={t} lang={lang} format={format} />
        {bet.status === 'open' && offer !== undefined && (
          <button
            type="button"
            className="bf-button"
            onClick={() => onCashOut(bet)}
            data-testid="bet-cash-out"
            data-cash-out={offer}
          >
            {t('office_cash_out', { amount: money(bet, offer, lang) })}
          </button>
        )}
      </div>
      {open && (
        <BetReceipt id={receiptId} bet={bet} client={client} t={t} lang={lang} format={format} onClose={onToggle} />
      )}
    </li>
  );
}
