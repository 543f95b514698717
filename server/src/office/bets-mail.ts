/**
 * "Bets history by mail" (SPEC §2 office, bets history "with mail"): the bets of the period and status the
 * player is looking at, sent as a plain-text e-mail to their confirmed address through the message sender (the
 * development outbox in development).
 *
 *   POST /web-api/office/bets-history/mail { from?, to?, status? }
 *     → { success, data: { sent: true, count, to: "d***@betframe.test" } }
 *     409 email_required (no confirmed e-mail), 429 too_many_requests (one a minute per player)
 */
import type { Bet, BetStatus } from '@betframe/sdk/feed';
import { z } from 'zod';
import { requireUser } from '../app/auth';
import { ApiError } from '../app/errors';
import type { AppDeps, RouteModule } from '../app/types';
import { readBody } from '../app/validation';
import type { BettingEngine } from '../betting';
import { bettingServiceOf } from '../betting';
import { createOutboxSender, type MessageSender } from '../messaging';
import { type Translate, textsIn } from '../translations';

/** The most bets one e-mail lists (ten history pages); a longer period says how many more there were. */
export const MAIL_MAX_BETS = 500;
export const MAIL_INTERVAL_MS = 60_000;

const statuses = ['open', 'won', 'lost', 'refund', 'sold'] as const satisfies readonly BetStatus[];
const body = z.object({
  from: z.iso.datetime({ offset: true }).optional(),
  to: z.iso.datetime({ offset: true }).optional(),
  status: z.enum(statuses).optional(),
});

/** "d***@example.com": enough for the player to recognise the address, not enough to read it off a screen. */
export function maskEmail(email: string): string {
  const at = email.indexOf('@');
  if (at <= 0) return '***';
  return `${email.slice(0, 1)}***${email.slice(at)}`;
}

/** The e-mail's text in the player's language: one line a bet, newest first, then the count (and how many did not fit). */
export function betsMailText(
  bets: readonly Bet[],
  total: number,
  period: { from: string; to: string },
  t: Translate,
): string {
  const lines = bets.map((b) => {
    const result = b.payout !== undefined ? `, ${t('office_mail_bets_paid', { amount: b.payout.toFixed(2) })}` : '';
    const picks = b.selections.map((s) => `${s.gameName}: ${s.name} @ ${s.coef.toFixed(2)}`).join('; ');
    const status = t(`office_mail_bets_status_${b.status}`);
    return `#${b.betId} ${b.createdAt.slice(0, 16).replace('T', ' ')} UTC — ${b.summ.toFixed(2)} ${b.currencyIso} × ${b.coef.toFixed(2)}, ${status}${result} — ${picks}`;
  });
  const more = total > bets.length ? `\n${t('office_mail_bets_more', { count: total - bets.length })}` : '';
  const heading = t('office_mail_bets_heading', { from: period.from.slice(0, 10), to: period.to.slice(0, 10), total });
  return [heading, '', ...lines].join('\n') + more;
}

export function betsMailRoutesWith(
  pick: (deps: AppDeps) => { engine: BettingEngine; sender: MessageSender },
): RouteModule {
  return (app, deps) => {
    const lastSent = new Map<number, number>();
    app.post('/web-api/office/bets-history/mail', async (c) => {
      const user = await requireUser(c, deps);
      const input = await readBody(c, body);
      const row = await deps.database.db
        .selectFrom('users')
        .select(['email', 'email_confirmed'])
        .where('id', '=', user.id)
        .executeTakeFirst();
      if (!row?.email || !row.email_confirmed)
        throw ApiError.conflict('email_required', 'Confirm an e-mail address to receive the history');
      const now = deps.clock.now();
      if (now - (lastSent.get(user.id) ?? 0) < MAIL_INTERVAL_MS)
        throw new ApiError(429, 'too_many_requests', 'The history was sent a moment ago');
      const { engine, sender } = pick(deps);
      // The office may pass its language like the betting calls do; without one the mail is in English.
      const lang = c.req.query('lng') ?? 'en';
      const t = await textsIn(lang);
      const query = {
        ...(input.from ? { from: input.from } : {}),
        ...(input.to ? { to: input.to } : {}),
        ...(input.status ? { status: input.status } : {}),
      };
      const bets: Bet[] = [];
      let total = 0;
      for (let page = 1; bets.length < MAIL_MAX_BETS; page += 1) {
        const found = await engine.history(user.id, { ...query, page }, lang);
        total = found.total;
        bets.push(...found.bets);
        if (found.bets.length === 0 || bets.length >= total) break;
      }
      const period = {
        from: input.from ?? new Date(bets.at(-1)?.createdAt ?? now).toISOString(),
        to: input.to ?? new Date(now).toISOString(),
      };
      lastSent.set(user.id, now);
      await sender.send({
        channel: 'email',
        to: row.email,
        subject: t('office_mail_bets_subject'),
        text: betsMailText(bets.slice(0, MAIL_MAX_BETS), total, period, t),
      });
      c.header('Cache-Control', 'no-store');
      return c.json({ success: true as const, data: { sent: true, count: total, to: maskEmail(row.email) } });
    });
  };
}

export const betsMailRoutes: RouteModule = betsMailRoutesWith((deps) => ({
  engine: bettingServiceOf(deps).engine,
  sender: createOutboxSender(deps.database.db),
}));
