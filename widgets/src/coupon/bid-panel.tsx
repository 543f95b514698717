/**
 * The slip's bid (VIP) bet panel, loaded only when a single was refused for its stake above the automatic limit
 * (docs/feed-and-betting.md "Bid bets"): it offers to send the stake to a trader (`MakeBetBidWeb`), then shows the
 * request live — the player's push stream's `bid` notices read it again (`GetBetBids`), no stream of its own — and
 * answers a counter-offer within its time (`AnswerBetBid`). An accepted bid arrives as a bet like any other.
 */
import { type BetBid, betBidResponseSchema, betBidsResponseSchema, bidPaths } from '@betframe/sdk/feed';
import { callResultOf, type ResponseSchema } from '@betframe/sdk/request';
import { useState } from 'react';
import type { WidgetRuntime } from '../runtime';
import { usePlayerBets } from '../runtime/betting/bets-push';
import { BidCard } from '../runtime/betting/bid-card';
import { httpFor, playerAuth } from '../runtime/http';
import type { Translate } from '../runtime/use-texts';
import type { SlipView } from './slip-view';

interface Props {
  runtime: WidgetRuntime;
  token: string;
  view: SlipView;
  t: Translate;
  /** Keeps the panel in the slip while a request is shown (true), or lets it go (false). */
  onShown: (shown: boolean) => void;
}

function call<T>(
  runtime: WidgetRuntime,
  token: string,
  path: string,
  params: Record<string, unknown>,
  schema: ResponseSchema<T>,
) {
  return httpFor(runtime.origin)
    .request({
      path,
      method: 'POST',
      params,
      headers: playerAuth(token),
      query: { lng: runtime.options.lang },
      schema,
    })
    .then((r) => callResultOf(r as Parameters<typeof callResultOf<T>>[0]));
}

export default function BidPanel({ runtime, token, view, t, onShown }: Props) {
  const [bid, setBid] = useState<BetBid>();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState<string>();
  const lang = runtime.options.lang;
  const reload = (id: number) =>
    void call(runtime, token, bidPaths.list, {}, betBidsResponseSchema).then((r) => {
      const found = r.ok ? r.data.data.attributes.bids.find((b) => b.bidId === id) : undefined;
      if (found) setBid(found);
    });
  usePlayerBets(runtime.origin, lang, token, () => undefined, {
    onBid: (e) => {
      if (bid && e.bid === bid.bidId) reload(bid.bidId);
    },
  });
  if (view.kind !== 'single' && !bid) return null;

  const ask = async () => {
    setBusy(true);
    const betGuid = globalThis.crypto?.randomUUID?.() ?? `bid-${Math.random().toString(36).slice(2)}-guid`;
    const r = await call(
      runtime,
      token,
      bidPaths.make,
      {
        couponEvents: view.events.map(({ gameId, type, param, coef }) => ({ gameId, type, param, coef })),
        vid: 0,
        VIPBetSumm: view.stake,
        betGuid,
      },
      betBidResponseSchema,
    );
    setBusy(false);
    setFailed(r.ok ? undefined : 'bid_ask_failed');
    if (r.ok) {
      setBid(r.data.data.attributes.bid);
      onShown(true);
    }
  };
  const answer = async (accept: boolean) => {
    if (!bid) return;
    setBusy(true);
    const r = await call(runtime, token, bidPaths.answer, { bidId: bid.bidId, accept }, betBidResponseSchema);
    setBusy(false);
    setFailed(r.ok ? undefined : 'bid_answer_failed');
    if (r.ok) setBid(r.data.data.attributes.bid);
    else reload(bid.bidId);
  };

  return (
    <div data-testid="bid-panel">
      {bid ? (
        <>
          <BidCard bid={bid} t={t} lang={lang} busy={busy} onAnswer={(a) => void answer(a)} />
          {bid.status === 'pending' || bid.status === 'countered' ? null : (
            <button type="button" className="bf-button" data-testid="bid-close" onClick={() => onShown(false)}>
              {t('bid_close')}
            </button>
          )}
        </>
      ) : (
        <>
          <p>{t('bid_offer')}</p>
          <button type="button" className="bf-button" data-testid="bid-ask" disabled={busy} onClick={() => void ask()}>
            {t('bid_ask')}
          </button>
        </>
      )}
      {failed ? <p role="alert">{t(failed)}</p> : null}
    </div>
  );
}
