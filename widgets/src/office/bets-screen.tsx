/**
 * Bets history (SPEC §2 office, §7 LiveBet Secure History/HistoryDetail/SaleBet): the last 7 days by default,
 * filters by period and status (and "clear" back to the defaults), pages of 50 (SPEC §9 paging step), the history
 * of the filter sent by e-mail, a row per bet (bet-card.tsx: type, legs, stake, payout, status) opening its
 * receipt (bet-receipt.tsx), and cash-out of an open bet at the quoted amount (a refusal brings the new quote onto
 * the button to accept). It reads again whenever `refresh` changes (the office follows the player's push stream).
 */
import { HISTORY_PAGE_SIZE } from '@betframe/sdk/betting';
import { type Bet, type BetStatus, betSchema, type CashOutQuote, feedPaths } from '@betframe/sdk/feed';
import { formatMoney, type OddsFormat, oddsFormatForView } from '@betframe/sdk/format';
import { useEffect, useState } from 'react';
import * as z from 'zod/mini';
import type { AppT } from '../runtime';
import { sellBet } from '../runtime/betting/player-bets';
import { useCoefficientView } from '../runtime/betting/theme';
import { Select } from '../runtime/ui/select';
import { BetCard } from './bet-card';
import type { OfficeClient } from './office-client';
import { Pager } from './pager';

export const BET_HISTORY_DEFAULT_DAYS = 7;
const statuses: readonly ('' | BetStatus)[] = ['', 'open', 'won', 'lost', 'refund', 'sold'];
const periods = [1, 7, 30, 90];

const historyBody = z.object({
  data: z.object({
    attributes: z.object({ bets: z.array(z.unknown()), total: z.number(), page: z.number() }),
  }),
});

function parseBets(raw: unknown[]): Bet[] {
  const bets: Bet[] = [];
  for (const item of raw) {
    const parsed = betSchema.safeParse(item);
    if (parsed.success) bets.push(parsed.data);
  }
  return bets;
}

/** The history query of a period in days, ending now, one page of it (from 1). */
export function historyQuery(days: number, status: '' | BetStatus, page = 1, now = Date.now()) {
  return {
    from: new Date(now - days * 24 * 3600 * 1000).toISOString(),
    ...(status ? { status } : {}),
    page,
  };
}

/** How many pages `total` bets make at the history's page size (at least one). */
export function historyPages(total: number): number {
  return Math.max(1, Math.ceil(total / HISTORY_PAGE_SIZE));
}

type Props = Parameters<typeof BetsScreen>[0];

/** The screen in the office: odds in the player's odds format, as the betting widgets show them. */
export function OfficeBetsScreen(props: Omit<Props, 'format'>) {
  return <BetsScreen {...props} format={oddsFormatForView(useCoefficientView()[0])} />;
}

export function BetsScreen({
  client,
  t,
  lang,
  onBalanceChange,
  statusFilterVisible = true,
  token,
  refresh = 0,
  format,
}: {
  client: OfficeClient;
  token?: string | undefined;
  /** Changes when the player's bets changed (the push stream): the page is read again. */
  refresh?: number;
  t: AppT;
  lang: string;
  /** The status (bet type) filter is offered; hidden, the history shows every status. */
  statusFilterVisible?: boolean;
  /** A cash-out moved money: the office reloads the balances. */
  onBalanceChange?: () => void;
  /** The player's odds format (decimal when not given). */
  format?: OddsFormat | undefined;
}) {
  const [days, setDays] = useState(BET_HISTORY_DEFAULT_DAYS);
  const [status, setStatus] = useState<'' | BetStatus>('');
  const [bets, setBets] = useState<Bet[] | null>(null);
  const [open, setOpen] = useState<number | null>(null);
  const [message, setMessage] = useState('');
  const [version, setVersion] = useState(0);
  const [page, setPage] = useState(1);
  const [pages, setPages] = useState(1);
  const [quotes, setQuotes] = useState<ReadonlyMap<number, CashOutQuote>>(new Map());

  useEffect(() => {
    let live = true;
    void version;
    client.raw(feedPaths.secure('History'), historyBody, historyQuery(days, status, page)).then((result) => {
      if (!live) return;
      setBets(result.ok ? parseBets(result.data.data.attributes.bets) : []);
      setPages(result.ok ? historyPages(result.data.data.attributes.total) : 1);
    });
    return () => {
      live = false;
    };
  }, [client, days, status, page, version, refresh]);

  const cashOut = async (bet: Bet) => {
    const quote = quotes.get(bet.betId);
    const amount = quote?.amount ?? bet.cashOut;
    if (amount === undefined) return;
    const result = await sellBet(client.origin, token, lang, {
      saleBetId: bet.betId,
      ...(quote ? { quoteId: quote.quoteId } : { expectedOffer: amount }),
    });
    if (!result.ok && result.quote) {
      // The offer moved: the button now says the new amount, for the player to accept or not.
      setQuotes(new Map(quotes).set(bet.betId, result.quote));
      setMessage(t('coupon_cash_out_changed', { amount: formatMoney(result.quote.amount, bet.currencyIso, lang) }));
      return;
    }
    setMessage(result.ok ? t('office_cash_out_done') : result.message);
    setVersion((v) => v + 1);
    if (result.ok) onBalanceChange?.();
  };
  const offerOf = (bet: Bet) => quotes.get(bet.betId)?.amount ?? bet.cashOut;

  // A hidden filter must not keep narrowing the list where the player cannot see or clear it.
  useEffect(() => {
    if (!statusFilterVisible) setStatus('');
  }, [statusFilterVisible]);

  const filtered = days !== BET_HISTORY_DEFAULT_DAYS || status !== '';
  const clearFilters = () => {
    setDays(BET_HISTORY_DEFAULT_DAYS);
    setStatus('');
    setPage(1);
  };
  const mail = async () => {
    const { from, status: wanted } = historyQuery(days, status);
    const result = await client.mailBets({ from, ...(wanted ? { status: wanted } : {}) });
    if (result.ok) setMessage(t('office_bets_mail_sent', { count: result.data.count, to: result.data.to }));
    else if (result.code === 'email_required' || result.code === 'too_many_requests')
      setMessage(t(`office_bets_mail_${result.code}`));
    else setMessage(result.message);
  };

  return (
    <div data-testid="office-bets">
      <div className="bf-row bf-wrap">
        <Select
          id="bf-bets-period"
          label={t('office_period')}
          options={periods.map((p) => ({ value: String(p), label: t('office_period_days', { count: p }) }))}
          value={String(days)}
          onChange={(value) => {
            setDays(Number(value));
            setPage(1);
          }}
        />
        {statusFilterVisible && (
          <Select
            id="bf-bets-status"
            label={t('office_status')}
            options={statuses.map((s) => ({ value: s, label: t(s ? `office_bet_status_${s}` : 'office_all') }))}
            value={status}
            onChange={(value) => {
              setStatus(value);
              setPage(1);
            }}
          />
        )}
        <button
          type="button"
          className="bf-button"
          disabled={!filtered}
          onClick={clearFilters}
          data-testid="bets-clear"
        >
          {t('office_clear_filters')}
        </button>
        <button type="button" className="bf-button" onClick={() => void mail()} data-testid="bets-mail">
          {t('office_bets_mail')}
        </button>
      </div>
      {message && (
        <p role="status" className="bf-muted">
          {message}
        </p>
      )}
      {!bets ? (
        <p className="bf-muted">{t('reg_loading')}</p>
      ) : bets.length === 0 ? (
        <p className="bf-muted" data-testid="bets-empty">
          {t('office_bets_empty')}
        </p>
      ) : (
        <ul className="bf-list">
          {bets.map((bet) => (
            <BetCard
              key={bet.betId}
              bet={bet}
              t={t}
              lang={lang}
              client={client}
              open={open === bet.betId}
              onToggle={() => setOpen(open === bet.betId ? null : bet.betId)}
              offer={offerOf(bet)}
              onCashOut={cashOut}
              format={format}
            />
          ))}
        </ul>
      )}
      <Pager page={page} pages={pages} onPage={setPage} t={t} testId="bets" />
    </div>
  );
}
