/**
 * A refusal of CONTRACTS §7 (403 `limit_reached`, `timeout_active`, `self_excluded`) read from a failed call,
 * and its translated reason: "Wager limit (day) is reached. Left: 5,00 ₽." (errors.json `error_<code>`).
 */
import {
  type LimitRefusalCode,
  type LimitRefusalData,
  limitRefusalCodes,
  limitRefusalDataSchema,
} from '@betframe/sdk/limits';
import type { CallFailure } from '@betframe/sdk/request';
import type { Translate } from '../use-texts';

export interface LimitRefusal extends LimitRefusalData {
  code: LimitRefusalCode;
}

export function limitRefusalOf(failure: CallFailure): LimitRefusal | undefined {
  if (!(limitRefusalCodes as readonly string[]).includes(failure.code)) return undefined;
  const body = failure.body as { data?: unknown } | undefined;
  const data = limitRefusalDataSchema.safeParse(body?.data ?? {});
  return { code: failure.code as LimitRefusalCode, ...(data.success ? data.data : {}) };
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
