import { firstDepositData, userConfigData } from '@betframe/sdk/bonuses';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountsRoutesWith } from '../accounts';
import { type AccountsTestServer, openAccountsServer } from '../accounts/testing/accounts-server';
import { createDeposit, decideDeposit } from '../payments/service';
import { openFirstAccount } from '../wallet/ledger';
import { bonusesRoutes } from './routes';

const common = { currency_id: 1, country_id: 463, regRules: true, regPolitics: true };

async function openBonusServer(enabled: boolean, bonusPopup = true): Promise<AccountsTestServer> {
  return openAccountsServer({
    modules: [accountsRoutesWith({ openFirstAccount }), bonusesRoutes],
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

  it('a new player has the first deposit bonus, with texts in the request language', async () => {
    const player = server.player();
    expect((await player.post('/web-api/registration/fast', common)).status).toBe(201);
    const en = await player.get('/api/v3/bonuses/first-deposit?lng=en');
    expect(en.status).toBe(200);
    expect(firstDepositData.parse(en.body.data)).toEqual({
      hasFirstDeposit: true,
      bonusPopupTitle: 'First deposit bonus',
      bonusPopupDescription: '+150% to your first deposit. Top up your account to get it.',
      bonusPopupBtnText: 'Top up',
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

    const approved = await createDeposit(db, { userId, amountMinor: 100_00, provider: 'sandbox', at });
    await decideDeposit(db, Number(approved.id), 'approved', at);
    expect((await player.get('/api/v3/bonuses/first-deposit')).body.data.hasFirstDeposit).toBe(false);
    expect((await player.get('/web-api/user/config')).body.data.hasFirstBonus).toBe(false);
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
