/**
 * Cookie consent (SPEC §3): level 0 disabled, 1 only functionality, 2 only marketing, 3 all; the moment of
 * agreement is kept as `cookiesAgreeTime` (ms since epoch) beside the level. Age confirmation is kept the same way.
 */
import { CONSENT_COOKIE } from '@betframe/sdk/seo';
import * as z from 'zod/mini';

export const CookieLevel = { disabled: 0, functional: 1, marketing: 2, all: 3 } as const;
export type CookieLevelValue = (typeof CookieLevel)[keyof typeof CookieLevel];

export const COOKIES_AGREE_TIME_KEY = 'cookiesAgreeTime';
export const COOKIES_LEVEL_KEY = 'cookiesAgreeLevel';
export const AGE_CONFIRMED_KEY = 'ageConfirmed';

const levelSchema = z.coerce.number().check(z.int(), z.minimum(0), z.maximum(3));
const timeSchema = z.coerce.number().check(z.int(), z.positive());

export interface Consent {
  level: CookieLevelValue;
  agreedAt: number;
}

type KeyValueStore = Pick<Storage, 'getItem' | 'setItem'>;

/** The stored consent, or null when the player has not chosen (or the stored values are not ours). */
export function readConsent(storage: KeyValueStore): Consent | null {
  const level = levelSchema.safeParse(storage.getItem(COOKIES_LEVEL_KEY));
  const time = timeSchema.safeParse(storage.getItem(COOKIES_AGREE_TIME_KEY));
  if (!level.success || !time.success) return null;
  return { level: level.data as CookieLevelValue, agreedAt: time.data };
}

export function saveConsent(storage: KeyValueStore, level: CookieLevelValue, now = Date.now()): Consent {
  storage.setItem(COOKIES_LEVEL_KEY, String(level));
  storage.setItem(COOKIES_AGREE_TIME_KEY, String(now));
  return { level, agreedAt: now };
}

/** Whether a kind of cookie may be set at a level. */
export function allows(level: CookieLevelValue, kind: 'functional' | 'marketing'): boolean {
  if (level === CookieLevel.all) return true;
  return kind === 'functional' ? level === CookieLevel.functional : level === CookieLevel.marketing;
}

export function ageConfirmed(storage: KeyValueStore): boolean {
  return storage.getItem(AGE_CONFIRMED_KEY) === '1';
}

export function confirmAge(storage: KeyValueStore): void {
  storage.setItem(AGE_CONFIRMED_KEY, '1');
}

/** A year: the stored choice has no end either; the cookie only mirrors it. */
const CONSENT_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

/**
 * Mirrors a made choice into `CONSENT_COOKIE` (the level only), so the server's first response leaves its copy
 * of the banner out (docs/content-and-seo.md "Client takeover"). A strictly necessary cookie: it records the
 * answer to the consent question itself.
 */
export function shareConsentWithServer(doc: Pick<Document, 'cookie'>, consent: Consent): void {
  doc.cookie = `${CONSENT_COOKIE}=${consent.level}; Path=/; Max-Age=${CONSENT_COOKIE_MAX_AGE}; SameSite=Lax`;
}
