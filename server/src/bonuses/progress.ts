/**
 * The progress of the bonuses that are not wagered (the player's list, docs/bonuses.md "Screens"): a coverage's
 * bets counted and their net loss (coverage.ts), a profit pool's turnover in its open period (pools.ts). Amounts in
 * minor units; routes.ts turns them into the wire's major units.
 */
import type { Executor } from '../db';
import { coverageProgress } from './coverage';
import type { PlayerBonus } from './engine';
import { openPeriodStart, turnoverOf } from './pools';

export interface CoverageProgress {
  bets: number;
  counted: number;
  netLossMinor: number;
  refundPercent: number;
  capMinor: number;
}

export interface PoolProgress {
  turnoverMinor: number;
  minTurnoverMinor: number;
  profitPercent: number;
  capMinor: number;
  periodStart: Date;
}

export interface Progress {
  coverage?: CoverageProgress;
  pool?: PoolProgress;
  /** The Bonus entity's progress percent for these (bets counted of N; turnover of the minimum). */
  percent: number;
}

const percentOf = (done: number, needed: number) =>
  needed <= 0 ? 100 : Math.min(100, Math.floor((Math.max(0, done) * 100) / needed));

/** The progress of each coverage or pool bonus among `bonuses` (closed ones as they ended), by bonus id. */
export async function bonusProgress(ex: Executor, bonuses: readonly PlayerBonus[], at: Date) {
  const out = new Map<number, Progress>();
  const covered = await coverageProgress(
    ex,
    bonuses.filter((b) => b.mechanic === 'coverage').map((b) => b.id),
  );
  for (const b of bonuses) {
    const coverage = b.rules.coverage;
    if (b.mechanic === 'coverage' && coverage) {
      const counted = covered.get(b.id) ?? { bets: 0, netLossMinor: 0 };
      out.set(b.id, {
        coverage: {
          bets: coverage.bets,
          counted: counted.bets,
          netLossMinor: counted.netLossMinor,
          refundPercent: coverage.percent,
          capMinor: coverage.capMinor,
        },
        percent: percentOf(counted.bets, coverage.bets),
      });
    }
    const pool = b.rules.pool;
    if (b.mechanic === 'pool' && pool) {
      const periodStart = await openPeriodStart(ex, { offerId: b.offerId, currencyId: b.currencyId });
      const from = new Date(Math.max(periodStart.getTime(), b.createdAt.getTime()));
      const turnoverMinor =
        b.status === 'active' ? await turnoverOf(ex, { userId: b.userId, currencyId: b.currencyId, from, to: at }) : 0;
      out.set(b.id, {
        pool: {
          turnoverMinor,
          minTurnoverMinor: pool.minTurnoverMinor,
          profitPercent: pool.percent,
          capMinor: pool.capMinor,
          periodStart: from,
        },
        percent: percentOf(turnoverMinor, pool.minTurnoverMinor),
      });
    }
  }
  return out;
}
