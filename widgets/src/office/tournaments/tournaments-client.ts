/** The tournament calls the office makes (docs/promotions.md "Tournaments") over the office client: zod-checked. */
import { myTournaments, tournamentPaths } from '@betframe/sdk/tournaments';
import type { OfficeClient } from '../office-client';

export function tournamentCalls(client: OfficeClient) {
  return {
    /** The player's tournaments (opted in) with place, points and prize. */
    mine: () => client.call(tournamentPaths.mine, myTournaments, { method: 'GET' }),
  };
}
