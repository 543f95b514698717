/**
 * The office's casino screen: the player's rounds, newest first, 50 a page (`GET /web-api/casino/history?page`):
 * game, stake, payout, state (a round rolled back by the provider wallet is marked void, its stake returned —
 * GLI-19), time, and a "verify" link that opens the fairness verifier filled with the round's seeds,
 * nonce and parameters (the seed is there once the player has rotated; before that the link says so).
 */
import { casinoPaths, HISTORY_PAGE, type HistoryRound, historySchema } from '@betframe/sdk/casino';
import { formatMoney, toIntlLocale } from '@betframe/sdk/format';
import { useEffect, useState } from 'react';
import * as z from 'zod/mini';
import type { AppT } from '../runtime';
import { httpFor, playerAuth } from '../runtime/http';
import { EmptyState, ErrorState, SkeletonList } from '../runtime/ui/states';
import { Pager } from './pager';

/** The verifier's address for a round (the site's `/{lang}/casino/fairness`, filled from its query). */
export function verifyHref(origin: string, lang: string, round: HistoryRound): string {
  const f = round.fairness;
  const outcome = round.outcome && typeof round.outcome === 'object' ? (round.outcome as Record<string, unknown>) : {};
  const params = {
    ...(round.params && typeof round.params === 'object' ? round.params : {}),
    ...(Array.isArray(outcome.actions) ? { actions: outcome.actions } : {}),
  };
  const query = new URLSearchParams({
    game: round.game,
    serverSeedHash: f.serverSeedHash,
    clientSeed: f.clientSeed,
    nonce: String(f.nonce),
    params: JSON.stringify(params),
    ...(f.serverSeed ? { serverSeed: f.serverSeed } : {}),
  });
  return `${origin}/${lang}/casino/fairness?${query}`;
}

export function CasinoScreen({
  origin,
  token,
  t,
  lang,
}: {
  origin: string;
  token: string | undefined;
  t: AppT;
  lang: string;
}) {
  const [page, setPage] = useState(1);
  const [answer, setAnswer] = useState<z.output<typeof historySchema> | 'error' | null>(null);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    void attempt;
    setAnswer(null);
    httpFor(origin)
      .request({
        path: casinoPaths.history,
        query: { page, lng: lang },
        headers: playerAuth(token),
        schema: z.object({ data: historySchema }),
      })
      .then((result) => live && setAnswer(result.error ? 'error' : result.data.data));
    return () => {
      live = false;
    };
  }, [origin, token, lang, page, attempt]);

  if (answer === null) return <SkeletonList rows={4} />;
  if (answer === 'error')
    return <ErrorState title={t('casino_history_error')} onRetry={() => setAttempt((a) => a + 1)} />;
  if (answer.rounds.length === 0) return <EmptyState icon="casino" title={t('casino_history_empty')} />;
  return (
    <div data-testid="office-casino">
      <RoundsTable rounds={answer.rounds} origin={origin} t={t} lang={lang} />
      <Pager
        page={page}
        pages={Math.ceil(answer.total / HISTORY_PAGE)}
        onPage={setPage}
        t={t}
        testId="casino-history"
      />
    </div>
  );
}

/** The rounds of one page; a voided (rolled-back) round says so in words and with the refund look of the bets. */
export function RoundsTable({
  rounds,
  origin,
  t,
  lang,
}: {
  rounds: readonly HistoryRound[];
  origin: string;
  t: AppT;
  lang: string;
}) {
  const time = new Intl.DateTimeFormat(toIntlLocale(lang), { dateStyle: 'short', timeStyle: 'medium' });
  return (
    <table className="bf-table">
      <caption className="bf-visually-hidden">{t('office_screen_casino')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('casino_history_game')}</th>
          <th scope="col">{t('casino_history_stake')}</th>
          <th scope="col">{t('casino_history_payout')}</th>
          <th scope="col">{t('casino_history_state')}</th>
          <th scope="col">{t('casino_history_time')}</th>
          <th scope="col">
            <span className="bf-visually-hidden">{t('casino_verify')}</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {rounds.map((round) => (
          <tr
            key={round.roundId}
            data-testid="casino-round"
            data-round={round.roundId}
            data-game={round.game}
            data-status={round.status}
          >
            <td>{round.gameName}</td>
            <td className="bf-odds">{formatMoney(round.stake, round.currency, lang)}</td>
            <td className="bf-odds">{formatMoney(round.payout, round.currency, lang)}</td>
            <td data-testid="casino-round-state">
              {round.status === 'rolled_back' ? (
                <span className="bf-bet-status" data-tone="refund">
                  <span aria-hidden="true">↺</span> {t('casino_round_rolled_back')}
                </span>
              ) : (
                t(round.status === 'open' ? 'casino_round_open' : 'casino_round_closed')
              )}
            </td>
            <td>{time.format(new Date(round.time))}</td>
            <td>
              <a
                href={verifyHref(origin, lang, round)}
                data-testid="casino-round-verify"
                aria-label={t('casino_verify_round', { game: round.gameName, id: round.roundId })}
              >
                {t('casino_verify')}
              </a>
              {!round.fairness.serverSeed && <span className="bf-muted"> {t('casino_history_seed_hidden')}</span>}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
