/**
 * What the page address says about a pay-and-play registration that just came back from the bank
 * (`?pay_and_play=done`, `?pay_and_play_error=<code>`); kept apart from the form, which loads when its tab opens.
 */
import { payAndPlayErrors } from '@betframe/sdk/account';

/** The result and, for a refusal, its text key (`reg_pnp_error_<code>`; an unknown code reads as `refused`). */
export function payAndPlayResult(location: Location): { done: boolean; error?: string } {
  const search = new URLSearchParams(location.search);
  const error = search.get('pay_and_play_error');
  const known = (payAndPlayErrors as readonly string[]).includes(error ?? '') ? error : error ? 'refused' : null;
  return { done: search.get('pay_and_play') === 'done', ...(known ? { error: `reg_pnp_error_${known}` } : {}) };
}
