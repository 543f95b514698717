/**
 * The responsible-gambling columns of the operator desk's players table (the verification desk's extension
 * point): each player's protection state (time-out, self-exclusion, block, with its end) and limits, with a
 * pending raise or removal and when it applies. Amounts are shown in minor units of the limit's currency and
 * session limits in minutes, as stored: the desk is a development tool, not a player screen.
 */
import type { AppDeps } from '../app/types';
import { dateOf } from '../clock';
import { protectionOf } from './protection';

/**
 * A column of the desk's players table, the shape the verification desk takes (`DeskPlayerColumn`). Written here
 * rather than imported: verification reaches limits through payments, and an import back would close a cycle.
 */
interface DeskPlayerColumn {
  title: string;
  cells(deps: AppDeps, userIds: readonly number[]): Promise<ReadonlyMap<number, string>>;
}

const protectionColumn: DeskPlayerColumn = {
  title: 'gambling',
  async cells(deps: AppDeps, userIds: readonly number[]) {
    const cells = new Map<number, string>();
    if (userIds.length === 0) return cells;
    const now = dateOf(deps.clock);
    const rows = await deps.database.db
      .selectFrom('rg_players')
      .selectAll()
      .where('user_id', 'in', [...userIds])
      .execute();
    for (const row of rows) {
      const p = protectionOf(row, now);
      const reality = p.realityCheckMinutes ? `; reality check every ${p.realityCheckMinutes} min` : '';
      cells.set(row.user_id, `${p.state}${p.until ? ` until ${p.until}` : ''}${reality}`);
    }
    for (const id of userIds) if (!cells.has(id)) cells.set(id, 'open');
    return cells;
  },
};

const limitsColumn: DeskPlayerColumn = {
  title: 'limits',
  async cells(deps: AppDeps, userIds: readonly number[]) {
    const cells = new Map<number, string>();
    if (userIds.length === 0) return cells;
    const rows = await deps.database.db
      .selectFrom('rg_limits')
      .leftJoin('currencies', 'currencies.id', 'rg_limits.currency_id')
      .select([
        'rg_limits.user_id',
        'rg_limits.type',
        'rg_limits.period',
        'rg_limits.amount',
        'rg_limits.pending_amount',
        'rg_limits.pending_removal',
        'rg_limits.pending_effective_at',
        'currencies.code',
      ])
      .where('rg_limits.user_id', 'in', [...userIds])
      .orderBy('rg_limits.type')
      .orderBy('rg_limits.period')
      .execute();
    for (const row of rows) {
      const unit = row.type === 'session' ? 'min' : `${row.code ?? ''} minor`;
      const pending = row.pending_removal
        ? ` (removal at ${row.pending_effective_at?.toISOString()})`
        : row.pending_amount
          ? ` (→ ${row.pending_amount} at ${row.pending_effective_at?.toISOString()})`
          : '';
      const text = `${row.type}/${row.period} ${row.amount} ${unit}${pending}`;
      const before = cells.get(row.user_id);
      cells.set(row.user_id, before ? `${before}; ${text}` : text);
    }
    return cells;
  },
};

export const limitsDeskColumns: readonly DeskPlayerColumn[] = [protectionColumn, limitsColumn];
