/**
 * The casino in Chromium against the real server process (its game origin is the second listener): a guest opens
 * the lobby, filters, searches and plays dice and mines in demo inside the game frame; a player plays ten dice
 * rounds for real and the balance moves by exactly the rounds' stakes less their payouts, then rotates the seeds
 * and the verifier reproduces the rounds in the browser from the office's verify link, with no call to the
 * server. Crash (real money, two watchers) is tests/e2e/casino-crash.test.ts.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { balanceMinor, casinoHistory, gameFrame } from '../support/casino';
import { useServerAndBrowser } from '../support/e2e-world';
import { headerBalanceDigits, signIn } from '../support/player';

const world = useServerAndBrowser();

const DICE = 9001;
const MINES = 9003;

const tiles = (page: Page) => page.locator('[data-testid="casino-tile"]');
const tileSlugs = async (page: Page) =>
  (await tiles(page).evaluateAll((els) => els.map((el) => el.getAttribute('data-game')))).sort();

describe('casino', () => {
  it('a guest opens the lobby, filters, searches, and plays dice and mines in demo', async () => {
    const page = await world.browser.newPage();
    // The home page's casino sections (SPEC "casino sections"; the configuration's default: popular, new).
    await page.goto(`${world.server.origin}/en`, { waitUntil: 'domcontentloaded' });
    for (const section of ['popular', 'new']) {
      // Mounted once scrolled into view, like a player reaching it.
      await page.locator(`[data-home-casino="${section}"]`).scrollIntoViewIfNeeded();
      await page.locator(`[data-home-casino="${section}"] [data-testid="casino-tile"]`).first().waitFor();
    }
    await page.goto(`${world.server.origin}/en/casino`);
    await tiles(page).first().waitFor();
    expect(await tileSlugs(page)).toEqual(['blackjack', 'crash', 'dice', 'mines', 'plinko', 'roulette', 'slot']);
    // Instant games: dice, mines, plinko.
    await page.locator('[data-shelf="1010"]').click();
    await expect.poll(() => tileSlugs(page)).toEqual(['dice', 'mines', 'plinko']);
    await page.locator('[data-shelf="all"]').click();
    await page.locator('[data-testid="casino-search"]').fill('min');
    await expect.poll(() => tileSlugs(page)).toEqual(['mines']);
    await page.locator('[data-testid="casino-search"]').fill('');
    await expect.poll(() => tileSlugs(page)).toHaveLength(7);

    await page.locator('[data-game="dice"] .bf-casino-open').click();
    await page.waitForURL(`${world.server.origin}/en/casino/game/${DICE}`);
    expect(await page.locator('[data-testid="casino-game"]').getAttribute('data-mode')).toBe('demo');
    const dice = await gameFrame(page);
    await dice.locator('[data-testid="dice-play"]').click();
    await expect.poll(() => dice.locator('[data-testid="dice-roll"]').textContent()).toMatch(/^\d{1,3}\.\d\d$/);
    expect(await dice.locator('[data-testid="game-balance"]').textContent()).toMatch(/\d/);

    await page.goto(`${world.server.origin}/en/casino/game/${MINES}`);
    const mines = await gameFrame(page);
    await mines.locator('[data-testid="mines-play"]').click();
    await mines.locator('[data-testid="mines-cashout"]').waitFor();
    await mines.locator('[data-tile="12"]').click();
    // A gem lets the player cash out; a mine ends the round and shows the field.
    await mines.locator('[data-tile="12"][data-state]').waitFor();
    if ((await mines.locator('[data-tile="12"]').getAttribute('data-state')) === 'gem') {
      await mines.locator('[data-testid="mines-cashout"]').click();
    }
    await mines.locator('[data-state="hidden-mine"]').first().waitFor();
    await page.close();
  }, 180_000);

  it('a player plays ten dice rounds for real: the balance moves by exactly stake − payout; after a rotation the verifier reproduces them without a server call', async () => {
    const page = await world.browser.newPage();
    await page.goto(`${world.server.origin}/en/login`);
    await signIn(page, 'demo@betframe.test', 'Demo-Pass-1');
    await page.locator('[data-testid="header-office"]').waitFor();
    const before = await balanceMinor(page);
    const seen = new Set((await casinoHistory(page)).map((r) => r.roundId));

    await page.goto(`${world.server.origin}/en/casino/game/${DICE}`);
    expect(await page.locator('[data-testid="casino-game"]').getAttribute('data-mode')).toBe('real');
    const dice = await gameFrame(page);
    for (let round = 0; round < 10; round += 1) {
      await dice.locator('[data-testid="dice-play"]').click();
      await expect
        .poll(async () => (await casinoHistory(page)).filter((r) => !seen.has(r.roundId)).length)
        .toBe(round + 1);
    }
    const played = (await casinoHistory(page))
      .filter((r) => !seen.has(r.roundId))
      .sort((a, b) => a.roundId - b.roundId);
    expect(played.every((r) => r.game === 'dice')).toBe(true);
    const net = played.reduce((sum, r) => sum + Math.round(r.stake * 100) - Math.round(r.payout * 100), 0);
    await expect.poll(() => balanceMinor(page)).toBe(before - net);
    // The header followed the frame's balance messages without a reload.
    await expect.poll(() => headerBalanceDigits(page)).toBe(String(before - net));

    // Rotation reveals the seed the rounds were drawn from; the verifier then recomputes the ten rounds in the page
    // (the first round's verify link, ten consecutive nonces), asking the server nothing.
    const rotated = await page.evaluate(
      async () => (await fetch('/web-api/casino/fairness/rotate', { method: 'POST' })).status,
    );
    expect(rotated).toBe(200);
    const first = played[0];
    if (!first) throw new Error('no dice round');
    await page.goto(`${world.server.origin}/en/office/casino`);
    const link = page.locator(`[data-round="${first.roundId}"] [data-testid="casino-round-verify"]`);
    await link.waitFor();
    await link.click();
    await page.waitForURL((url) => url.pathname === '/en/casino/fairness');
    await page.locator('input[name="count"]').fill('10');
    const asked: string[] = [];
    page.on('request', (request) => asked.push(request.url()));
    await page.locator('[data-testid="casino-verify"]').click();
    await page.locator('[data-testid="casino-verify-row"]').nth(9).waitFor();
    const rows = await page.locator('[data-testid="casino-verify-row"]').evaluateAll((els) =>
      els.map((el) => ({
        nonce: Number(el.getAttribute('data-nonce')),
        multiplier: Number(el.getAttribute('data-multiplier')),
      })),
    );
    expect(rows).toEqual(played.map((r) => ({ nonce: r.fairness.nonce, multiplier: r.multiplier })));
    expect(await page.locator('[data-testid="casino-verify-result"]').textContent()).toContain(
      first.fairness.serverSeedHash,
    );
    // (The site's own header may poll the balance meanwhile; nothing of the casino is asked.)
    expect(asked.filter((url) => new URL(url).pathname.includes('casino'))).toEqual([]);
    await page.close();
  }, 240_000);

  it('a player plays every other game for real; after a rotation the verifier reproduces their rounds, several nonces at once', async () => {
    const page = await world.browser.newPage();
    await page.goto(`${world.server.origin}/en/login`);
    await signIn(page, 'demo@betframe.test', 'Demo-Pass-1');
    await page.locator('[data-testid="header-office"]').waitFor();
    const before = await balanceMinor(page);
    const seen = new Set((await casinoHistory(page)).map((r) => r.roundId));
    // Rounds through the play calls of the signed-in page (real money, the page's session): ten of each.
    const plays: Record<string, { count: number; params: unknown }> = {
      plinko: { count: 10, params: { rows: 8, risk: 'high' } },
      slot: { count: 10, params: {} },
      roulette: {
        count: 10,
        params: {
          bets: [
            { type: 'red', amount: '0.50' },
            { type: 'straight', numbers: [17], amount: '0.50' },
          ],
        },
      },
      mines: { count: 10, params: { mines: 3, picks: [0, 1, 2] } },
      blackjack: { count: 10, params: {} },
    };
    for (const [game, { count, params }] of Object.entries(plays)) {
      await page.evaluate(
        async ({ game, count, params }) => {
          const post = async (path: string, body: unknown) => {
            const response = await fetch(path, {
              method: 'POST',
              headers: { 'content-type': 'application/json' },
              body: JSON.stringify(body),
            });
            if (!response.ok) throw new Error(`${path} answered ${response.status}: ${await response.text()}`);
            return (await response.json()).data as { roundId: number; finished: boolean };
          };
          for (let i = 0; i < count; i += 1) {
            let round = await post(`/web-api/casino/originals/${game}/play`, { amount: '1.00', params });
            while (!round.finished)
              round = await post('/web-api/casino/originals/blackjack/action', {
                roundId: round.roundId,
                action: 'stand',
              });
          }
        },
        { game, count, params },
      );
    }
    const played = (await casinoHistory(page)).filter((r) => !seen.has(r.roundId));
    expect(played).toHaveLength(50);
    const net = played.reduce((sum, r) => sum + Math.round(r.stake * 100) - Math.round(r.payout * 100), 0);
    expect(await balanceMinor(page)).toBe(before - net);
    const rotated = await page.evaluate(
      async () => (await fetch('/web-api/casino/fairness/rotate', { method: 'POST' })).status,
    );
    expect(rotated).toBe(200);

    const verify = async (roundId: number, count: number) => {
      await page.goto(`${world.server.origin}/en/office/casino`);
      await page.locator(`[data-round="${roundId}"] [data-testid="casino-round-verify"]`).click();
      await page.waitForURL((url) => url.pathname === '/en/casino/fairness');
      await page.locator('input[name="count"]').fill(String(count));
      await page.locator('[data-testid="casino-verify"]').click();
      await page
        .locator('[data-testid="casino-verify-row"]')
        .nth(count - 1)
        .waitFor();
      return page.locator('[data-testid="casino-verify-row"]').evaluateAll((rows) =>
        rows.map((row) => ({
          nonce: Number(row.getAttribute('data-nonce')),
          multiplier: Number(row.getAttribute('data-multiplier')),
          summary: row.children[1]?.textContent ?? '',
        })),
      );
    };
    for (const game of ['plinko', 'slot', 'roulette', 'mines']) {
      const rounds = played.filter((r) => r.game === game).sort((a, b) => a.fairness.nonce - b.fairness.nonce);
      const first = rounds[0];
      if (!first) throw new Error(`no ${game} rounds`);
      const rows = await verify(first.roundId, rounds.length);
      expect(rows.map((r) => r.nonce)).toEqual(rounds.map((r) => r.fairness.nonce));
      if (game === 'mines') {
        // The seeds decide where the mines lie; the picks 1, 2, 3 win exactly when none of them is a mine.
        for (const [i, row] of rows.entries()) {
          const mines = (/([\d, ]+)$/.exec(row.summary)?.[1] ?? '').split(',').map((n) => Number(n.trim()));
          const hit = mines.some((tile) => tile <= 3);
          expect(hit ? 0 : 1).toBe(rounds[i]?.multiplier === 0 ? 0 : 1);
        }
      } else expect(rows.map((r) => r.multiplier)).toEqual(rounds.map((r) => r.multiplier));
    }
    // Blackjack replays each round's own actions: one round at a time.
    for (const round of played.filter((r) => r.game === 'blackjack')) {
      const [row] = await verify(round.roundId, 1);
      expect(row?.multiplier).toBe(round.multiplier);
    }
    await page.close();
  }, 300_000);
});
