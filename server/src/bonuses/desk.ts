/**
 * The sandbox operator desk's bonus pages (development and test only, behind the operator sign-in of payments;
 * docs/bonuses.md "Operator desk"):
 * - `GET /sandbox/operator/bonuses` — the offers (kind, rules, how many granted and being wagered) and the promo
 *   codes (offer, uses of the limit, players, per player, dates, countries, partners), with the forms below;
 * - `POST …/bonuses/offers/create { code, kind, rules }` — an offer: `rules` (JSON text or an object) checked by
 *   the engine's `bonusRulesSchema`, the kind by the engine (only kinds it grants);
 * - `POST …/bonuses/offers/:id/rules { rules, active }` — an offer's new rules and switch (`active` absent: off,
 *   as an unchecked box);
 * - `POST …/bonuses/codes/create { code, offer, maxUses, perPlayer, startsAt, endsAt, countries, partners }` —
 *   a promo code (dates in UTC, ids comma-separated; empty: no limit);
 * - `GET …/bonuses/players?id=` → `…/bonuses/players/:id` — the player's bonuses, active with progress and the
 *   history, each with its postings on the bonus account.
 * Bad input answers 400 with `validation_errors` (a page listing them above the form, for a browser's form post).
 * Each page answers JSON to a client that asks for it (`Accept: application/json`).
 */
import type { MiddlewareHandler } from 'hono';
import { z } from 'zod';
import { ApiError, type ValidationErrors } from '../app/errors';
import type { AppContext, AppDeps, RouteModule } from '../app/types';
import { readBody, readParams, readQuery } from '../app/validation';
import { dateOf } from '../clock';
import { operatorSignIn } from '../payments';
import { idSchema } from '../wallet';
import { bonusDesk, type DeskForms, deskHome, deskPlayerPage } from './desk-page';
import {
  bonusPostings,
  currencyDigits,
  deskOffers,
  deskPlayer,
  deskPromoCodes,
  offerCodeTaken,
  promoCodeTaken,
  updateOffer,
} from './desk-store';
import { BonusOfferError, bonusesOf, createOffer, expireDue } from './engine';
import { poolDeskRoutes } from './pool-desk';
import { createPromoCode } from './promo-codes';
import { bonusRulesSchema } from './rules';

const blank = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

const whole = (min: number, max: number) => z.preprocess(blank, z.optional(z.coerce.number().int().min(min).max(max)));

/** `2026-12-01`, `2026-12-01T10:00` (UTC) or a full ISO instant. */
export const utcInstant = z.preprocess(
  blank,
  z.optional(
    z
      .string()
      .trim()
      .regex(
        /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?)?(Z|[+-]\d{2}:\d{2})?$/,
        'a date and time in UTC like 2026-12-01T00:00',
      )
      .transform((text, ctx) => {
        const withTime = text.includes('T') ? text : `${text}T00:00`;
        const at = new Date(/(Z|[+-]\d{2}:\d{2})$/.test(withTime) ? withTime : `${withTime}Z`);
        if (Number.isNaN(at.getTime())) {
          ctx.addIssue({ code: 'custom', message: 'not a real date', input: text });
          return z.NEVER;
        }
        return at;
      }),
  ),
);

/** Ids as `463, 286` (a form) or `[463, 286]` (JSON); empty: no limit. */
const idList = z.preprocess(
  (value) =>
    typeof value === 'string'
      ? value.trim() === ''
        ? undefined
        : value
            .split(/[\s,]+/)
            .filter(Boolean)
            .map(Number)
      : value,
  z.optional(z.array(z.number().int().positive().max(1_000_000_000)).min(1).max(300)),
);

/** The rules as JSON text (a form's textarea) or an object, checked by the engine's own schema. */
const rulesField = z.preprocess((value, ctx) => {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value);
  } catch {
    ctx.addIssue({ code: 'custom', message: 'not valid JSON', input: value });
    return z.NEVER;
  }
}, bonusRulesSchema);

const offerRequest = z.object({
  code: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{2,40}$/, '2–40 of letters, digits, _ and -'),
  kind: z.coerce.number().int().min(-1).max(99),
  rules: rulesField,
});

const offerRulesRequest = z.object({
  rules: rulesField,
  active: z.preprocess(
    (value) => (value === undefined ? false : value === 'true' || value === 'on' ? true : value),
    z.boolean(),
  ),
});

const codeRequest = z
  .object({
    code: z
      .string()
      .trim()
      .toUpperCase()
      .regex(/^[A-Z0-9_-]{3,32}$/, '3–32 of A–Z, 0–9, _ and -'),
    offer: z.string().trim().min(1).max(40),
    maxUses: whole(1, 10_000_000),
    perPlayer: whole(1, 1000),
    startsAt: utcInstant,
    endsAt: utcInstant,
    countries: idList,
    partners: idList,
  })
  .refine((c) => !c.endsAt || !c.startsAt || c.endsAt > c.startsAt, {
    path: ['endsAt'],
    message: 'must be after the start',
  });

const params = z.object({ id: idSchema });

type DeskForm = NonNullable<DeskForms['form']>;

/** The desk's posts come from its own pages only (also used by the promo store desk). */
export const sameOrigin: MiddlewareHandler = async (c, next) => {
  const origin = c.req.header('origin');
  if (c.req.method === 'POST' && origin && origin !== new URL(c.req.url).origin)
    throw ApiError.forbidden('Cross-origin operator request');
  return next();
};

/** A browser's page load or form post (HTML answers) rather than a client asking for JSON. */
export const wantsHtml = (c: AppContext) => {
  const accepts = c.req.header('accept') ?? '';
  return accepts.includes('text/html') && !accepts.includes('application/json');
};

export const bonusDeskRoutes: RouteModule = (app, deps: AppDeps) => {
  if (deps.mode === 'production') return;
  const db = deps.database.db;
  const now = () => dateOf(deps.clock);
  const operator = operatorSignIn(deps);
  app.use(bonusDesk, operator, sameOrigin);
  app.use(`${bonusDesk}/*`, operator, sameOrigin);

  const home = async (c: AppContext, forms: DeskForms = {}, status: 200 | 400 = 200) =>
    c.html(deskHome(await deskOffers(db), await deskPromoCodes(db), forms), status);

  /** Validation errors answer 400: the desk page with them above the form for a browser, `validation_errors` else. */
  async function refuse(c: AppContext, form: DeskForm, errors: ValidationErrors): Promise<Response> {
    if (!wantsHtml(c)) throw ApiError.validation(errors);
    const raw = await c.req.parseBody().catch(() => ({}));
    const values = Object.fromEntries(Object.entries(raw).map(([k, v]) => [k, typeof v === 'string' ? v : '']));
    return home(c, { form, errors, values }, 400);
  }

  /** The body through its schema (`read`), then `more` (checks against the database); errors go to `refuse`. */
  async function validBody<T>(
    c: AppContext,
    form: DeskForm,
    read: () => Promise<T>,
    more: (input: T) => Promise<ValidationErrors | undefined> = async () => undefined,
  ): Promise<{ input: T } | { page: Response }> {
    let input: T;
    try {
      input = await read();
    } catch (err) {
      if (!(err instanceof ApiError) || !err.validationErrors) throw err;
      return { page: await refuse(c, form, err.validationErrors) };
    }
    const errors = await more(input);
    return errors ? { page: await refuse(c, form, errors) } : { input };
  }

  app.get(bonusDesk, async (c) => {
    if (wantsHtml(c)) return home(c);
    return c.json({ success: true, data: { offers: await deskOffers(db), codes: await deskPromoCodes(db) } });
  });

  app.post(`${bonusDesk}/offers/create`, async (c) => {
    const result = await validBody(
      c,
      'offer',
      () => readBody(c, offerRequest),
      async (o) => ((await offerCodeTaken(db, o.code)) ? { code: ['an offer with this code exists'] } : undefined),
    );
    if ('page' in result) return result.page;
    const { code, kind, rules } = result.input;
    let created: Awaited<ReturnType<typeof createOffer>>;
    try {
      created = await createOffer(db, { code, kind, rules, at: now() });
    } catch (err) {
      // The engine refuses a kind it has no mechanics for.
      if (err instanceof BonusOfferError) return refuse(c, 'offer', { kind: [err.message] });
      throw err;
    }
    if (wantsHtml(c)) return home(c, { notice: `Offer ${created.code} added.` });
    return c.json({ success: true, data: { offer: created } });
  });

  app.post(`${bonusDesk}/offers/:id/rules`, async (c) => {
    const { id } = readParams(c, params);
    const result = await validBody(c, 'rules', () => readBody(c, offerRulesRequest));
    if ('page' in result) return result.page;
    if (!(await updateOffer(db, { id, ...result.input }))) throw ApiError.notFound('No such offer');
    if (wantsHtml(c)) return home(c, { notice: 'Offer rules saved.' });
    return c.json({ success: true, data: { id, ...result.input } });
  });

  app.post(`${bonusDesk}/codes/create`, async (c) => {
    const result = await validBody(
      c,
      'code',
      () => readBody(c, codeRequest),
      async (p) => {
        const errors: ValidationErrors = {};
        if (!(await offerCodeTaken(db, p.offer))) errors.offer = ['no such offer'];
        if (await promoCodeTaken(db, p.code)) errors.code = ['a promo code with this code exists'];
        return Object.keys(errors).length > 0 ? errors : undefined;
      },
    );
    if ('page' in result) return result.page;
    const p = result.input;
    const at = now();
    const id = await createPromoCode(
      db,
      {
        code: p.code,
        offerCode: p.offer,
        startsAt: p.startsAt ?? at,
        ...(p.maxUses !== undefined ? { maxUses: p.maxUses } : {}),
        ...(p.perPlayer !== undefined ? { perPlayer: p.perPlayer } : {}),
        ...(p.endsAt ? { endsAt: p.endsAt } : {}),
        ...(p.countries ? { countries: p.countries } : {}),
        ...(p.partners ? { partners: p.partners } : {}),
      },
      at,
    );
    if (wantsHtml(c)) return home(c, { notice: `Promo code ${p.code} added.` });
    return c.json({ success: true, data: { id, code: p.code } });
  });

  poolDeskRoutes(app, db, now, utcInstant, wantsHtml);

  app.get(`${bonusDesk}/players`, (c) => {
    const { id } = readQuery(c, params);
    return c.redirect(`${bonusDesk}/players/${id}`, 303);
  });

  app.get(`${bonusDesk}/players/:id`, async (c) => {
    const { id } = readParams(c, params);
    const player = await deskPlayer(db, id);
    if (!player) throw ApiError.notFound('No such player');
    // What is due goes first, so the desk never shows an expired bonus as active (as the player's list does).
    await expireDue(db, now());
    const bonuses = [];
    for (const bonus of await bonusesOf(db, id)) bonuses.push({ bonus, postings: await bonusPostings(db, bonus) });
    if (wantsHtml(c)) return c.html(deskPlayerPage(player, bonuses, await currencyDigits(db)));
    return c.json({
      success: true,
      data: {
        player,
        bonuses: bonuses.map((b) => ({
          ...b.bonus,
          postings: b.postings,
          postedMinor: b.postings.reduce((sum, p) => sum + p.amountMinor, 0),
        })),
      },
    });
  });
};
