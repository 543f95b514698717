-- Throughput (issue 19): the responsible-gambling guard that every stake runs took seven round trips (open the
-- player's row, lock it, apply due limit raises and removals, read the limits, find, extend or open the play
-- session). Two functions do the same work in one statement each; PL/pgSQL keeps their plans between calls.

-- Creates the player's row when missing, locks it until the transaction ends, applies the limit raises and
-- removals whose 24 hours are over (limit-rows.ts settlePending), and returns the row.
create function rg_lock_for_money(p_user bigint, p_at timestamptz) returns setof rg_players
language plpgsql as $$
begin
  insert into rg_players (user_id, updated_at) values (p_user, p_at) on conflict (user_id) do nothing;
  return query select * from rg_players where user_id = p_user for update;
  delete from rg_limits where user_id = p_user and pending_removal and pending_effective_at <= p_at;
  update rg_limits
    set amount = pending_amount, pending_amount = null, pending_effective_at = null, updated_at = p_at
    where user_id = p_user and pending_amount is not null and pending_effective_at <= p_at;
end;
$$;

-- Continues the player's play session when its last activity is at most p_gap_ms before p_at, else opens one;
-- returns the session as of p_at (play-sessions.ts touchSession).
create function rg_touch_play_session(p_user bigint, p_at timestamptz, p_gap_ms bigint) returns setof rg_play_sessions
language plpgsql as $$
declare
  s rg_play_sessions;
begin
  select * into s from rg_play_sessions
    where user_id = p_user and ended_at is null and last_active_at >= p_at - make_interval(secs => p_gap_ms / 1000.0)
    order by id desc limit 1;
  if found then
    if s.last_active_at < p_at then
      update rg_play_sessions set last_active_at = p_at where id = s.id;
    end if;
    s.last_active_at := p_at;
    return next s;
    return;
  end if;
  return query insert into rg_play_sessions (user_id, started_at, last_active_at, ended_at)
    values (p_user, p_at, p_at, null) returning *;
end;
$$;
