/**
 * A refusal of CONTRACTS §7 (403 `limit_reached`, `timeout_active`, `self_excluded`) read from a failed call,
 * and its translated reason: "Wager limit (day) is reached. Left: 5,00 ₽." (errors.json `error_<code>`).
 * Read by hand rather than with the schemas of `@betframe/sdk/limits`: the bet slip carries this module, and the
 * limits schemas belong to the screens that load on demand.
 */
import type { LimitPeriod, LimitRefusalCode, LimitRefusalData, LimitType } from '@betframe/sdk/limits';
import type { CallFailure } from '@betframe/sdk/request';
import type { Translate } from '../use-texts';

export interface LimitRefusal extends LimitRefusalData {
  code: LimitRefusalCode;
}

const codes: readonly string[] = ['limit_reached', 'timeout_active', 'self_excluded'] satisfies LimitRefusalCode[];
const types: readonly string[] = ['deposit', 'loss', 'wager', 'session'] satisfies LimitType[];
const periods: readonly string[] = ['day', 'week', 'month'] satisfies LimitPeriod[];

export function limitRefusalOf(failure: Pick<CallFailure, 'code'> & { body?: unknown }): LimitRefusal | undefined {
  if (!codes.includes(failure.code)) return undefined;
  const data = ((failure.body as { data?: unknown } | undefined)?.data ?? {}) as Record<string, unknown>;
  const refusal: LimitRefusal = { code: failure.code as LimitRefusalCode };
  if (typeof data.type === 'string' && types.includes(data.type)) refusal.type = data.type as LimitType;
  if (typeof data.period === 'string' && periods.includes(data.period)) refusal.period = data.period as LimitPeriod;
  if (typeof data.remaining === 'number') refusal.remaining = data.remaining;
  if (typeof data.until === 'string' || data.until === null) refusal.until = data.until;
  return refusal;
}

export function limitRefusalText(
  t: Translate,
  refusal: LimitRefusal,
  format: { money: (amount: number) => string; date: (iso: string) => string },
): string {
  if (refusal.code === 'limit_reached') {
    const remaining = refusal.remaining ?? 0;
    return t('error_limit_reached', {
      limit: refusal.type ? t(`limits.type_${refusal.type}`) : '',
      period: refusal.period ? t(`limits.period_${refusal.period}`) : '',
      remaining: refusal.type === 'session' ? t('limits.minutes_value', { n: remaining }) : format.money(remaining),
    });
  }
  const until = refusal.until ? format.date(refusal.until) : t('limits.permanent');
  return t(`error_${refusal.code}`, { until });
}
