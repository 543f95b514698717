/**
 * Bring a friend, the light half (docs/promotions.md): the calls' paths, the code's shape, the link, masking and
 * the browser's device id — what the registration widget needs without the answers' schemas (./wire.ts).
 */

export const referralPaths = {
  /** GET `?deviceId=` — the player's code (`refCode`), link, the programme's rule and the referral balances. */
  friendReferTag: '/web-api/referral/friend-refer-tag',
  /** POST — banners to share: one per size and language, each an SVG carrying the link. */
  banners: '/web-api/referral/get-banners',
  /** POST `{ page? }` — referred players, masked, with their state and what they earned the referrer. */
  referralUsers: '/web-api/referral/get-referral-users',
  /** POST `{ page? }` — the same with stakes, bets and deposit facts. */
  extendedReferralUsers: '/web-api/referral/extended-referral-users',
  /** POST `{ refCode, deviceId? }` — the signed-in new player records who referred them. */
  registration: '/web-api/referral/registration',
  /** POST `{ referral_user_id }` — the referrer stops the referral (no more earnings from that friend). */
  removeReferralUser: '/web-api/referral/remove-referral-user',
  /** POST — moves the referral balances to the player's money accounts, once. */
  transfer: '/web-api/referral/transfer-money-to-main-account',
  /** GET — a banner image: `/web-api/referral/banner/{refCode}/{lang}/{size}.svg`. */
  bannerImage: '/web-api/referral/banner',
} as const;

/** A referral code: 6–16 capital letters and digits. */
export const refCodePattern = /^[A-Z0-9]{6,16}$/;
/** The query parameter of a referral link. */
export const REF_CODE_PARAM = 'refCode';
/** Where the browser keeps its device id (a random id, the same for every account used on it). */
export const DEVICE_ID_KEY = 'betframe-device-id';

export const referralRules = ['stakePercent', 'netLossPercent', 'firstDeposit'] as const;
export type ReferralRule = (typeof referralRules)[number];

/** Refusals of `registration` (409 unless noted). */
export const referralRefusals = [
  'referral_disabled',
  'unknown_ref_code',
  'referral_self',
  'referral_same_device',
  'referral_same_email',
  'referral_exists',
  'referral_too_late',
  'referral_limit',
] as const;

/** A login shown to the referrer: the first two and last two characters, the rest as stars (`12*****89`). */
export function maskLogin(login: string): string {
  const at = login.indexOf('@');
  const name = at > 0 ? login.slice(0, at) : login;
  const tail = at > 0 ? login.slice(at) : '';
  const masked =
    name.length <= 4 ? `${name.slice(0, 1)}***` : `${name.slice(0, 2)}${'*'.repeat(name.length - 4)}${name.slice(-2)}`;
  return at > 0 ? `${masked}@${tail.slice(1).replace(/^[^.]*/, (d) => `${d.slice(0, 1)}***`)}` : masked;
}

/** The referral link of a code on a site origin, in a language. */
export function referralLink(origin: string, lang: string, refCode: string): string {
  return `${origin}/${lang}/registration?${REF_CODE_PARAM}=${encodeURIComponent(refCode)}`;
}

/**
 * This browser's device id (made once, kept in local storage): sent with the referral calls so the server can
 * tell a friend's registration from the referrer's own device. Undefined where storage is unavailable.
 */
export function browserDeviceId(storage: Pick<Storage, 'getItem' | 'setItem'> | undefined): string | undefined {
  try {
    if (!storage) return undefined;
    const known = storage.getItem(DEVICE_ID_KEY);
    if (known && /^[A-Za-z0-9_-]{16,64}$/.test(known)) return known;
    const bytes = new Uint8Array(18);
    globalThis.crypto.getRandomValues(bytes);
    const made = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
    storage.setItem(DEVICE_ID_KEY, made);
    return made;
  } catch {
    return undefined;
  }
}

/** The local storage of the page, when the browser lets a frame have it. */
export function pageStorage(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
}
