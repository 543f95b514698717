import * as z from 'zod/mini';

const count = z.number().check(z.int(), z.minimum(0));

/** Data of GET left menu data: the office sidebar's counters. */
export const leftMenuData = z.object({
  unreadMessages: count,
  /** Bets not settled yet. */
  openBets: count,
});
export type LeftMenuData = z.infer<typeof leftMenuData>;
