/**
 * The first-deposit bonus offer of a player (SPEC §3 "Registration bonus response"): offered while the partner's
 * configuration has `promo.firstDepositBonus.enabled`, the offer of its key (`promo.firstDepositBonus.key`) exists
 * as a first-deposit offer of the bonus engine, and the player has no completed (approved) deposit. The popup's
 * percent is that offer's.
 */
import '../payments/tables';
import '../accounts/tables';
import type { FirstDepositData, FirstDepositOfferData, UserConfigData } from '@betframe/sdk/bonuses';
import type { SiteConfig } from '@betframe/sdk/config';
import {
  APP_DICTIONARY_ID,
  DEFAULT_REQUEST_LANGUAGE,
  isSupportedLanguage,
  type SupportedLanguage,
  translationCatalogue,
} from '@betframe/sdk/i18n';
import type { Executor } from '../db';
import { type BonusOffer, offerByCode } from './engine';

/** The first-deposit offer of a key, when it exists, is active and is triggered by a first deposit. */
export async function firstDepositOffer(ex: Executor, key: string): Promise<BonusOffer | undefined> {
  const offer = await offerByCode(ex, key);
  return offer?.active && offer.rules.trigger === 'first_deposit' ? offer : undefined;
}

export async function hasCompletedDeposit(db: Executor, userId: number): Promise<boolean> {
  const row = await db
    .selectFrom('payment_requests')
    .select('id')
    .where('user_id', '=', userId)
    .where('direction', '=', 'deposit')
    .where('status', '=', 'approved')
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** Whether the player still has the first-deposit bonus to get. */
export async function firstDepositBonusOpen(db: Executor, config: SiteConfig, userId: number): Promise<boolean> {
  if (!config.promo.firstDepositBonus.enabled) return false;
  if (!(await firstDepositOffer(db, config.promo.firstDepositBonus.key))) return false;
  return !(await hasCompletedDeposit(db, userId));
}

/**
 * The request's language (SPEC §3: lng, lang or Language; default ru), else the first supported language of
 * Accept-Language.
 */
export function requestLanguage(query: (name: string) => string | undefined, acceptLanguage: string | undefined) {
  for (const name of ['lng', 'lang', 'Language']) {
    const value = query(name)?.toLowerCase();
    if (value && isSupportedLanguage(value)) return value;
  }
  for (const part of (acceptLanguage ?? '').split(',')) {
    const tag = part.split(';')[0]?.trim().slice(0, 2).toLowerCase() ?? '';
    if (isSupportedLanguage(tag)) return tag;
  }
  return DEFAULT_REQUEST_LANGUAGE;
}

function appText(lang: SupportedLanguage, key: string, values: Record<string, string | number>): string {
  const messages = translationCatalogue()[lang]?.[APP_DICTIONARY_ID]?.messages ?? {};
  const text = messages[key] ?? key;
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => String(values[name] ?? whole));
}

export async function firstDepositAnswer(
  db: Executor,
  config: SiteConfig,
  userId: number,
  lang: SupportedLanguage,
): Promise<FirstDepositData> {
  const offer = await firstDepositOffer(db, config.promo.firstDepositBonus.key);
  const amount = offer?.rules.amount;
  const values = { percent: amount && 'percent' in amount ? amount.percent : config.promo.firstDepositBonus.percent };
  const open = await firstDepositBonusOpen(db, config, userId);
  const offers: FirstDepositOfferData[] = [];
  for (const key of ['1st', 'slot_first_deposit'] as const) {
    const found = open ? await firstDepositOffer(db, key) : undefined;
    if (!found) continue;
    const rule = found.rules.amount;
    offers.push({
      key,
      ...('percent' in rule ? { percent: rule.percent, capMinor: rule.capMinor } : { fixedMinor: rule.fixedMinor }),
      wagerMultiple: found.rules.wagerMultiple,
    });
  }
  const configured = offers.find((o) => o.key === config.promo.firstDepositBonus.key);
  return {
    hasFirstDeposit: open,
    offers,
    ...(configured ? { defaultChoice: configured.key } : {}),
    bonusPopupTitle: appText(lang, 'reg_bonus_popup_title', values),
    bonusPopupDescription: appText(lang, 'reg_bonus_popup_description', values),
    bonusPopupBtnText: appText(lang, 'reg_bonus_popup_button', values),
  };
}

export async function userConfigAnswer(db: Executor, config: SiteConfig, userId: number): Promise<UserConfigData> {
  const user = await db.selectFrom('users').select('currency_id').where('id', '=', userId).executeTakeFirst();
  return {
    userId,
    currencyId: user?.currency_id ?? config.defaultCurrencyId,
    hasFirstBonus: await firstDepositBonusOpen(db, config, userId),
    registrationBonusPopup: config.registration.bonusPopup,
    firstDepositBonusKey: config.promo.firstDepositBonus.key,
  };
}
