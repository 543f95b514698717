/**
 * Cash-out of one open bet at the amount on its button: at the live quote when there is one (the coupon's "my
 * bets"), else at the amount shown (a history row). A refusal shows the new quote on the button for the player to
 * accept; nothing is sold at an amount they have not seen. A part of the quote can be sold when the site allows it.
 */
import type { Bet, CashOutQuote } from '@betframe/sdk/feed';
import { formatNumericInput } from '@betframe/sdk/validation';
import { useEffect, useState } from 'react';
import { type SaleResult, sellBet } from './player-bets';

type Sold = Extract<SaleResult, { ok: true }>;

export function CashOutControl({
  origin,
  token,
  lang,
  bet,
  quote,
  t,
  money,
  partAllowed = false,
  onSold,
}: {
  origin: string;
  token: string;
  lang: string;
  bet: Bet;
  /** The live quote; without it the bet's indicative offer (`bet.cashOut`) is what the button says. */
  quote?: CashOutQuote | undefined;
  t: (key: string, values?: Record<string, string | number>) => string;
  money: (value: number) => string;
  partAllowed?: boolean;
  onSold: (sold: Sold) => void;
}) {
  const [override, setOverride] = useState<CashOutQuote | undefined>();
  const [problem, setProblem] = useState<'changed' | 'unavailable' | undefined>();
  const [busy, setBusy] = useState(false);
  const [part, setPart] = useState('');
  // A fresher quote from the live refresh replaces the one a refusal brought.
  useEffect(() => setOverride(undefined), [quote?.quoteId]);
  const offer = override ?? quote;
  const amount = offer?.amount ?? bet.cashOut;
  if (amount === undefined) return null;
  const partAmount = formatNumericInput(part, { unsigned: true, accuracy: 2, clamp: false }).value ?? 0;

  const sell = async (summ?: number) => {
    setBusy(true);
    const result = await sellBet(origin, token, lang, {
      saleBetId: bet.betId,
      ...(offer ? { quoteId: offer.quoteId } : { expectedOffer: amount }),
      ...(summ ? { summ } : {}),
    });
    setBusy(false);
    if (result.ok) {
      setProblem(undefined);
      setPart('');
      onSold(result);
    } else if (result.quote) {
      setOverride(result.quote);
      setProblem('changed');
    } else setProblem('unavailable');
  };

  return (
    <div className="bf-row bf-wrap" data-testid="cash-out-control">
      <button
        type="button"
        className="bf-button"
        data-testid="cash-out"
        data-amount={amount}
        disabled={busy}
        onClick={() => void sell()}
      >
        {t('coupon_cash_out_accept', { amount: money(amount) })}
      </button>
      {partAllowed ? (
        <>
          <input
            inputMode="decimal"
            aria-label={t('coupon_cash_out_part')}
            data-testid="cash-out-part-amount"
            value={part}
            onInput={(e) => setPart(formatNumericInput(e.currentTarget.value, { unsigned: true, accuracy: 2 }).text)}
          />
          <button
            type="button"
            className="bf-button"
            data-testid="cash-out-part"
            disabled={busy || partAmount <= 0 || partAmount >= amount}
            onClick={() => void sell(partAmount)}
          >
            {t('coupon_cash_out_part')}
          </button>
        </>
      ) : null}
      {problem ? (
        <p role="alert" data-testid={`cash-out-${problem}`}>
          {problem === 'changed'
            ? t('coupon_cash_out_changed', { amount: money(amount) })
            : t('coupon_cash_out_unavailable')}
        </p>
      ) : null}
    </div>
  );
}
