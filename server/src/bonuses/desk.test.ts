/**
 * The operator desk's bonus pages (desk.ts): offers and promo codes created from forms or JSON and listed with
 * their counts, bad input answering 400 with `validation_errors` (or the page with the errors above the form), an
 * offer's new rules, and a player's bonuses with their ledger postings summing to what the bonus account holds.
 * Ledger and bonus books reconcile after each test.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../clock';
import { openTestServer, type TestServer } from '../testing';
import { bonusDeskRoutes } from './desk';
import { grantBonus, offerByCode, recordWager, refuseBonus } from './engine';
import { activatePromoCode } from './promo-codes';
import { BONUS_TEST_AT as at, checkBooksAfterEach, insertPlayer, sportRules } from './test-support';

const DESK = '/sandbox/operator/bonuses';
let server: TestServer;

beforeAll(async () => {
  server = await openTestServer({ modules: [bonusDeskRoutes], clock: new ManualClock(at.getTime()) });
}, 120_000);
checkBooksAfterEach(() => server.database.db);
afterAll(() => server?.close());

interface Answer {
  status: number;
  body: {
    success: boolean;
    data?: Record<string, unknown> & { validation_errors?: Record<string, string[]> };
  };
}

async function post(path: string, body: Record<string, unknown>, form = false): Promise<Answer> {
  const res = await server.fetch(path, {
    method: 'POST',
    headers: { accept: 'application/json', ...(form ? {} : { 'content-type': 'application/json' }) },
    body: form ? new URLSearchParams(body as Record<string, string>) : JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Answer['body'] };
}

async function get<T>(path: string): Promise<T> {
  const res = await server.fetch(path, { headers: { accept: 'application/json' } });
  expect(res.status).toBe(200);
  return ((await res.json()) as { data: T }).data;
}

const html = async (path: string) => (await server.fetch(path, { headers: { accept: 'text/html' } })).text();

const errorsOf = (answer: Answer) => {
  expect(answer.status).toBe(400);
  return Object.keys(answer.body.data?.validation_errors ?? {}).sort();
};

interface Listing {
  offers: Array<{ code: string; kind: number; granted: number; activeBonuses: number; active: boolean }>;
  codes: Array<{ code: string; offerCode: string; uses: number; maxUses: number | null; players: number }>;
}

describe('offers', () => {
  it('adds an offer from JSON rules text and lists it with its counts', async () => {
    const rules = sportRules({ trigger: 'manual', amount: { fixedMinor: 25_00 } });
    const added = await post(
      `${DESK}/offers/create`,
      { code: 'desk-sport', kind: '0', rules: JSON.stringify(rules) },
      true,
    );
    expect(added.status).toBe(200);
    expect(await offerByCode(server.database.db, 'desk-sport')).toMatchObject({ kind: 0, rules, active: true });
    const listing = await get<Listing>(DESK);
    expect(listing.offers.find((o) => o.code === 'desk-sport')).toMatchObject({ granted: 0, activeBonuses: 0 });
    const page = await html(DESK);
    expect(page).toContain('data-offer="desk-sport"');
    expect(page).toContain('data-offer="1st"');
  });

  it.each([
    ['rules that are not JSON', { code: 'bad-1', kind: 0, rules: '{trigger' }, ['rules']],
    [
      'rules the engine refuses',
      { code: 'bad-2', kind: 0, rules: { ...sportRules(), wagerMultiple: -1 } },
      ['rules.wagerMultiple'],
    ],
    [
      'rules without a trigger',
      { code: 'bad-3', kind: 0, rules: { ...sportRules(), trigger: undefined } },
      ['rules.trigger'],
    ],
    ['an unknown rule', { code: 'bad-4', kind: 0, rules: { ...sportRules(), bonusCap: 1 } }, ['rules']],
    ['a kind the engine does not grant', { code: 'bad-5', kind: 2, rules: sportRules() }, ['kind']],
    ['a code with spaces and no kind', { code: 'a b', rules: sportRules() }, ['code', 'kind']],
    ['a code that exists', { code: '1st', kind: 0, rules: sportRules() }, ['code']],
  ] as const)('refuses %s with 400 validation_errors, adding nothing', async (_, body, fields) => {
    const before = (await get<Listing>(DESK)).offers.length;
    expect(errorsOf(await post(`${DESK}/offers/create`, body))).toEqual(fields);
    expect((await get<Listing>(DESK)).offers.length).toBe(before);
  });

  it("a browser's bad form gets the page back with the errors above the form and its values kept", async () => {
    const res = await server.fetch(`${DESK}/offers/create`, {
      method: 'POST',
      headers: { accept: 'text/html' },
      body: new URLSearchParams({ code: 'form-bad', kind: '0', rules: '{"trigger":"manual"}' }),
    });
    expect(res.status).toBe(400);
    const page = await res.text();
    expect(page).toContain('role="alert"');
    expect(page).toContain('<strong>rules.wagerMultiple</strong>: required');
    expect(page).toContain('value="form-bad"');
    const rules = await server.fetch(`${DESK}/offers/1/rules`, {
      method: 'POST',
      headers: { accept: 'text/html' },
      body: new URLSearchParams({ rules: '{"trigger":', active: 'true' }),
    });
    expect(rules.status).toBe(400);
    expect(await rules.text()).toContain('<strong>rules</strong>: not valid JSON');
  });

  it("changes an offer's rules and switch; bad rules and an unknown offer change nothing", async () => {
    const offer = await offerByCode(server.database.db, 'desk-sport');
    if (!offer) throw new Error('no offer');
    const path = `${DESK}/offers/${offer.id}/rules`;
    expect(errorsOf(await post(path, { rules: { ...offer.rules, expiryDays: 0 }, active: true }))).toEqual([
      'rules.expiryDays',
    ]);
    expect((await post(`${DESK}/offers/999999/rules`, { rules: offer.rules, active: true })).status).toBe(404);
    const rules = { ...offer.rules, wagerMultiple: 1 };
    expect((await post(path, { rules: JSON.stringify(rules) }, true)).status).toBe(200);
    expect(await offerByCode(server.database.db, 'desk-sport')).toMatchObject({ rules, active: false });
    const userId = await insertPlayer(server.database.db);
    const grant = { userId, currencyId: 1, baseMinor: 0, source: `desk:${userId}`, at };
    const off = await offerByCode(server.database.db, 'desk-sport');
    expect(await grantBonus(server.database.db, { ...grant, offer: off as NonNullable<typeof off> })).toEqual({
      granted: false,
      reason: 'inactive_offer',
    });
    expect((await post(path, { rules: JSON.stringify(rules), active: 'true' }, true)).status).toBe(200);
    expect((await offerByCode(server.database.db, 'desk-sport'))?.active).toBe(true);
  });
});

describe('promo codes', () => {
  it('adds a code with every limit from a form; its uses and players count activations', async () => {
    const added = await post(
      `${DESK}/codes/create`,
      {
        code: 'desk-ten',
        offer: 'desk-sport',
        maxUses: '10',
        perPlayer: '1',
        startsAt: '2026-11-01',
        endsAt: '2026-12-31T23:59',
        countries: '286, 463',
        partners: '1',
      },
      true,
    );
    expect(added).toMatchObject({ status: 200, body: { data: { code: 'DESK-TEN' } } });
    const row = await server.database.db
      .selectFrom('promo_codes')
      .selectAll()
      .where('code', '=', 'DESK-TEN')
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ max_uses: 10, per_player: 1, countries: [286, 463], partners: [1] });
    expect(new Date(row.starts_at).toISOString()).toBe('2026-11-01T00:00:00.000Z');
    expect(new Date(row.ends_at as Date).toISOString()).toBe('2026-12-31T23:59:00.000Z');
    const userId = await insertPlayer(server.database.db, 286);
    const activation = await activatePromoCode(server.database.db, {
      userId,
      partner: 1,
      currencyId: 1,
      code: 'desk-ten',
      at,
    });
    expect(activation.activated).toBe(true);
    const listing = await get<Listing>(DESK);
    expect(listing.codes.find((c) => c.code === 'DESK-TEN')).toMatchObject({
      offerCode: 'desk-sport',
      uses: 1,
      maxUses: 10,
      players: 1,
    });
    expect(listing.offers.find((o) => o.code === 'desk-sport')).toMatchObject({ granted: 1, activeBonuses: 1 });
    expect(await html(DESK)).toContain('data-code="DESK-TEN"');
  });

  it.each([
    ['a short code', { code: 'x', offer: 'desk-sport' }, ['code']],
    ['an unknown offer', { code: 'NO-OFFER', offer: 'nope' }, ['offer']],
    ['a code that exists', { code: 'Desk-Ten', offer: 'desk-sport' }, ['code']],
    [
      'an end before the start',
      { code: 'DATES', offer: 'desk-sport', startsAt: '2026-12-02', endsAt: '2026-12-01' },
      ['endsAt'],
    ],
    [
      'dates that are not dates',
      { code: 'DATES2', offer: 'desk-sport', startsAt: '2026-13-45', endsAt: 'soon' },
      ['endsAt', 'startsAt'],
    ],
    [
      'limits that are not whole numbers',
      { code: 'LIMITS', offer: 'desk-sport', maxUses: '0', perPlayer: 'two', countries: 'a,b', partners: '-1' },
      ['countries.0', 'countries.1', 'maxUses', 'partners.0', 'perPlayer'],
    ],
  ] as const)('refuses %s with 400 validation_errors', async (_, body, fields) => {
    const before = (await get<Listing>(DESK)).codes.length;
    expect(errorsOf(await post(`${DESK}/codes/create`, body, true))).toEqual(fields);
    expect((await get<Listing>(DESK)).codes.length).toBe(before);
  });

  it('refuses a post from another origin', async () => {
    const res = await server.fetch(`${DESK}/codes/create`, {
      method: 'POST',
      headers: { origin: 'https://elsewhere.example', accept: 'application/json' },
      body: new URLSearchParams({ code: 'CROSS', offer: 'desk-sport' }),
    });
    expect(res.status).toBe(403);
  });
});

interface PlayerView {
  player: { id: number; login: string };
  bonuses: Array<{
    id: number;
    status: string;
    closedReason: string | null;
    percent: number;
    balanceMinor: number;
    postedMinor: number;
    postings: Array<{ kind: string; reference: string; amountMinor: number }>;
  }>;
}

describe("a player's bonuses", () => {
  it('shows the active bonus with its progress and postings, then the history after a refusal', async () => {
    const db = server.database.db;
    const userId = await insertPlayer(db);
    const offer = await offerByCode(db, 'desk-sport');
    if (!offer) throw new Error('no offer');
    const granted = await grantBonus(db, { userId, currencyId: 1, offer, baseMinor: 0, source: `view:${userId}`, at });
    if (!granted.granted) throw new Error(granted.reason);
    const id = granted.bonus.id;
    const wager = { product: 'sport', stakeMinor: 10_00, odds: 2, legOdds: [2] } as const;
    await recordWager(db, { userId, currencyId: 1, wager, reference: 'desk:1', at });

    const redirect = await server.fetch(`${DESK}/players?id=${userId}`, { redirect: 'manual' });
    expect(redirect.status).toBe(303);
    expect(redirect.headers.get('location')).toBe(`${DESK}/players/${userId}`);
    const active = await get<PlayerView>(`${DESK}/players/${userId}`);
    expect(active.bonuses).toEqual([
      expect.objectContaining({ id, status: 'active', percent: 40, balanceMinor: 25_00, postedMinor: 25_00 }),
    ]);
    expect(active.bonuses[0]?.postings).toEqual([
      expect.objectContaining({ kind: 'bonus_grant', reference: `bonus:${id}:grant`, amountMinor: 25_00 }),
    ]);
    const page = await html(`${DESK}/players/${userId}`);
    expect(page).toContain(`data-bonus="${id}" data-status="active"`);
    expect(page).toContain('<progress max="100" value="40">');

    expect(await refuseBonus(db, { userId, bonusId: id, at })).toBe(true);
    const closed = await get<PlayerView>(`${DESK}/players/${userId}`);
    expect(closed.bonuses[0]).toMatchObject({ status: 'forfeited', closedReason: 'refused', postedMinor: 0 });
    expect(closed.bonuses[0]?.postings.map((p) => [p.kind, p.amountMinor])).toEqual([
      ['bonus_grant', 25_00],
      ['bonus_forfeit', -25_00],
    ]);
    expect(await html(`${DESK}/players/${userId}`)).toContain('<h2>Active</h2><p>None.</p>');
  });

  it('an unknown player is 404 and a bad id 400', async () => {
    expect((await server.fetch(`${DESK}/players/99999999`, { headers: { accept: 'application/json' } })).status).toBe(
      404,
    );
    expect((await server.fetch(`${DESK}/players?id=abc`)).status).toBe(400);
  });
});
