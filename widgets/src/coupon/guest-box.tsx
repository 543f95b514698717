/** The ways to log in or register for a guest who tried to bet (a lazy chunk: guests rarely get here). */
import type { WidgetRuntime } from '../runtime';
import type { Translate as BetT } from '../runtime/use-texts';

/** A guest who tried to bet: the ways to log in or register (the coupon is kept for the return). */
export default function GuestBox({ t, emit }: { t: BetT; emit: WidgetRuntime['emit'] }) {
  return (
    <div role="alert" data-testid="coupon-guest">
      <p>{t('coupon_login_required')}</p>
      <button type="button" className="bf-button" onClick={() => emit('navigate', { path: '/login' })}>
        {t('log_in')}
      </button>
      <button type="button" className="bf-button" onClick={() => emit('navigate', { path: '/registration' })}>
        {t('register')}
      </button>
    </div>
  );
}
