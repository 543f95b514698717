/**
 * The office's bid bet screens (docs/office.md; docs/feed-and-betting.md "Bid bets"), both over one call
 * (`GetBetBids`) and kept current by the push stream's `bid` notices (`refresh`):
 * - "interactive manager bets" (`managerbets`): the requests waiting for a trader or for the player's answer to a
 *   counter-offer, with accept / decline / withdraw;
 * - "powerbet" (`powerbet`): what a power bet is — the automatic limit above which a stake goes to a trader, the
 *   trader's and the player's decision times — and every request with how it ended.
 */
import { type BetBids, betBidResponseSchema, betBidsResponseSchema, bidPaths } from '@betframe/sdk/feed';
import { formatMoney } from '@betframe/sdk/format';
import { useEffect, useState } from 'react';
import type { AppT } from '../../runtime';
import { BidCard } from '../../runtime/betting/bid-card';
import { EmptyState, ErrorState, SkeletonList } from '../../runtime/ui/states';
import type { OfficeClient } from '../office-client';

interface Props {
  client: OfficeClient;
  t: AppT;
  lang: string;
  /** Grows with every `bid` push notice: read the bids again. */
  refresh: number;
}

function useBids(client: OfficeClient, refresh: number) {
  const [loaded, setLoaded] = useState<BetBids | 'error' | null>(null);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    void attempt;
    client
      .raw(bidPaths.list, betBidsResponseSchema, {})
      .then((r) => live && setLoaded(r.ok ? r.data.data.attributes : 'error'));
    return () => {
      live = false;
    };
  }, [client, refresh, attempt]);
  return { loaded, retry: () => setAttempt((n) => n + 1) };
}

export function ManagerBetsScreen({ client, t, lang, refresh }: Props) {
  const { loaded, retry } = useBids(client, refresh);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  if (loaded === null) return <SkeletonList rows={3} />;
  if (loaded === 'error') return <ErrorState onRetry={retry} />;
  const open = loaded.bids.filter((b) => b.status === 'pending' || b.status === 'countered');
  const answer = async (bidId: number, accept: boolean) => {
    setBusy(true);
    const r = await client.raw(bidPaths.answer, betBidResponseSchema, { bidId, accept });
    setBusy(false);
    setFailed(!r.ok);
    retry();
  };
  return (
    <section aria-label={t('office_screen_managerbets')} data-testid="office-managerbets">
      {failed ? <p role="alert">{t('bid_answer_failed')}</p> : null}
      {open.length === 0 ? (
        <EmptyState title={t('bid_none_open')} />
      ) : (
        open.map((b) => (
          <BidCard key={b.bidId} bid={b} t={t} lang={lang} busy={busy} onAnswer={(a) => void answer(b.bidId, a)} />
        ))
      )}
    </section>
  );
}

export function PowerBetScreen({ client, t, lang, refresh }: Props) {
  const { loaded, retry } = useBids(client, refresh);
  if (loaded === null) return <SkeletonList rows={3} />;
  if (loaded === 'error') return <ErrorState onRetry={retry} />;
  return (
    <section aria-label={t('office_screen_powerbet')} data-testid="office-powerbet">
      <p data-testid="powerbet-rules">
        {t('bid_powerbet_rules', {
          limit: formatMoney(loaded.maxStake, loaded.currency, lang),
          decision: Math.round(loaded.decisionSeconds / 60),
          counter: loaded.counterSeconds,
        })}
      </p>
      <h3>{t('bid_history')}</h3>
      {loaded.bids.length === 0 ? (
        <EmptyState title={t('bid_history_empty')} />
      ) : (
        loaded.bids.map((b) => <BidCard key={b.bidId} bid={b} t={t} lang={lang} />)
      )}
    </section>
  );
}
