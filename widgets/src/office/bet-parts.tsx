/**
 * The pieces a bets-history row and a bet receipt share: the status badge (colour and icon), the legs (event,
 * market, outcome, odds, result) and the figures (stake, odds, payout / cash-out amount / possible win). Names are
 * wrapped in <bdi> so a Latin name keeps its order on an Arabic page and the other way round.
 */
import type { Bet } from '@betframe/sdk/feed';
import { formatDate } from '@betframe/sdk/format';
import type { AppT } from '../runtime';
import { formatOddsValue, legNames, legResult, money, moneyLine, statusLook } from './bet-view';

export function StatusBadge({ bet, t }: { bet: Pick<Bet, 'status'>; t: AppT }) {
  const look = statusLook(bet.status);
  return (
    <span className="bf-bet-status" data-tone={look.tone} data-testid="bet-status">
      <span aria-hidden="true">{look.icon}</span> {t(`office_bet_status_${bet.status}`)}
    </span>
  );
}

export function BetLegs({ bet, t, lang, full = false }: { bet: Bet; t: AppT; lang: string; full?: boolean }) {
  return (
    <ul className="bf-legs" data-testid="bet-legs">
      {bet.selections.map((leg) => {
        const names = legNames(leg);
        const result = legResult(leg);
        return (
          <li key={`${leg.gameId}-${leg.type}-${leg.param}`} className="bf-leg" data-result={leg.result ?? 'open'}>
            <span className="bf-grow">
              {full && (leg.sportName || leg.champName) ? (
                <span className="bf-muted bf-leg-context">
                  <bdi>{leg.sportName}</bdi> · <bdi>{leg.champName}</bdi>
                  {leg.start ? <> · {formatDate(leg.start * 1000, { locale: lang }, 'dateTime')}</> : null}
                </span>
              ) : null}
              <bdi className="bf-leg-event">{leg.gameName}</bdi>
              <span className="bf-leg-pick">
                {names.market ? (
                  <>
                    <bdi className="bf-muted">{names.market}</bdi>:{' '}
                  </>
                ) : null}
                <bdi>{names.outcome}</bdi>
              </span>
            </span>
            <span className="bf-odds">{formatOddsValue(leg.coef, lang)}</span>
            <span className="bf-leg-result" data-tone={result.tone}>
              {t(result.key)}
            </span>
          </li>
        );
      })}
    </ul>
  );
}

/** Stake · odds · payout (or cash-out amount, or possible win). */
export function BetFigures({ bet, t, lang }: { bet: Bet; t: AppT; lang: string }) {
  const line = moneyLine(bet);
  return (
    <dl className="bf-bet-figures">
      {bet.summ > 0 || bet.status !== 'sold' ? (
        <div>
          <dt>{t('office_bet_stake')}</dt>
          <dd data-testid="bet-stake">{money(bet, bet.summ, lang)}</dd>
        </div>
      ) : null}
      <div>
        <dt>{t('office_bet_odds')}</dt>
        <dd className="bf-odds">{formatOddsValue(bet.coef, lang)}</dd>
      </div>
      <div>
        <dt>{t(line.key)}</dt>
        <dd data-testid="bet-money" className="bf-odds">
          {money(bet, line.amount, lang)}
        </dd>
      </div>
    </dl>
  );
}

export const betStyles = `
.bf-bet { padding: 8px 0; border-block-end: 1px solid var(--bf-line); }
.bf-bet .bf-row { border-block-end: 0; padding: 4px 0; }
.bf-bet-status { display: inline-flex; gap: 4px; align-items: center; padding: 0 8px; border-radius: 10px; font-weight: 600; }
[data-tone="won"] { color: #1a7f37; } .bf-bet-status[data-tone="won"] { background: #e6f4ea; }
[data-tone="lost"] { color: #b42318; } .bf-bet-status[data-tone="lost"] { background: #fdecea; }
[data-tone="refund"] { color: #5f6b7a; } .bf-bet-status[data-tone="refund"] { background: var(--bf-soft); }
[data-tone="sold"] { color: #8a5a00; } .bf-bet-status[data-tone="sold"] { background: #fff4e0; }
[data-tone="open"] { color: var(--bf-accent); } .bf-bet-status[data-tone="open"] { background: var(--bf-soft); }
.bf-legs { list-style: none; margin: 0; padding: 0; }
.bf-leg { display: flex; gap: 8px; align-items: baseline; padding: 2px 0; }
.bf-leg .bf-grow { display: flex; flex-direction: column; }
.bf-leg-result { min-width: 6em; text-align: end; }
.bf-bet-figures { display: flex; flex-wrap: wrap; gap: 4px 16px; margin: 0; flex: 1; }
.bf-bet-figures div { display: flex; gap: 4px; } .bf-bet-figures dt { color: var(--bf-muted); } .bf-bet-figures dd { margin: 0; }
.bf-receipt { border: 1px solid var(--bf-line); border-radius: 8px; padding: 8px 12px; margin: 4px 0; background: var(--bf-soft); }
`;
