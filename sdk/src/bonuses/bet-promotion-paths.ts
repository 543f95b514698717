/** The bet-promotion call's path, alone in its module: the slip's eager part needs it without the schemas. */
export const betPromotionPaths = {
  /** GET — the signed-in player's unused freebets and insurances in their currency, soonest expiring first. */
  list: '/web-api/bonuses/bet-promotions',
} as const;
