/** SPEC §9: a coupon carries at most 50 events; a system (and a multi coupon) at most 20. */
export const MAX_COUPON_EVENTS = 50;
export const MAX_SYSTEM_EVENTS = 20;
/** SPEC §9: coupon history shows 7 days by default, paged by 50. */
export const HISTORY_DEFAULT_DAYS = 7;
export const HISTORY_PAGE_SIZE = 50;
