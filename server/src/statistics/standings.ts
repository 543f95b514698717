/**
 * A league table from settled results: the one tally both statistics sources (the snapshot world and the live
 * feed's games) use, so their tables follow the same rules — 3 points a win, 1 a draw, then goal difference,
 * goals scored and name; table type 1 counts every game, 2 home games only, 3 away games only.
 */
import type { StandingRow } from '@betframe/sdk/statistic';

export interface SettledResult {
  homeId: number;
  awayId: number;
  homeScore: number;
  awayScore: number;
}

/** `results` newest first: the form column keeps each team's five most recent results. */
export function standings(
  teams: ReadonlyArray<{ id: number; ref: StandingRow['team'] }>,
  results: Iterable<SettledResult>,
  tableType: 1 | 2 | 3,
): StandingRow[] {
  const rows = new Map<number, StandingRow>(
    teams.map(({ id, ref }) => [
      id,
      {
        position: 0,
        team: ref,
        played: 0,
        won: 0,
        drawn: 0,
        lost: 0,
        goalsFor: 0,
        goalsAgainst: 0,
        points: 0,
        form: [],
      },
    ]),
  );
  for (const r of results) {
    const sides: Array<[number, number, number]> = [];
    if (tableType !== 3) sides.push([r.homeId, r.homeScore, r.awayScore]);
    if (tableType !== 2) sides.push([r.awayId, r.awayScore, r.homeScore]);
    for (const [teamId, own, other] of sides) {
      const row = rows.get(teamId);
      if (!row) continue;
      row.played += 1;
      row.goalsFor += own;
      row.goalsAgainst += other;
      const result = own > other ? 'W' : own < other ? 'L' : 'D';
      if (result === 'W') row.won += 1;
      else if (result === 'L') row.lost += 1;
      else row.drawn += 1;
      if (row.form.length < 5) row.form.push(result);
    }
  }
  const sorted = [...rows.values()].map((row) => ({ ...row, points: row.won * 3 + row.drawn }));
  sorted.sort(
    (a, b) =>
      b.points - a.points ||
      b.goalsFor - b.goalsAgainst - (a.goalsFor - a.goalsAgainst) ||
      b.goalsFor - a.goalsFor ||
      a.team.name.localeCompare(b.team.name),
  );
  return sorted.map((row, index) => ({ ...row, position: index + 1 }));
}
