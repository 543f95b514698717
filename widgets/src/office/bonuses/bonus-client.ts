/** The bonus and promo code calls (docs/bonuses.md "Calls") over the office client: the player's token, zod-checked answers. */
import {
  playerBonusesData,
  playerBonusPaths,
  promoCheckData,
  promoCodePaths,
  promoHistoryData,
} from '@betframe/sdk/bonuses';
import * as z from 'zod/mini';
import type { OfficeClient } from '../office-client';

const activationData = z.object({ bonusId: z.number(), kind: z.number() });

export function bonusCalls(client: OfficeClient) {
  return {
    list: () => client.call(playerBonusPaths.list, playerBonusesData, { method: 'GET' }),
    /** Forfeits the bonus; the answer is the list as it stands afterwards. */
    refuse: (bonusId: number) =>
      client.call(playerBonusPaths.refuse, playerBonusesData, { params: { bonus_id: bonusId } }),
    check: (code: string) => client.call(promoCodePaths.check, promoCheckData, { params: { code } }),
    activate: (code: string) => client.call(promoCodePaths.activate, activationData, { params: { code } }),
    history: () => client.call(promoCodePaths.history, promoHistoryData, { method: 'GET' }),
  };
}

export type BonusCalls = ReturnType<typeof bonusCalls>;

/** The kinds the engine grants (rules.ts WAGERING_KINDS, BET_PROMOTION_KINDS, SETTLED_KINDS) have a name; others a general one. */
const namedKinds = new Set([0, 1, 3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 14, 15, 16]);

/** The text key naming a bonus kind (SPEC §3 kind number). */
export const kindKey = (kind: number) =>
  namedKinds.has(kind) ? `office_bonus_kind_${kind}` : 'office_bonus_kind_other';
