/**
 * Writing what the tracker reports and reading the operator page's figures. Sessions are upserted from every
 * batch (the latest client time and recording flag win); a session-end event closes its session.
 */
import { type AbExposure, type EventBatch, funnelSteps, SESSION_END, type VisionBatch } from '@betframe/sdk/analytics';
import { sql } from 'kysely';
import type { Db } from '../db';
import './tables';

export async function storeEvents(db: Db, batch: EventBatch, at: Date): Promise<void> {
  const { session, visitor } = batch;
  const ended = batch.events.some((e) => e.code === SESSION_END);
  await db.transaction().execute(async (tx) => {
    await tx
      .insertInto('analytics_sessions')
      .values({
        id: session.id,
        visitor,
        client_created_ms: session.created,
        client_updated_ms: session.updated,
        is_recording: session.isRecording,
        received_at: at,
        ended_at: ended ? at : null,
      })
      .onConflict((oc) =>
        oc.column('id').doUpdateSet({
          client_updated_ms: sql`greatest(analytics_sessions.client_updated_ms, excluded.client_updated_ms)`,
          is_recording: sql`excluded.is_recording`,
          ended_at: sql`coalesce(analytics_sessions.ended_at, excluded.ended_at)`,
        }),
      )
      .execute();
    await tx
      .insertInto('analytics_events')
      .values(
        batch.events.map((e) => ({
          session_id: session.id,
          visitor,
          code: e.code,
          client_ms: e.timestamp,
          received_at: at,
          i1: e.metadata?.i1 ?? null,
          i2: e.metadata?.i2 ?? null,
          i3: e.metadata?.i3 ?? null,
          f1: e.metadata?.f1 ?? null,
          f2: e.metadata?.f2 ?? null,
          f3: e.metadata?.f3 ?? null,
          s1: e.metadata?.s1 ?? null,
          s2: e.metadata?.s2 ?? null,
          s3: e.metadata?.s3 ?? null,
        })),
      )
      .execute();
  });
}

export async function storeExposures(db: Db, body: AbExposure, at: Date): Promise<void> {
  await db
    .insertInto('analytics_exposures')
    .values(
      body.exposures.map((e) => ({
        session_id: body.session,
        visitor: body.visitor,
        experiment: e.experiment,
        variant: e.variant,
        client_ms: e.timestamp,
        received_at: at,
      })),
    )
    .onConflict((oc) => oc.columns(['session_id', 'experiment']).doNothing())
    .execute();
}

export async function storeVision(db: Db, body: VisionBatch, at: Date): Promise<void> {
  await db
    .insertInto('analytics_vision')
    .values({ session_id: body.session, visitor: body.visitor, frames: JSON.stringify(body.frames), received_at: at })
    .execute();
}

export interface FunnelRow {
  step: string;
  sessions: number;
}
export interface SplitRow {
  experiment: string;
  variant: string;
  sessions: number;
  converted: number;
}
export interface Overview {
  funnel: FunnelRow[];
  split: SplitRow[];
  events: number;
  sessions: number;
  recorded: number;
}

/** Sessions that reached each funnel step since `since`, and each A/B variant's sessions and bets placed. */
export async function overview(db: Db, since: Date): Promise<Overview> {
  const steps = await db
    .selectFrom('analytics_events')
    .select(['code', sql<string>`count(distinct session_id)`.as('sessions')])
    .where('received_at', '>=', since)
    .where('code', 'in', [...funnelSteps])
    .groupBy('code')
    .execute();
  const bySteps = new Map(steps.map((r) => [r.code, Number(r.sessions)]));
  const split = await db
    .selectFrom('analytics_exposures as x')
    .select([
      'x.experiment',
      'x.variant',
      sql<string>`count(*)`.as('sessions'),
      sql<string>`count(*) filter (where exists (select 1 from analytics_events e where e.session_id = x.session_id and e.code = 'bet_placed'))`.as(
        'converted',
      ),
    ])
    .where('x.received_at', '>=', since)
    .groupBy(['x.experiment', 'x.variant'])
    .orderBy('x.experiment')
    .orderBy('x.variant')
    .execute();
  const totals = await db
    .selectFrom('analytics_sessions')
    .select([sql<string>`count(*)`.as('sessions'), sql<string>`count(*) filter (where is_recording)`.as('recorded')])
    .where('received_at', '>=', since)
    .executeTakeFirst();
  const events = await db
    .selectFrom('analytics_events')
    .select(sql<string>`count(*)`.as('n'))
    .where('received_at', '>=', since)
    .executeTakeFirst();
  return {
    funnel: funnelSteps.map((step) => ({ step, sessions: bySteps.get(step) ?? 0 })),
    split: split.map((r) => ({
      experiment: r.experiment,
      variant: r.variant,
      sessions: Number(r.sessions),
      converted: Number(r.converted),
    })),
    events: Number(events?.n ?? 0),
    sessions: Number(totals?.sessions ?? 0),
    recorded: Number(totals?.recorded ?? 0),
  };
}
