/**
 * Crash safety: the real server process is killed with SIGKILL (`kill -9`) while players place bets and deposit
 * through the sandbox checkout, then restarted on the same data folder — twice. Every operation the server
 * acknowledged (200 for a bet, the callback's redirect for an approved deposit) must be there exactly once
 * afterwards, a bet retried with its betGuid after the restart must not be placed twice, and the ledger must
 * reconcile. Seeded (which operation, which stake, when to kill) and bounded in time. No browser.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import '../../server/src/betting/tables';
import '../../server/src/payments/tables';
import { openDatabase } from '../../server/src/db';
import { reconcile } from '../../server/src/wallet/reconcile';
import { E2E_CAPTCHA_TOKEN, type RunningServer, startServer } from '../support/server-process';

const dataDir = mkdtempSync(join(tmpdir(), 'betframe-crash-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const WORKERS = 6;
const CYCLES = 2;
/** Seeded choices: per operation, a bet (with its stake) or a deposit; per cycle, how long the load runs. */
const plan = fc.sample(fc.tuple(fc.boolean(), fc.integer({ min: 10, max: 30 })), { numRuns: 5_000, seed: 919 });
const killAfterMs = fc.sample(fc.integer({ min: 1_500, max: 3_000 }), { numRuns: CYCLES, seed: 920 });

interface Pick {
  gameId: number;
  type: number;
  param: number;
  coef: number;
}

async function signIn(origin: string): Promise<string> {
  const response = await fetch(`${origin}/web-api/account/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-captcha-token': E2E_CAPTCHA_TOKEN },
    body: JSON.stringify({ login: 'demo', password: 'Demo-Pass-1' }),
  });
  expect(response.status).toBe(200);
  return (response.headers.getSetCookie().find((l) => l.startsWith('session=')) ?? '').split(';')[0] ?? '';
}

async function openPicks(origin: string): Promise<Pick[]> {
  const body = (await (await fetch(`${origin}/service-api/LineFeed/Get1x2_VZip?lng=en&count=100`)).json()) as {
    data: {
      attributes: {
        games: Array<{
          id: number;
          markets: Array<{ suspended: boolean; outcomes: Array<Omit<Pick, 'gameId'> & { blocked?: boolean }> }>;
        }>;
      };
    };
  };
  const picks: Pick[] = [];
  for (const game of body.data.attributes.games) {
    const market = game.markets.find((m) => !m.suspended && m.outcomes.some((o) => !o.blocked));
    const o = market?.outcomes.find((x) => !x.blocked);
    if (o) picks.push({ gameId: game.id, type: o.type, param: o.param, coef: o.coef });
  }
  expect(picks.length).toBeGreaterThan(3);
  return picks;
}

async function bet(origin: string, cookie: string, pick: Pick, stake: number, betGuid: string) {
  const response = await fetch(`${origin}/service-api/LiveBet/Secure/MakeBetWeb`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    // checkCf 1: any odds change is accepted, so a moving price does not refuse the load.
    body: JSON.stringify({ couponEvents: [pick], summ: stake, betGuid, checkCf: 1 }),
  });
  const body = (await response.json()) as { data?: { attributes?: { bet?: { betId: number } } } };
  return response.status === 200 ? body.data?.attributes?.bet?.betId : undefined;
}

/** Recharge, then the sandbox checkout's "Approve" form posted as a browser would; the payment id once approved. */
async function deposit(origin: string, cookie: string, amount: number): Promise<number | undefined> {
  const created = await fetch(`${origin}/web-api/payments/recharge`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify({ amount: String(amount) }),
  });
  if (created.status !== 200) return undefined;
  const { data } = (await created.json()) as { data: { paymentId: number; redirectUrl: string } };
  const page = await (await fetch(new URL(data.redirectUrl, origin))).text();
  const form = page.split('<form').find((f) => f.includes('value="approved"')) ?? '';
  const fields = new URLSearchParams(
    [...form.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)].map((m) => [m[1] ?? '', m[2] ?? '']),
  );
  fields.set('decision', 'approved');
  const approved = await fetch(`${origin}/web-api/payments/callback/sandbox`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: fields.toString(),
    redirect: 'manual',
  });
  return approved.status === 200 ? data.paymentId : undefined;
}

describe('kill -9 under load', () => {
  it('loses and doubles no acknowledged bet or deposit across two crashes; the ledger reconciles', async () => {
    const bets = new Map<string, number>(); // betGuid → betId acknowledged
    const sentBets = new Map<string, { pick: Pick; stake: number }>(); // every guid sent, acknowledged or not
    const deposits = new Set<number>();
    let step = 0;
    let server: RunningServer | undefined;
    const start = () => startServer({ entry: 'server/src/main.ts', env: { DATA_DIR: dataDir, EXAMPLES_PORT: 'off' } });

    for (let cycle = 0; cycle < CYCLES; cycle++) {
      server = await start();
      const { origin } = server;
      const cookie = await signIn(origin);
      const picks = await openPicks(origin);
      let running = true;
      const worker = async () => {
        while (running) {
          const [isBet, size] = plan[step++ % plan.length] as [boolean, number];
          try {
            if (isBet) {
              const betGuid = `crash-${cycle}-${step}-${size}`;
              const pick = picks[step % picks.length] as Pick;
              sentBets.set(betGuid, { pick, stake: size });
              const betId = await bet(origin, cookie, pick, size, betGuid);
              if (betId !== undefined) bets.set(betGuid, betId);
            } else {
              const paymentId = await deposit(origin, cookie, size * 5);
              if (paymentId !== undefined) deposits.add(paymentId);
            }
          } catch {
            // The connection died with the server: not acknowledged.
          }
        }
      };
      const load = Promise.all(Array.from({ length: WORKERS }, worker));
      await new Promise((r) => setTimeout(r, killAfterMs[cycle]));
      const exited = new Promise((r) => server?.process.once('exit', r));
      server.process.kill('SIGKILL');
      await exited;
      running = false;
      await load;
    }
    expect(bets.size).toBeGreaterThan(10);
    expect(deposits.size).toBeGreaterThan(3);

    // Restarted on the same folder: every bet sent is retried with its betGuid — acknowledged ones must answer the
    // same bet, the others at most once.
    server = await start();
    const cookie = await signIn(server.origin);
    for (const [betGuid, { pick, stake }] of sentBets) {
      const again = await bet(server.origin, cookie, pick, stake, betGuid);
      const first = bets.get(betGuid);
      if (first !== undefined) expect(again, betGuid).toBe(first);
    }
    expect(await server.stop()).toBe(0);

    const database = await openDatabase({ kind: 'pglite', dataDir: join(dataDir, 'pglite') });
    try {
      const db = database.db;
      const stored = await db.selectFrom('bets').select(['id', 'bet_guid']).execute();
      const byGuid = new Map<string, number[]>();
      for (const row of stored) byGuid.set(row.bet_guid, [...(byGuid.get(row.bet_guid) ?? []), Number(row.id)]);
      for (const [betGuid, betId] of bets) expect(byGuid.get(betGuid), betGuid).toEqual([betId]);
      for (const [betGuid, ids] of byGuid) expect(ids.length, betGuid).toBe(1);

      const approved = await db
        .selectFrom('payment_requests')
        .select('id')
        .where('status', '=', 'approved')
        .where('direction', '=', 'deposit')
        .execute();
      const approvedIds = new Set(approved.map((r) => Number(r.id)));
      for (const id of deposits) expect(approvedIds.has(id), `deposit ${id}`).toBe(true);
      // One credit per approved deposit, however the crash fell.
      const credits = await db
        .selectFrom('ledger_transactions')
        .select(['reference', sql<number>`count(*)`.as('n')])
        .where('kind', '=', 'deposit')
        .groupBy('reference')
        .execute();
      for (const credit of credits) expect(Number(credit.n), String(credit.reference)).toBe(1);
      expect(credits.length).toBe(approvedIds.size);

      const report = await reconcile(db);
      expect(report.ok, JSON.stringify(report)).toBe(true);
    } finally {
      await database.close();
    }
  }, 300_000);
});
