import type { CallFailure } from '@betframe/sdk/request';
import { describe, expect, it } from 'vitest';
import { limitRefusalOf, limitRefusalText } from './refusal';

const failure = (code: string, data: unknown): CallFailure =>
  ({ ok: false, code, message: code, status: 403, fieldErrors: {}, body: { data } }) as unknown as CallFailure;
const t = (key: string, values?: Record<string, unknown>) => (values ? `${key}${JSON.stringify(values)}` : key);
const format = { money: (n: number) => `${n.toFixed(2)} RUB`, date: (iso: string) => iso.slice(0, 10) };

describe('limit refusals in words', () => {
  it('limit_reached names the limit, its period and what is left', () => {
    const refusal = limitRefusalOf(failure('limit_reached', { type: 'wager', period: 'day', remaining: 5 }));
    expect(refusal).toEqual({ code: 'limit_reached', type: 'wager', period: 'day', remaining: 5 });
    expect(limitRefusalText(t, refusal as never, format)).toBe(
      'error_limit_reached{"limit":"limits.type_wager","period":"limits.period_day","remaining":"5.00 RUB"}',
    );
  });

  it('exclusions say until when, or permanently', () => {
    const timeout = limitRefusalOf(failure('timeout_active', { until: '2026-12-01T00:00:00.000Z' }));
    expect(limitRefusalText(t, timeout as never, format)).toBe('error_timeout_active{"until":"2026-12-01"}');
    const forever = limitRefusalOf(failure('self_excluded', { until: null }));
    expect(limitRefusalText(t, forever as never, format)).toBe('error_self_excluded{"until":"limits.permanent"}');
  });

  it('other failures are not refusals', () => {
    expect(limitRefusalOf(failure('insufficient_funds', {}))).toBeUndefined();
  });
});
