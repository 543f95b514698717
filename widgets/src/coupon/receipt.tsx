/** The receipt after a placement: the bet numbers, an autobet's target, and the way to a new bet. */
import type { Translate as BetT } from '../runtime/use-texts';
import type { Phase } from './slip-store';

export function Receipt({
  phase,
  t,
  odds,
  onNewBet,
}: {
  phase: Extract<Phase, { name: 'placed' }>;
  t: BetT;
  odds: (value: number) => string;
  onNewBet: () => void;
}) {
  return (
    <div role="status" data-testid="coupon-receipt">
      <p className="bf-title">{t('coupon_placed')}</p>
      {phase.betIds.map((id) => (
        <p key={id} data-bet-id={id}>
          {t('coupon_bet_number', { id })}
        </p>
      ))}
      {phase.autoBetCf ? (
        <p data-testid="coupon-autobet-placed">{t('coupon_autobet_placed', { coef: odds(phase.autoBetCf) })}</p>
      ) : null}
      <button type="button" className="bf-button" onClick={onNewBet}>
        {t('coupon_new_bet')}
      </button>
    </div>
  );
}
