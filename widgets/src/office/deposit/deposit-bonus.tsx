/**
 * The deposit form's first-deposit bonus choice (SPEC §3 firstDepositBonusChoice; docs/bonuses.md "First
 * deposit"): shown while the player has made no deposit and the offers exist — the sport offer ('1st'), the casino
 * offer ('slot_first_deposit') and "No bonus" ('cancel'), each with the offer's own percent, cap and wagering
 * multiple in the deposit's currency. The partner's first-deposit key is preselected.
 */
import type { FirstDepositChoice, FirstDepositData, FirstDepositOfferData } from '@betframe/sdk/bonuses';
import { formatMoney, formatNumber } from '@betframe/sdk/format';
import { minorToMajor } from '@betframe/sdk/payments';
import type { AppT } from '../../runtime';
import { RadioGroup } from '../../runtime/ui/choice';

/** The offers to choose from, or none when the choice is not for this player. */
export function bonusOffersOf(answer: FirstDepositData | null): FirstDepositOfferData[] {
  return answer?.hasFirstDeposit ? (answer.offers ?? []) : [];
}

/** The preselected choice: the answer's default when it is among the offers, else the first offer. */
export function defaultBonusChoice(answer: FirstDepositData | null): FirstDepositChoice | undefined {
  const offers = bonusOffersOf(answer);
  if (offers.length === 0) return undefined;
  return offers.find((o) => o.key === answer?.defaultChoice)?.key ?? offers[0]?.key;
}

export function bonusOfferLabel(
  t: AppT,
  lang: string,
  offer: FirstDepositOfferData,
  money: { currencyIso: string; minorDigits: number },
): string {
  const show = (minor: number) => formatMoney(minorToMajor(minor, money.minorDigits), money.currencyIso, lang);
  const name = t(offer.key === '1st' ? 'office_deposit_bonus_sport' : 'office_deposit_bonus_casino');
  const wager = formatNumber(offer.wagerMultiple, lang);
  return offer.fixedMinor !== undefined
    ? t('office_deposit_bonus_fixed', { name, amount: show(offer.fixedMinor), wager })
    : t('office_deposit_bonus_percent', {
        name,
        percent: formatNumber(offer.percent ?? 0, lang),
        cap: show(offer.capMinor ?? 0),
        wager,
      });
}

export function DepositBonusChoice({
  t,
  lang,
  offers,
  money,
  value,
  onChange,
}: {
  t: AppT;
  lang: string;
  offers: FirstDepositOfferData[];
  money: { currencyIso: string; minorDigits: number };
  value: FirstDepositChoice | undefined;
  onChange: (choice: FirstDepositChoice) => void;
}) {
  return (
    <div data-testid="deposit-bonus" data-choice={value ?? ''}>
      <RadioGroup<FirstDepositChoice>
        legend={t('office_deposit_bonus')}
        name="bf-deposit-bonus"
        options={[
          ...offers.map((offer) => ({ value: offer.key, label: bonusOfferLabel(t, lang, offer, money) })),
          { value: 'cancel' as const, label: t('office_deposit_bonus_none') },
        ]}
        value={value}
        onChange={onChange}
      />
    </div>
  );
}
