/** Feed games for the line widget's tests: a football game with a 1X2 market, live at 10:00 of the 1st half. */
import type { Game } from '@betframe/sdk/feed';

export function makeGame(id: number, champId = 10, coefs: [number, number, number] = [2, 3.2, 3.5]): Game {
  return {
    id,
    sportId: 1,
    sportName: 'Football',
    champId,
    champName: `Champ ${champId}`,
    countryId: 1,
    gameType: 3,
    kind: 1,
    status: 1,
    start: 1_800_000_000,
    team1: { id: id * 2, name: `Home ${id}` },
    team2: { id: id * 2 + 1, name: `Away ${id}` },
    score: { total: [0, 0], periods: [], period: 1, periodName: '1st half', clock: 600, inBreak: false },
    suspended: false,
    markets: [
      {
        group: 1,
        name: '1X2',
        period: 0,
        suspended: false,
        outcomes: coefs.map((coef, i) => ({
          type: i + 1,
          param: 0,
          name: ['W1', 'X', 'W2'][i] ?? '',
          coef,
          blocked: false,
        })),
      },
    ],
    marketsCount: 12,
  };
}
