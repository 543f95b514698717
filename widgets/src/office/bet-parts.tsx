/**
 * The pieces a bets-history row and a bet receipt share: the status badge (colour and icon), the legs (event,
 * market, outcome, odds, result) and the figures (stake, odds, payout / cash-out amount / possible win). Names are
 * wrapped in <bdi> so a Latin name keeps its order on an Arabic page and the other way round.
 */
import type { Bet } from '@betframe/sdk/feed';
import { formatDate, type OddsFormat } from '@betframe/sdk/format';
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

export function BetLegs({
  bet,
  t,
  lang,
  full = false,
  format,
}: {
  bet: Bet;
  t: AppT;
  lang: string;
  full?: boolean;
  /** The player's odds format (decimal when not given). */
  format?: OddsFormat | undefined;
}) {
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
            <span className="bf-odds">{formatOddsValue(leg.coef, lang, format)}</span>
            <span className="bf-leg-result" data-tone={result.tone}>
              {t(result.key, result.values)}
            </span>
          </li>
        );
      })}
    </ul>
  );
}

/** Stake · odds · payout (or cash-out amount, or possible win). */
export function BetFigures({
  bet,
  t,
  lang,
  format,
}: {
  bet: Bet;
  t: AppT;
  lang: string;
  format?: OddsFormat | undefined;
}) {
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
        <dd className="bf-odds">{formatOddsValue(bet.coef, lang, format)}</dd>
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
