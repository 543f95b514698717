/**
 * The casino's web calls on one server: lobby, demo and real play through the provider wallet, the bad input
 * of issue 17 (coded errors, no ledger movement), mines and blackjack steps, crash, sessions and fairness.
 */
import {
  type BlackjackState,
  type CrashRound,
  crashCashOut,
  type MinesState,
  minePositions,
  roundFloats,
  verifyRound,
} from '@betframe/sdk/casino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../clock';
import type { TestServer } from '../testing';
import { balanceOf, reconcile } from '../wallet';
import { casinoServiceOf } from './service';
import { fundedPlayer, openCasinoServer } from './testing';

let server: TestServer;
const clock = new ManualClock(Date.parse('2026-03-01T12:00:00Z'));
beforeAll(async () => {
  server = await openCasinoServer({ clock });
});
afterAll(() => server.close());

type Json = { data?: Record<string, unknown> & { roundId?: number }; errors?: { code: string }[] };

async function call(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
  const response = await server.fetch(path, {
    method,
    headers: { 'content-type': 'application/json', ...headers },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: response.status, body: (await response.json()) as Json, cookie: response.headers.get('set-cookie') };
}

const as = (userId: number) => ({ 'x-test-user': String(userId) });
const codeOf = (r: { body: Json }) => r.body.errors?.[0]?.code;

describe('lobby and game details', () => {
  it('lists the originals with counts, filters by category and search, sorts and pages', async () => {
    const lobby = await call('GET', '/service-api/casino/lobby?lng=en');
    expect(lobby.body.data?.total).toBe(7);
    expect(lobby.body.data?.providers).toEqual([{ id: 1000, name: 'Betframe Originals', count: 7 }]);
    const crash = await call('GET', '/service-api/casino/lobby?category=1009');
    expect(((crash.body.data?.games ?? []) as unknown as { slug: string }[]).map((g) => g.slug)).toEqual(['crash']);
    const search = await call('GET', '/service-api/casino/lobby?search=MIN');
    expect(((search.body.data?.games ?? []) as unknown as { slug: string }[]).map((g) => g.slug)).toEqual(['mines']);
    const az = await call('GET', '/service-api/casino/lobby?sort=name&count=2&page=2');
    expect(((az.body.data?.games ?? []) as unknown as { name: string }[]).map((g) => g.name)).toEqual([
      'Dice',
      'European roulette',
    ]);
    // Names in the player's language (the game's own screen says the same), found by it or by the English one.
    const arabic = await call('GET', '/service-api/casino/lobby?lng=ar&search=%D8%A7%D9%84%D9%86%D8%B1%D8%AF');
    expect(arabic.body.data?.games).toMatchObject([{ slug: 'dice', name: 'النرد' }]);
    const english = await call('GET', '/service-api/casino/lobby?lng=ru&search=mines');
    expect(english.body.data?.games).toMatchObject([{ slug: 'mines', name: 'Мины' }]);
    expect((await call('GET', '/service-api/casino/games/9001?lng=kk')).body.data).toMatchObject({ name: 'Сүйек' });
    expect((await call('GET', '/service-api/casino/lobby?provider=5')).body.data?.total).toBe(0);
    expect((await call('GET', '/service-api/casino/games/9001')).body.data).toMatchObject({ slug: 'dice', rtp: 0.99 });
    const rules = (await call('GET', '/service-api/casino/games/blackjack?lng=ar')).body.data?.rules;
    expect(rules).toMatch(/3:2/);
    expect(rules).not.toMatch(/casino_rules/);
  });
});

describe('play', () => {
  it('a guest plays dice in demo with play money that never touches the ledger', async () => {
    const before = await reconcile(server.database.db);
    const first = await call('POST', '/web-api/casino/originals/dice/play', {
      amount: 10,
      params: { target: 50, over: true },
      demo: true,
    });
    expect(first.status).toBe(200);
    const cookie = (first.cookie ?? '').split(';')[0] ?? '';
    const round = first.body.data as { balance: number; payout: number; nonce: number; clientSeed: string };
    expect(round.balance).toBe(1000 - 10 + round.payout);
    expect(round.nonce).toBe(1);
    const after = await reconcile(server.database.db);
    expect(after.transactions).toBe(before.transactions);
    const fairness = await call('GET', '/web-api/casino/fairness', undefined, { cookie });
    expect(fairness.body.data).toMatchObject({ nonce: 1, clientSeed: round.clientSeed });
  });

  it('a player plays dice for real: the balance moves by exactly stake − payout, and the seeds reproduce it', async () => {
    const p = await fundedPlayer(server, 100_000);
    const played = await call(
      'POST',
      '/web-api/casino/originals/dice/play',
      { amount: '12.50', params: { target: 40.5, over: false } },
      as(p.userId),
    );
    expect(played.status).toBe(200);
    const round = played.body.data as {
      payout: number;
      outcome: { roll: number };
      multiplier: number;
      nonce: number;
      clientSeed: string;
    };
    expect(await balanceOf(server.database.db, p.accountId)).toBe(100_000 - 1_250 + Math.round(round.payout * 100));
    const rotated = await call('POST', '/web-api/casino/fairness/rotate', undefined, as(p.userId));
    const serverSeed = (rotated.body.data as { previousServerSeed: string }).previousServerSeed;
    const verified = await verifyRound(
      { serverSeed, clientSeed: round.clientSeed, nonce: round.nonce },
      { game: 'dice', params: { target: 40.5, over: false } },
    );
    expect(verified.multiplier).toBe(round.multiplier);
    expect((verified.outcome as { roll: number }).roll).toBe(round.outcome.roll);
    const history = await call('GET', '/web-api/casino/history', undefined, as(p.userId));
    const rows = (history.body.data as { rounds: { fairness: { serverSeed?: string } }[] }).rounds;
    expect(rows[0]?.fairness.serverSeed).toBe(serverSeed);
    expect((await reconcile(server.database.db)).ok).toBe(true);
  });

  it.each([
    ['below the minimum', 'dice', { amount: 0.01, params: { target: 50, over: true } }, 'stake_below_minimum'],
    ['above the maximum', 'dice', { amount: 5000, params: { target: 50, over: true } }, 'stake_above_maximum'],
    ['above the balance', 'dice', { amount: 600, params: { target: 50, over: true } }, 'insufficient_funds'],
    ['mines out of range', 'mines', { amount: 1, params: { mines: 25 } }, 'invalid_mines'],
    ['mines of zero', 'mines', { amount: 1, params: { mines: 0 } }, 'invalid_mines'],
    ['a dice target out of range', 'dice', { amount: 1, params: { target: 99.5, over: true } }, 'invalid_target'],
    ['plinko rows', 'plinko', { amount: 1, params: { rows: 20, risk: 'low' } }, 'invalid_rows'],
    [
      'a roulette bet off the table',
      'roulette',
      { amount: 1, params: { bets: [{ type: 'split', numbers: [3, 4], amount: 1 }] } },
      'invalid_bet',
    ],
  ])('refuses a stake %s with a coded error and no ledger movement', async (_name, game, body, code) => {
    const p = await fundedPlayer(server, 50_000);
    const before = (await reconcile(server.database.db)).transactions;
    const refused = await call('POST', `/web-api/casino/originals/${game}/play`, body, as(p.userId));
    expect(refused.status).toBeGreaterThanOrEqual(400);
    expect(codeOf(refused)).toBe(code);
    expect(await balanceOf(server.database.db, p.accountId)).toBe(50_000);
    expect((await reconcile(server.database.db)).transactions).toBe(before);
  });

  it('mines: reveal safe tiles, cash out, then a second cash-out is refused', async () => {
    const p = await fundedPlayer(server, 10_000);
    const start = await call(
      'POST',
      '/web-api/casino/originals/mines/play',
      { amount: 10, params: { mines: 3 } },
      as(p.userId),
    );
    const round = start.body.data as { roundId: number; serverSeedHash: string; clientSeed: string; nonce: number };
    expect(await balanceOf(server.database.db, p.accountId)).toBe(9_000);
    const row = await server.database.db
      .selectFrom('casino_rounds')
      .select('server_seed')
      .where('id', '=', round.roundId)
      .executeTakeFirstOrThrow();
    const mines = minePositions(
      await roundFloats('mines', { serverSeed: row.server_seed, clientSeed: round.clientSeed, nonce: round.nonce }),
      3,
    );
    const safe = Array.from({ length: 25 }, (_, i) => i).filter((t) => !mines.includes(t));
    const revealed = await call(
      'POST',
      '/web-api/casino/originals/mines/reveal',
      { roundId: round.roundId, tile: safe[0] },
      as(p.userId),
    );
    expect(((revealed.body.data?.outcome ?? []) as unknown as MinesState).revealed).toEqual([safe[0]]);
    expect(((revealed.body.data?.outcome ?? []) as unknown as MinesState).minePositions).toBeUndefined();
    const cashed = await call(
      'POST',
      '/web-api/casino/originals/mines/cashout',
      { roundId: round.roundId },
      as(p.userId),
    );
    expect(cashed.body.data).toMatchObject({ finished: true, multiplier: 1.125, payout: 11.25 });
    expect(await balanceOf(server.database.db, p.accountId)).toBe(9_000 + 1_125);
    const again = await call(
      'POST',
      '/web-api/casino/originals/mines/cashout',
      { roundId: round.roundId },
      as(p.userId),
    );
    expect(codeOf(again)).toBe('round_closed');
    expect(await balanceOf(server.database.db, p.accountId)).toBe(10_125);
  });

  it('blackjack: stands until the round ends and pays what the hand returns', async () => {
    const p = await fundedPlayer(server, 10_000);
    let answer = (await call('POST', '/web-api/casino/originals/blackjack/play', { amount: 10 }, as(p.userId))).body
      .data as {
      roundId: number;
      finished: boolean;
      payout: number;
      stake: number;
      outcome: BlackjackState;
    };
    while (!answer.finished) {
      answer = (
        await call(
          'POST',
          '/web-api/casino/originals/blackjack/action',
          { roundId: answer.roundId, action: 'stand' },
          as(p.userId),
        )
      ).body.data as typeof answer;
    }
    expect(await balanceOf(server.database.db, p.accountId)).toBe(
      10_000 - answer.stake * 100 + Math.round(answer.payout * 100),
    );
    const late = await call(
      'POST',
      '/web-api/casino/originals/blackjack/action',
      { roundId: answer.roundId, action: 'hit' },
      as(p.userId),
    );
    expect(codeOf(late)).toBe('round_closed');
  });
});

describe('crash', () => {
  it('takes bets while betting is open, pays a cash-out while it runs, refuses one after the crash', async () => {
    const state = (await call('GET', '/web-api/casino/originals/crash/state')).body.data as CrashRound;
    expect(state.phase).toBe('betting');
    const a = await fundedPlayer(server, 10_000);
    const b = await fundedPlayer(server, 10_000);
    const betA = await call('POST', '/web-api/casino/originals/crash/play', { amount: 10 }, as(a.userId));
    const betB = await call('POST', '/web-api/casino/originals/crash/play', { amount: 10 }, as(b.userId));
    expect(betA.status).toBe(200);
    const crashPoint = (await casinoServiceOf(server.deps).crash.current()).crash_point;
    clock.advance(6_000);
    expect(codeOf(await call('POST', '/web-api/casino/originals/crash/play', { amount: 10 }, as(a.userId)))).toBe(
      'betting_closed',
    );
    if (crashPoint > 1) {
      const cashed = await call(
        'POST',
        '/web-api/casino/originals/crash/cashout',
        { roundId: betA.body.data?.roundId },
        as(a.userId),
      );
      expect(cashed.body.data).toMatchObject({ multiplier: 1, payout: 10 });
    }
    clock.advance(200_000);
    const late = await call(
      'POST',
      '/web-api/casino/originals/crash/cashout',
      { roundId: betB.body.data?.roundId },
      as(b.userId),
    );
    expect(codeOf(late)).toBe('round_crashed');
    expect(await balanceOf(server.database.db, b.accountId)).toBe(9_000);
    const crashed = await casinoServiceOf(server.deps).crash.stateOf(
      await casinoServiceOf(server.deps).crash.roundOf(state.roundId),
    );
    expect(crashed).toMatchObject({ phase: 'crashed', crashPoint });
    expect(
      (
        await verifyRound(
          { serverSeed: crashed.serverSeed ?? '', clientSeed: crashed.clientSeed, nonce: state.roundId },
          { game: 'crash' },
        )
      ).multiplier,
    ).toBe(crashPoint);
  });
});

describe('crash auto cash-out', () => {
  it('pays the target when the round reaches it, else nothing; the result call answers once the round crashed', async () => {
    const crash = casinoServiceOf(server.deps).crash;
    clock.advance(200_000);
    const row = await crash.current();
    const a = await fundedPlayer(server, 10_000);
    const b = await fundedPlayer(server, 10_000);
    // A reaches its target whatever the crash point above 1.00; B's target is beyond this round's crash point.
    const betA = await call(
      'POST',
      '/web-api/casino/originals/crash/play',
      { amount: 10, params: { autoCashOut: 1.01 } },
      as(a.userId),
    );
    const farTarget = Math.min(10_000, Math.floor(row.crash_point * 100 + 1) / 100);
    const betB = await call(
      'POST',
      '/web-api/casino/originals/crash/play',
      { amount: 10, params: { autoCashOut: farTarget } },
      as(b.userId),
    );
    expect(
      codeOf(
        await call(
          'POST',
          '/web-api/casino/originals/crash/result',
          { roundId: betA.body.data?.roundId },
          as(a.userId),
        ),
      ),
    ).toBe('not_crashed');
    clock.set(row.crash_at.getTime());
    const resultA = await call(
      'POST',
      '/web-api/casino/originals/crash/result',
      { roundId: betA.body.data?.roundId },
      as(a.userId),
    );
    const won = row.crash_point >= 1.01;
    expect(resultA.body.data).toMatchObject({ finished: true, multiplier: won ? 1.01 : 0, payout: won ? 10.1 : 0 });
    expect(await balanceOf(server.database.db, a.accountId)).toBe(won ? 10_010 : 9_000);
    expect(resultA.body.data?.balance).toBe(won ? 100.1 : 90);
    // The sweep finds nothing left to pay twice; B lost its stake.
    await casinoServiceOf(server.deps).sweepCrash();
    const resultB = await call(
      'POST',
      '/web-api/casino/originals/crash/result',
      { roundId: betB.body.data?.roundId },
      as(b.userId),
    );
    const paidB = crashCashOut(row.crash_point, farTarget);
    expect(resultB.body.data).toMatchObject({ finished: true, multiplier: paidB });
    expect(await balanceOf(server.database.db, a.accountId)).toBe(won ? 10_010 : 9_000);
    expect(await balanceOf(server.database.db, b.accountId)).toBe(9_000 + Math.floor(1_000 * paidB + 1e-6));
    expect((await reconcile(server.database.db)).ok).toBe(true);
    // Past the round's pause: the next test watches a new round from its betting phase.
    clock.set(row.ends_at.getTime());
  });
});

describe('crash stream', () => {
  async function nextCrash(
    reader: ReadableStreamDefaultReader<Uint8Array>,
    until: (r: CrashRound) => boolean,
  ): Promise<CrashRound> {
    const decoder = new TextDecoder();
    let buffer = '';
    for (;;) {
      const { value, done } = await reader.read();
      if (done) throw new Error('stream ended');
      buffer += decoder.decode(value, { stream: true });
      for (const block of buffer.split('\n\n').slice(0, -1)) {
        const data = block.split('\n').find((line) => line.startsWith('data:'));
        const round = data ? (JSON.parse(data.slice(5)) as CrashRound) : undefined;
        if (round && until(round)) return round;
      }
      buffer = buffer.slice(buffer.lastIndexOf('\n\n') + 2);
    }
  }

  it('two watchers see the same round and the same crash point', async () => {
    const controllers = [new AbortController(), new AbortController()];
    const readers = await Promise.all(
      controllers.map(async (controller) => {
        const response = await server.fetch('/web-api/casino/originals/crash/stream', { signal: controller.signal });
        return (response.body as ReadableStream<Uint8Array>).getReader();
      }),
    );
    const [a, b] = await Promise.all(readers.map((reader) => nextCrash(reader, () => true)));
    expect(a?.roundId).toBe(b?.roundId);
    expect(a?.serverSeedHash).toBe(b?.serverSeedHash);
    // Just after its crash, inside the pause before the next round opens.
    const row = await casinoServiceOf(server.deps).crash.roundOf(a?.roundId ?? 0);
    clock.set(row.crash_at.getTime() + 100);
    const crashed = await Promise.all(
      readers.map((reader) => nextCrash(reader, (r) => r.roundId === a?.roundId && r.phase === 'crashed')),
    );
    expect(crashed[0]?.crashPoint).toBe(crashed[1]?.crashPoint);
    expect(crashed[0]?.serverSeed).toBeDefined();
    for (const controller of controllers) controller.abort();
  });
});

describe('sessions and favourites', () => {
  it('a launch token opens once; the session plays only its game', async () => {
    const p = await fundedPlayer(server, 10_000);
    const launch = await call('POST', '/web-api/casino/launch', { gameId: 9001, demo: false }, as(p.userId));
    const token = new URL(launch.body.data?.url as string).searchParams.get('token');
    const opened = await call('POST', '/web-api/casino/session', { token });
    expect(opened.status).toBe(200);
    // The game's screen shows the balance before the first round (UKGC RTS 14).
    expect(opened.body.data).toMatchObject({ currency: 'KZT', demo: false, balance: 100 });
    const demoLaunch = await call('POST', '/web-api/casino/launch', { gameId: 9001, demo: true }, as(p.userId));
    const demoToken = new URL(demoLaunch.body.data?.url as string).searchParams.get('token');
    const demoOpened = await call('POST', '/web-api/casino/session', { token: demoToken });
    expect(demoOpened.body.data).toMatchObject({ demo: true, balance: expect.any(Number) });
    expect(codeOf(await call('POST', '/web-api/casino/session', { token }))).toBe('session_token_used');
    const session = { 'X-Casino-Session': opened.body.data?.sessionToken as string };
    const seeded = await call(
      'POST',
      '/web-api/casino/fairness/client-seed',
      { clientSeed: 'from the game frame' },
      session,
    );
    expect(seeded.body.data?.clientSeed).toBe('from the game frame');
    expect((await call('GET', '/web-api/casino/fairness', undefined, as(p.userId))).body.data?.clientSeed).toBe(
      'from the game frame',
    );
    expect(
      codeOf(await call('POST', '/web-api/casino/fairness/client-seed', { clientSeed: 'x'.repeat(65) }, session)),
    ).toBe('validation_failed');
    expect(
      (
        await call(
          'POST',
          '/web-api/casino/originals/dice/play',
          { amount: 1, params: { target: 50, over: true } },
          session,
        )
      ).status,
    ).toBe(200);
    expect(
      codeOf(
        await call(
          'POST',
          '/web-api/casino/originals/plinko/play',
          { amount: 1, params: { rows: 8, risk: 'low' } },
          session,
        ),
      ),
    ).toBe('session_game_mismatch');
    await call('POST', '/web-api/casino/favourites', { gameId: 9003 }, as(p.userId));
    expect((await call('GET', '/web-api/casino/favourites', undefined, as(p.userId))).body.data).toEqual({
      gameIds: [9003],
    });
    expect((await call('DELETE', '/web-api/casino/favourites/9003', undefined, as(p.userId))).body.data).toEqual({
      gameIds: [],
    });
    const winners = await call('GET', '/service-api/restcore/GetLastWinners?curIso=KZT&limit=5');
    for (const w of (winners.body.data ?? []) as unknown as { playerName: string }[])
      expect(w.playerName).toMatch(/^\S{1,2}\*\*\*$/);
  });
});
