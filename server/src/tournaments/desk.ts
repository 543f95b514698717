/**
 * The operator desk's tournaments page (development and test only, behind the operator sign-in of payments):
 * `/sandbox/operator/tournaments` lists every tournament (period, rules, participants, paid or not) and holds the
 * form that defines a new one — period, qualifying bets or games, scoring and prize table, as data. The form's
 * fields are read into the same definition (`tournamentDefinitionSchema`) the seed uses; bad input is a 400 with
 * `validation_errors`.
 */
import { tournamentProducts, tournamentScorings } from '@betframe/sdk/tournaments';
import type { MiddlewareHandler } from 'hono';
import { z } from 'zod';
import { ApiError } from '../app/errors';
import type { RouteModule } from '../app/types';
import { parseOrThrow, readBody } from '../app/validation';
import { dateOf } from '../clock';
import { escapeHtml, operatorSignIn, sandboxPage } from '../payments';
import { formatMinorUnits, toMinorUnits } from '../wallet';
import { tournamentDefinitionSchema } from './rules';
import { createTournament, stateOf, TournamentError } from './store';
import './tables';

const DESK = '/sandbox/operator/tournaments';

const idList = z
  .string()
  .max(400)
  .regex(/^[\d\s,]*$/, 'numbers separated by commas')
  .optional()
  .transform((text) =>
    (text ?? '')
      .split(/[\s,]+/)
      .filter(Boolean)
      .map(Number),
  );

/** A prize line: `1 money 500.00` or `3 bonus 1st 100.00` (the offer's code and the amount a percent applies to). */
function prizeOf(line: string, index: number) {
  const [place, kind, a, b] = line.trim().split(/\s+/);
  const placeNumber = Number(place);
  if (kind === 'money') return { place: placeNumber, kind, amountMinor: toMinorUnits(a ?? '') ?? -1 };
  if (kind === 'bonus')
    return { place: placeNumber, kind, offerCode: a ?? '', baseMinor: b ? (toMinorUnits(b) ?? -1) : 0 };
  throw ApiError.validation({
    [`prizes.${index}`]: ['expected "<place> money <amount>" or "<place> bonus <offer> [base]"'],
  });
}

const form = z.object({
  code: z.string(),
  name: z.string(),
  product: z.enum(tournamentProducts),
  currency_id: z.coerce.number(),
  starts_at: z.string().min(1),
  ends_at: z.string().min(1),
  scoring: z.enum(tournamentScorings),
  sport_ids: idList,
  min_odds: z.string().max(10).default(''),
  game_ids: idList,
  category_ids: idList,
  prizes: z.string().min(1).max(4000),
});

/** Desk forms post from the desk's own pages only. */
const sameOrigin: MiddlewareHandler = async (c, next) => {
  const origin = c.req.header('origin');
  if (c.req.method === 'POST' && origin && origin !== new URL(c.req.url).origin)
    throw ApiError.forbidden('Cross-origin operator request');
  return next();
};

const utc = (text: string) => (/[zZ]|[+-]\d\d:\d\d$/.test(text) ? text : `${text}Z`);

const formHtml = `<h2>New tournament</h2><form method="post" action="${DESK}" style="display:block">
<label>Code <input type="text" name="code" required pattern="[a-z0-9_\\-]{3,40}"></label>
<label>Name <input type="text" name="name" required maxlength="120"></label>
<label>Product <select name="product"><option>sport</option><option>casino</option></select></label>
<label>Currency id <input type="text" name="currency_id" value="1"></label>
<label>Starts (UTC) <input type="datetime-local" name="starts_at" required></label>
<label>Ends (UTC) <input type="datetime-local" name="ends_at" required></label>
<label>Scoring <select name="scoring"><option>stake</option><option>winnings</option><option>multiplier</option></select></label>
<label>Sport ids (sport; empty: any) <input type="text" name="sport_ids"></label>
<label>Minimum odds (sport) <input type="text" name="min_odds"></label>
<label>Game ids (casino) <input type="text" name="game_ids"></label>
<label>Category ids (casino) <input type="text" name="category_ids"></label>
<label>Prizes, one a line: <code>1 money 500.00</code> or <code>3 bonus 1st 100.00</code>
<textarea name="prizes" rows="4" cols="40" required></textarea></label>
<button type="submit">Create</button></form>`;

export const tournamentsDeskRoutes: RouteModule = (app, deps) => {
  if (deps.mode === 'production') return;
  const db = deps.database.db;
  const now = () => dateOf(deps.clock);
  app.use(DESK, operatorSignIn(deps), sameOrigin);

  app.get(DESK, async (c) => {
    const rows = await db
      .selectFrom('tournaments')
      .leftJoin('tournament_entries', 'tournament_entries.tournament_id', 'tournaments.id')
      .select(['tournaments.id', 'code', 'name', 'product', 'starts_at', 'ends_at', 'rules', 'prizes', 'paid_at'])
      .select((eb) => eb.fn.count<number>('tournament_entries.user_id').as('players'))
      .groupBy('tournaments.id')
      .orderBy('tournaments.id', 'desc')
      .limit(200)
      .execute();
    const at = now();
    const when = (d: Date) => escapeHtml(d.toISOString().slice(0, 16).replace('T', ' '));
    const body = rows
      .map(
        (t) =>
          `<tr data-code="${escapeHtml(t.code)}"><td>${escapeHtml(t.code)}</td><td>${escapeHtml(t.name)}</td><td>${t.product}</td>` +
          `<td>${when(t.starts_at)} – ${when(t.ends_at)}</td><td>${stateOf(t, at)}${t.paid_at ? ', paid' : ''}</td>` +
          `<td>${Number(t.players)}</td><td><code>${escapeHtml(JSON.stringify(t.rules))}</code></td>` +
          `<td><code>${escapeHtml(JSON.stringify(t.prizes))}</code></td></tr>`,
      )
      .join('');
    return c.html(
      sandboxPage(
        'Tournaments',
        `<nav><a href="/sandbox/operator">Withdrawals</a> · <a href="/sandbox/operator/players">Players</a> · <a href="/sandbox/operator/promo-store">Promo store</a></nav><h1>Tournaments</h1>` +
          `<p>App clock: ${when(at)} UTC. Money prizes are in major units (${escapeHtml(formatMinorUnits(50000))} = 500).</p>` +
          (body
            ? `<table><tr><th>code</th><th>name</th><th>product</th><th>period</th><th>state</th><th>players</th><th>rules</th><th>prizes</th></tr>${body}</table>`
            : '<p>None.</p>') +
          formHtml,
      ),
    );
  });

  app.post(DESK, async (c) => {
    const input = await readBody(c, form);
    const definition = parseOrThrow(tournamentDefinitionSchema, {
      code: input.code,
      name: input.name,
      product: input.product,
      currencyId: input.currency_id,
      startsAt: utc(input.starts_at),
      endsAt: utc(input.ends_at),
      rules: {
        scoring: input.scoring,
        sportIds: input.sport_ids,
        minOdds: input.min_odds.trim() === '' ? null : Number(input.min_odds),
        gameIds: input.game_ids,
        categoryIds: input.category_ids,
      },
      prizes: input.prizes
        .split(/\r?\n/)
        .filter((line) => line.trim() !== '')
        .map(prizeOf),
    });
    try {
      await createTournament(db, definition, now());
    } catch (error) {
      if (error instanceof TournamentError)
        throw ApiError.validation({
          [error.code === 'code_taken' ? 'code' : error.code === 'unknown_offer' ? 'prizes' : 'currency_id']: [
            error.message,
          ],
        });
      throw error;
    }
    return c.redirect(DESK, 303);
  });
};
