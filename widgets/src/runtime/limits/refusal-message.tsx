/**
 * A limit refusal's text (refusal.ts) with its date in the player's language: loaded on demand by the forms that
 * show one, so the date formatting stays off their first load.
 */
import { formatDate } from '@betframe/sdk/format';
import type { Translate } from '../use-texts';
import { type LimitRefusal, limitRefusalText } from './refusal';

export function LimitRefusalMessage({
  t,
  refusal,
  money,
  lang,
}: {
  t: Translate;
  refusal: LimitRefusal;
  money: (amount: number) => string;
  lang: string;
}) {
  return (
    <>
      {limitRefusalText(t, refusal, { money, date: (iso) => formatDate(new Date(iso), { locale: lang }, 'dateTime') })}
    </>
  );
}
