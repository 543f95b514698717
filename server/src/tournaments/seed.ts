/**
 * Development only: one running sports tournament and one casino tournament, so the site's pages have something
 * to show. When no tournament of a product is running or about to start, one starts now for seven days (its code
 * carries the day, so processes starting together create it once and a later start after it ended adds the next).
 */
import type { Executor } from '../db';
import type { TournamentDefinition } from './rules';
import { createTournament, TournamentError } from './store';
import './tables';

const DAY_MS = 86_400_000;
const RUB = 1;

function definitions(now: Date): TournamentDefinition[] {
  const day = Math.floor(now.getTime() / DAY_MS);
  const endsAt = new Date(now.getTime() + 7 * DAY_MS);
  return [
    {
      code: `dev-sport-${day}`,
      name: 'Football and tennis week',
      product: 'sport',
      currencyId: RUB,
      startsAt: now,
      endsAt,
      // Football (1) and tennis (4) bets at odds 1.5 or more, scored by their stake.
      rules: { scoring: 'stake', sportIds: [1, 4], minOdds: 1.5, gameIds: [], categoryIds: [] },
      prizes: [
        { place: 1, kind: 'money', amountMinor: 500_00 },
        { place: 2, kind: 'money', amountMinor: 200_00 },
        { place: 3, kind: 'bonus', offerCode: '1st', baseMinor: 100_00 },
      ],
    },
    {
      code: `dev-casino-${day}`,
      name: 'Originals multiplier race',
      product: 'casino',
      currencyId: RUB,
      startsAt: now,
      endsAt,
      // Any in-house game; the best multiplier of a closed round counts.
      rules: { scoring: 'multiplier', sportIds: [], minOdds: null, gameIds: [], categoryIds: [] },
      prizes: [
        { place: 1, kind: 'money', amountMinor: 300_00 },
        { place: 2, kind: 'bonus', offerCode: 'slot_first_deposit', baseMinor: 100_00 },
      ],
    },
  ];
}

export async function seedDevelopmentTournaments(ex: Executor, now: Date): Promise<void> {
  for (const def of definitions(now)) {
    const open = await ex
      .selectFrom('tournaments')
      .select('id')
      .where('product', '=', def.product)
      .where('ends_at', '>', now)
      .executeTakeFirst();
    if (open) continue;
    try {
      await createTournament(ex, def, now);
    } catch (error) {
      // Another process seeded it first, or the bonus offers are not there: the seed adds nothing then.
      if (!(error instanceof TournamentError)) throw error;
    }
  }
}
