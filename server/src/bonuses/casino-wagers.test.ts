/**
 * Casino rounds wager the bonus through the provider wallet: a closed round counts its stakes by the game's
 * contribution, a rolled-back round counts nothing, a round counts once; the bonus's maximum stake is refused
 * by the composition root's stake check. Ledger and bonus books reconcile after every test.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { directSession } from '../casino/sessions';
import { fundedPlayer, openCasinoServer, walletCall } from '../casino/testing';
import { casinoStakeCheck } from '../routes';
import type { TestServer } from '../testing';
import { balanceOf } from '../wallet';
import { bonusesOf, createOffer, grantBonus } from './engine';
import '../platform/tables';
import { checkBooksAfterEach } from './test-support';

let server: TestServer;
let kzt: number;
beforeAll(async () => {
  server = await openCasinoServer();
  kzt = (
    await server.database.db.selectFrom('currencies').select('id').where('code', '=', 'KZT').executeTakeFirstOrThrow()
  ).id;
}, 120_000);
checkBooksAfterEach(() => server.database.db);
afterAll(() => server.close());

async function playerWithCasinoBonus(code: string) {
  const at = new Date(server.deps.clock.now());
  const player = await fundedPlayer(server, 100_000);
  const offer = await createOffer(server.database.db, {
    code,
    kind: 1,
    rules: {
      trigger: 'manual',
      amount: { fixedMinor: 1_000 },
      wagerMultiple: 2,
      casino: { contribution: { instant_games: 50, slots: 100 } },
      maxStakeMinor: 5_000,
      expiryDays: 7,
    },
    at,
  });
  const granted = await grantBonus(server.database.db, {
    userId: player.userId,
    currencyId: kzt,
    offer,
    baseMinor: 0,
    source: `casino-test:${player.userId}`,
    at,
  });
  if (!granted.granted) throw new Error(granted.reason);
  const session = await directSession(server.database.db, {
    owner: `u:${player.userId}`,
    userId: player.userId,
    gameId: 9001,
    currency: 'KZT',
    at,
  });
  return { ...player, token: session.token, bonus: granted.bonus };
}

const body = (token: string, uuid: string, round: string, amount: number, extra: Record<string, unknown> = {}) => ({
  request_uuid: `req-${uuid}`,
  token,
  transaction_uuid: uuid,
  round,
  game_id: 9001,
  amount,
  currency: 'KZT',
  ...extra,
});

describe('casino rounds and the bonus', () => {
  it('a closed round of an instant game counts half its stakes; a round counts once; wagered in full it converts', async () => {
    const p = await playerWithCasinoBonus('casino-wager');
    const round = async (name: string, stakes: number[]) => {
      for (const [i, amount] of stakes.entries())
        expect((await walletCall(server, 'bet', body(p.token, `${name}-b${i}`, name, amount))).body.status).toBe('ok');
      expect((await walletCall(server, 'win', body(p.token, `${name}-w`, name, 0))).body.status).toBe('ok');
    };
    await round('bonus-r1', [1_000, 1_000]);
    expect((await bonusesOf(server.database.db, p.userId))[0]).toMatchObject({ wageredMinor: 1_000, percent: 50 });
    // The same win again is answered from its record and counts nothing more.
    await walletCall(server, 'win', body(p.token, 'bonus-r1-w', 'bonus-r1', 0));
    expect((await bonusesOf(server.database.db, p.userId))[0]).toMatchObject({ wageredMinor: 1_000 });
    await round('bonus-r2', [2_000]);
    expect((await bonusesOf(server.database.db, p.userId))[0]).toMatchObject({ status: 'completed', percent: 100 });
    expect(await balanceOf(server.database.db, p.bonus.accountId)).toBe(0);
    expect(await balanceOf(server.database.db, p.accountId)).toBe(100_000 - 4_000 + 1_000);
  });

  it('a rolled-back round counts nothing', async () => {
    const p = await playerWithCasinoBonus('casino-rollback');
    await walletCall(server, 'bet', body(p.token, 'rb-b', 'bonus-rb', 1_000));
    await walletCall(server, 'rollback', body(p.token, 'rb-x', 'bonus-rb', 0, { reference_transaction_uuid: 'rb-b' }));
    expect((await bonusesOf(server.database.db, p.userId))[0]).toMatchObject({ wageredMinor: 0, status: 'active' });
  });

  it('a stake above the bonus maximum is refused as a limit', async () => {
    const p = await playerWithCasinoBonus('casino-cap');
    const at = new Date(server.deps.clock.now());
    const stake = { userId: p.userId, currencyId: kzt, at };
    expect(await casinoStakeCheck.check(server.database.db, { ...stake, amountMinor: 5_000 })).toBe('ok');
    expect(await casinoStakeCheck.check(server.database.db, { ...stake, amountMinor: 5_001 })).toBe('limit_reached');
  });
});
