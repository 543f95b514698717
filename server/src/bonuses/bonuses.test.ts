import { betPromotionsData, firstDepositData, playerBonusesData, userConfigData } from '@betframe/sdk/bonuses';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountsRoutesWith } from '../accounts';
import { type AccountsTestServer, openAccountsServer } from '../accounts/testing/accounts-server';
import { paymentRoutesWith } from '../payments';
import { createDeposit, decideDeposit } from '../payments/service';
import { balanceOf, reconcile } from '../wallet';
import { openFirstAccount } from '../wallet/ledger';
import { firstDepositBonusHook } from './deposit-bonus';
import { bonusesOf, createOffer } from './engine';
import { createPromoCode } from './promo-codes';
import { promoCodeRoutes } from './promo-routes';
import { reconcileBonuses } from './reconcile';
import { bonusesRoutes } from './routes';

const common = { currency_id: 1, country_id: 463, regRules: true, regPolitics: true };

async function openBonusServer(enabled: boolean, bonusPopup = true): Promise<AccountsTestServer> {
  return openAccountsServer({
    modules: [
      accountsRoutesWith({ openFirstAccount }),
      bonusesRoutes,
      promoCodeRoutes,
      paymentRoutesWith({ depositBonus: firstDepositBonusHook }),
    ],
    config: {
      promo: { firstDepositBonus: { enabled, percent: 150 } },
      registration: { types: ['fast_reg'], bonusPopup },
    },
  });
}

describe('first-deposit bonus calls', () => {
  let server: AccountsTestServer;
  beforeAll(async () => {
    server = await openBonusServer(true);
  }, 60_000);
  afterAll(() => server.close());

  it('a guest gets 401 from both calls', async () => {
    const guest = server.player();
    expect((await guest.get('/api/v3/bonuses/first-deposit')).status).toBe(401);
    expect((await guest.get('/web-api/user/config')).status).toBe(401);
  });

  it("a new player has the first deposit bonus, with texts in the request language (the percent is the offer's)", async () => {
    const player = server.player();
    expect((await player.post('/web-api/registration/fast', common)).status).toBe(201);
    const en = await player.get('/api/v3/bonuses/first-deposit?lng=en');
    expect(en.status).toBe(200);
    expect(firstDepositData.parse(en.body.data)).toEqual({
      hasFirstDeposit: true,
      bonusPopupTitle: 'First deposit bonus',
      bonusPopupDescription: '+100% to your first deposit. Top up your account to get it.',
      bonusPopupBtnText: 'Top up',
      // The seeded offers' own figures (docs/bonuses.md), for the deposit form's choice.
      offers: [
        { key: '1st', percent: 100, capMinor: 500_00, wagerMultiple: 5 },
        { key: 'slot_first_deposit', percent: 100, capMinor: 500_00, wagerMultiple: 30 },
      ],
      defaultChoice: '1st',
    });
    const ru = await player.get('/api/v3/bonuses/first-deposit');
    expect(ru.body.data.bonusPopupTitle).toBe('Бонус на первый депозит');
    const kk = await player.get('/api/v3/bonuses/first-deposit?lang=kk');
    expect(kk.body.data.bonusPopupBtnText).toBe('Толтыру');
    const ar = await player.raw('/api/v3/bonuses/first-deposit', { headers: { 'accept-language': 'ar-AE,ar;q=0.9' } });
    expect(((await ar.json()) as { data: { bonusPopupTitle: string } }).data.bonusPopupTitle).toBe(
      'مكافأة الإيداع الأول',
    );
    const config = userConfigData.parse((await player.get('/web-api/user/config')).body.data);
    expect(config).toMatchObject({ hasFirstBonus: true, registrationBonusPopup: true, firstDepositBonusKey: '1st' });
  });

  it('after a completed deposit the bonus is gone; a pending or declined one keeps it', async () => {
    const player = server.player();
    const registered = await player.post('/web-api/registration/fast', common);
    const userId = registered.body.data.userId as number;
    const db = server.database.db;
    const at = new Date(server.deps.clock.now());

    const pending = await createDeposit(db, { userId, amountMinor: 100_00, provider: 'sandbox', at });
    expect((await player.get('/api/v3/bonuses/first-deposit')).body.data.hasFirstDeposit).toBe(true);
    await decideDeposit(db, Number(pending.id), 'declined', at);
    expect((await player.get('/api/v3/bonuses/first-deposit')).body.data.hasFirstDeposit).toBe(true);
    expect((await player.get('/api/v3/bonuses/first-deposit')).body.data.offers).toHaveLength(2);

    const approved = await createDeposit(db, { userId, amountMinor: 100_00, provider: 'sandbox', at });
    await decideDeposit(db, Number(approved.id), 'approved', at);
    expect((await player.get('/api/v3/bonuses/first-deposit')).body.data).toMatchObject({
      hasFirstDeposit: false,
      offers: [],
    });
    expect((await player.get('/web-api/user/config')).body.data.hasFirstBonus).toBe(false);
  });
});

describe('the first-deposit bonus chosen with the deposit', () => {
  let server: AccountsTestServer;
  beforeAll(async () => {
    server = await openBonusServer(true);
  }, 60_000);
  afterAll(() => server.close());

  async function depositWith(choice: string | undefined) {
    const player = server.player();
    const userId = (await player.post('/web-api/registration/fast', common)).body.data.userId as number;
    const answer = await player.post('/web-api/payments/recharge', {
      amount: '100',
      ...(choice ? { firstDepositBonusChoice: choice } : {}),
    });
    expect(answer.status).toBe(200);
    const id = answer.body.data.paymentId as number;
    const hook = firstDepositBonusHook(server.deps);
    await decideDeposit(server.database.db, id, 'approved', new Date(server.deps.clock.now()), hook);
    return { player, userId, id, hook };
  }

  it.each([
    ['1st', 0, 100_00 * 5],
    ['slot_first_deposit', 1, 100_00 * 30],
  ])('%s: the approved deposit of 100 credits 100 of bonus (kind %i) to wager', async (choice, kind, required) => {
    const { player, userId, id, hook } = await depositWith(choice);
    // The office's result screen learns the kept choice from the deposit's status.
    expect((await player.get(`/web-api/payments/status?payment_id=${id}`)).body.data.bonusChoice).toBe(choice);
    const [bonus] = await bonusesOf(server.database.db, userId);
    expect(bonus).toMatchObject({ kind, offerCode: choice, amountMinor: 100_00, wagerRequiredMinor: required });
    expect(await balanceOf(server.database.db, bonus?.accountId ?? 0)).toBe(100_00);
    // The callback again (a replay) credits nothing more.
    await decideDeposit(server.database.db, id, 'approved', new Date(server.deps.clock.now()), hook);
    expect(await bonusesOf(server.database.db, userId)).toHaveLength(1);
    expect(await reconcile(server.database.db)).toMatchObject({ ok: true });
    expect(await reconcileBonuses(server.database.db)).toMatchObject({ ok: true });
  });

  it('the player lists the bonus with its progress and refuses it, once', async () => {
    const { player, userId } = await depositWith('1st');
    const listed = await player.get('/web-api/bonuses');
    expect(listed.status).toBe(200);
    const data = playerBonusesData.parse(listed.body.data);
    expect(data.history).toEqual([]);
    expect(data.active).toEqual([
      expect.objectContaining({
        type: 0,
        name: '1st',
        current: 0,
        required: 500,
        percent: 0,
        money: 100,
        maxStake: 50,
      }),
    ]);
    const id = data.active[0]?.id;
    expect((await player.post('/web-api/bonuses/refuse', { bonus_id: 'x' })).status).toBe(400);
    const refused = await player.post('/web-api/bonuses/refuse', { bonus_id: id });
    expect(refused.status).toBe(200);
    expect(playerBonusesData.parse(refused.body.data)).toMatchObject({
      active: [],
      history: [{ id, status: 'forfeited', closedReason: 'refused', money: 0, isClosed: true }],
    });
    expect((await player.post('/web-api/bonuses/refuse', { bonus_id: id })).status).toBe(404);
    expect(await bonusesOf(server.database.db, userId)).toHaveLength(1);
    expect(await reconcile(server.database.db)).toMatchObject({ ok: true });
    expect((await server.player().get('/web-api/bonuses')).status).toBe(401);
  });

  it('no choice, or cancel, gives no bonus; a second deposit never does', async () => {
    for (const choice of [undefined, 'cancel']) {
      const { userId } = await depositWith(choice);
      expect(await bonusesOf(server.database.db, userId)).toEqual([]);
    }
    const { player, userId } = await depositWith(undefined);
    const second = await player.post('/web-api/payments/recharge', { amount: '50', firstDepositBonusChoice: '1st' });
    await decideDeposit(
      server.database.db,
      second.body.data.paymentId,
      'approved',
      new Date(server.deps.clock.now()),
      firstDepositBonusHook(server.deps),
    );
    expect(await bonusesOf(server.database.db, userId)).toEqual([]);
  });

  it('an unknown choice is refused with the field named', async () => {
    const player = server.player();
    await player.post('/web-api/registration/fast', common);
    const answer = await player.post('/web-api/payments/recharge', { amount: '10', firstDepositBonusChoice: 'vip' });
    expect(answer.status).toBe(400);
    expect(answer.body.data.validation_errors).toHaveProperty('firstDepositBonusChoice');
  });
});

describe('promo code calls', () => {
  let server: AccountsTestServer;
  beforeAll(async () => {
    server = await openBonusServer(true);
    const at = new Date(server.deps.clock.now());
    await createOffer(server.database.db, {
      code: 'calls-promo',
      kind: 3,
      rules: {
        trigger: 'promo_code',
        amount: { fixedMinor: 5_00 },
        wagerMultiple: 1,
        sport: { minOdds: 1.5, minLegs: 1 },
        expiryDays: 3,
      },
      at,
    });
    await createPromoCode(server.database.db, { code: 'CALLS5', offerCode: 'calls-promo', startsAt: at }, at);
    await createOffer(server.database.db, {
      code: 'calls-freebet',
      kind: 6,
      rules: {
        trigger: 'promo_code',
        amount: { fixedMinor: 7_50 },
        wagerMultiple: 0,
        freebet: { minOdds: 1.4, minLegs: 2 },
        expiryDays: 3,
      },
      at,
    });
    await createPromoCode(server.database.db, { code: 'CALLSFB', offerCode: 'calls-freebet', startsAt: at }, at);
  }, 60_000);
  afterAll(() => server.close());

  it('checks, activates once (then 409 already_used), lists the history; unknown codes are 404', async () => {
    const player = server.player();
    await player.post('/web-api/registration/fast', common);
    expect((await player.post('/web-api/promo-codes/check', { code: 'calls5' })).body.data).toMatchObject({
      valid: true,
      kind: 3,
    });
    expect((await player.post('/web-api/promo-codes/check', { code: 'zzz' })).body.data).toMatchObject({
      valid: false,
      reason: 'unknown_code',
    });
    expect((await player.post('/web-api/promo-codes/check', { code: '' })).status).toBe(400);
    const activated = await player.post('/web-api/promo-codes/activate', { code: 'CALLS5' });
    expect(activated.status).toBe(200);
    expect(activated.body.data).toMatchObject({ kind: 3 });
    const again = await player.post('/web-api/promo-codes/activate', { code: 'CALLS5' });
    expect(again.status).toBe(409);
    expect(again.body.errors?.[0]?.code).toBe('already_used');
    expect((await player.post('/web-api/promo-codes/activate', { code: 'NOPE' })).status).toBe(404);
    const history = await player.get('/web-api/promo-codes');
    expect(history.body.data.items).toEqual([expect.objectContaining({ code: 'CALLS5', kind: 3 })]);
    const bonuses = playerBonusesData.parse((await player.get('/web-api/bonuses')).body.data);
    expect(bonuses.active).toEqual([expect.objectContaining({ type: 3, money: 5, required: 5 })]);
    expect(await reconcile(server.database.db)).toMatchObject({ ok: true });
  });

  it('a freebet code: listed by bet-promotions for the slip (beside an active bonus), a freebet in the bonuses', async () => {
    const player = server.player();
    expect((await player.get('/web-api/bonuses/bet-promotions')).status).toBe(401);
    await player.post('/web-api/registration/fast', common);
    expect(betPromotionsData.parse((await player.get('/web-api/bonuses/bet-promotions')).body.data).items).toEqual([]);
    expect((await player.post('/web-api/promo-codes/activate', { code: 'CALLS5' })).status).toBe(200);
    const activated = await player.post('/web-api/promo-codes/activate', { code: 'callsfb' });
    expect(activated.status).toBe(200);
    const listed = betPromotionsData.parse((await player.get('/web-api/bonuses/bet-promotions')).body.data);
    expect(listed.items).toEqual([
      expect.objectContaining({
        id: activated.body.data.bonusId,
        type: 6,
        mechanic: 'freebet',
        amount: 7.5,
        currencyIso: 'RUB',
        minOdds: 1.4,
        minLegs: 2,
      }),
    ]);
    const bonuses = playerBonusesData.parse((await player.get('/web-api/bonuses')).body.data);
    expect(bonuses.active.map((b) => [b.type, b.mechanic, b.money])).toEqual([
      [6, 'freebet', 7.5],
      [3, 'wagering', 5],
    ]);
    expect(await reconcileBonuses(server.database.db)).toMatchObject({ ok: true });
  });
});

describe('first-deposit bonus switched off by the partner', () => {
  it('no offer means hasFirstDeposit false and no first bonus in the user config; the popup switch is reported', async () => {
    const server = await openBonusServer(false, false);
    try {
      const player = server.player();
      await player.post('/web-api/registration/fast', common);
      expect((await player.get('/api/v3/bonuses/first-deposit')).body.data.hasFirstDeposit).toBe(false);
      expect((await player.get('/web-api/user/config')).body.data).toMatchObject({
        hasFirstBonus: false,
        registrationBonusPopup: false,
      });
    } finally {
      await server.close();
    }
  });
});
