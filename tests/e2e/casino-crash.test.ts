/**
 * Crash for real money in Chromium against the real server process, at a phone's and a desktop's width: a signed-in
 * player bets on a shared round in the game frame (taps on the phone, clicks on the desktop) and cashes out by hand, bets on another round with an automatic
 * cash-out, and the balance (and the site's header) moves by exactly the rounds' stakes less their payouts; the
 * verifier reproduces ten past rounds from their revealed seeds; two browsers watching the same round see the same crash point. Time is the development server's app clock moved
 * forward (`fastForwardFeed`), never a wait on the wall clock: a jump of 150 s ends any round (the longest flies
 * 132 s to ×10,000, then 3 s of pause), so the next round opens with its full 6 s of betting.
 */
import { type CrashRound, crashRoundSchema } from '@betframe/sdk/casino';
import type { FrameLocator, Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { balanceMinor, casinoHistory, gameFrame } from '../support/casino';
import { useServerAndBrowser } from '../support/e2e-world';
import { fastForwardFeed, headerBalanceDigits, signIn } from '../support/player';

const world = useServerAndBrowser();

const CRASH = 9002;
/** Past any round: the longest flies 132 s (to ×10,000), then 3 s of pause. */
const PAST_ANY_ROUND_MS = 150_000;

async function crashState(): Promise<CrashRound> {
  const response = await fetch(`${world.server.origin}/web-api/casino/originals/crash/state`);
  return crashRoundSchema.parse(((await response.json()) as { data: unknown }).data);
}

/** Moves the app clock forward by `ms` (the development fast-forward takes minutes). */
const forward = (ms: number) => fastForwardFeed(world.server.origin, ms / 60_000);

const announced = async (frame: FrameLocator) =>
  (await frame.locator('[data-testid="game-announce"]').textContent()) ?? '';

const patiently = { timeout: 30_000 };

/**
 * A player's press: a tap on a touch screen, else a click (scrolled into view past the site's fixed bars). The
 * control may turn disabled under the finger (betting closed, the round crashed: real time runs too): then the
 * press is too late and does nothing — false.
 */
async function press(control: Locator, touch: boolean): Promise<boolean> {
  try {
    await (touch ? control.tap({ timeout: 10_000 }) : control.click({ timeout: 10_000 }));
    return true;
  } catch (error) {
    if ((await control.count()) === 0 || (await control.isDisabled())) return false;
    throw error;
  }
}

/** Jumps past the current round and waits until the frame shows the next one open for bets. */
async function nextBettingRound(frame: FrameLocator): Promise<number> {
  const { roundId: passed } = await crashState();
  await forward(PAST_ANY_ROUND_MS);
  const shown = () => frame.locator('.bf-game-big').getAttribute('data-round');
  await expect.poll(async () => Number(await shown()), patiently).toBeGreaterThan(passed);
  await frame.locator('[data-testid="crash-play"]:not([disabled])').waitFor();
  return Number(await shown());
}

/**
 * Bets on the next round through the frame; true once the bet is open on it. The controls are set on one round and
 * the bet placed on a fresh one: its 6 s of betting are real time too, and a slow machine may take them.
 */
async function betOnNextRound(frame: FrameLocator, touch: boolean, autoCashOut?: string): Promise<boolean> {
  await nextBettingRound(frame);
  const auto = frame.locator('[data-testid="crash"] [role="switch"]');
  const wanted = String(autoCashOut !== undefined);
  if ((await auto.getAttribute('aria-checked')) !== wanted) {
    await press(auto, touch);
    if (autoCashOut !== undefined) await frame.locator('input[data-testid="crash-auto"]').fill(autoCashOut);
    await nextBettingRound(frame);
  }
  const said = await announced(frame);
  if (!(await press(frame.locator('[data-testid="crash-play"]'), touch))) return false;
  // Open, or refused with the reason announced.
  const open = frame.locator('[data-testid="crash"][data-bet="open"]');
  await expect.poll(async () => (await open.count()) > 0 || (await announced(frame)) !== said, patiently).toBe(true);
  return (await open.count()) > 0;
}

/**
 * Ten more rounds through the page's play call (an automatic cash-out at ×1.50 each, settled by the next jump), then
 * the verifier, opened from each round's verify link in the office, recomputes its crash point from the revealed
 * seed in the browser — the same point the server's state lists for that round.
 */
async function tenRoundsVerified(page: Page, newRounds: () => Promise<{ roundId: number; status: string }[]>) {
  const before = new Set((await newRounds()).map((r) => r.roundId));
  for (let i = 0; i < 10; i += 1) {
    await forward(PAST_ANY_ROUND_MS);
    const status = await page.evaluate(async () => {
      const response = await fetch('/web-api/casino/originals/crash/play', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ amount: '1.00', params: { autoCashOut: 1.5 } }),
      });
      return response.status;
    });
    expect(status).toBe(200);
  }
  await forward(PAST_ANY_ROUND_MS);
  await expect
    .poll(
      async () => (await newRounds()).filter((r) => !before.has(r.roundId) && r.status !== 'open').length,
      patiently,
    )
    .toBe(10);
  const ten = (await casinoHistory(page)).filter((r) => !before.has(r.roundId) && r.game === 'crash');
  const points = new Map((await crashState()).recent.map((r) => [r.roundId, r.crashPoint]));
  for (const round of ten) {
    const point = points.get(round.fairness.nonce);
    if (point === undefined) throw new Error(`crash round ${round.fairness.nonce} is not among the recent ones`);
    expect(round.multiplier).toBe(point >= 1.5 ? 1.5 : 0);
    await page.goto(`${world.server.origin}/en/office/casino`);
    await page.locator(`[data-round="${round.roundId}"] [data-testid="casino-round-verify"]`).click();
    await page.waitForURL((url) => url.pathname === '/en/casino/fairness');
    await page.locator('[data-testid="casino-verify"]').click();
    const row = page.locator('[data-testid="casino-verify-row"]').first();
    await row.waitFor();
    expect(Number(await row.getAttribute('data-nonce'))).toBe(round.fairness.nonce);
    expect(Number(await row.getAttribute('data-multiplier'))).toBe(point);
  }
}

const widths = [
  { name: 'phone', viewport: { width: 390, height: 844 }, touch: true, login: 'demo2', password: 'Demo-Pass-2' },
  { name: 'desktop', viewport: { width: 1366, height: 900 }, touch: false, login: 'demo', password: 'Demo-Pass-1' },
] as const;

describe('crash for real money', () => {
  for (const width of widths) {
    it(`${width.name}: a cash-out by hand and an automatic one; the balance moves by exactly stake − payout`, async () => {
      const context = await world.browser.newContext({
        viewport: width.viewport,
        hasTouch: width.touch,
        isMobile: width.touch,
      });
      const page = await context.newPage();
      await page.goto(`${world.server.origin}/en/login`);
      await signIn(page, width.login, width.password);
      await page.locator('[data-testid="header-office"]').waitFor();
      const before = await balanceMinor(page);
      const seen = new Set((await casinoHistory(page)).map((r) => r.roundId));
      const newRounds = async () => (await casinoHistory(page)).filter((r) => !seen.has(r.roundId));

      await page.goto(`${world.server.origin}/en/casino/game/${CRASH}`);
      expect(await page.locator('[data-testid="casino-game"]').getAttribute('data-mode')).toBe('real');
      const frame = await gameFrame(page, 'crash-phase');
      const noOverflow = () =>
        page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);
      expect(await noOverflow()).toBe(true);

      // By hand: one second after the launch (about ×1.07), unless the round crashed before (then it is a loss and
      // the next round tries again).
      let manual: { roundId: number; multiplier: number; stake: number; payout: number } | undefined;
      for (let attempt = 0; attempt < 8 && !manual; attempt += 1) {
        if (!(await betOnNextRound(frame, width.touch))) continue;
        const state = await crashState();
        await forward(Date.parse(state.launchAt) - Date.parse(state.now) + 1_000);
        await frame.locator('[data-testid="crash-cashout"]:not([disabled])').waitFor();
        await press(frame.locator('[data-testid="crash-cashout"]'), width.touch);
        await frame.locator('[data-testid="crash"][data-bet="settled"]').waitFor();
        const [latest] = (await newRounds()).sort((a, b) => b.roundId - a.roundId);
        if (latest && latest.payout > 0) manual = latest;
      }
      if (!manual) throw new Error('no round flew long enough for a cash-out by hand');
      expect(manual.multiplier).toBeGreaterThanOrEqual(1);
      expect(Math.round(manual.payout * 100)).toBe(
        Math.floor(Math.round(manual.stake * 100) * manual.multiplier + 1e-6),
      );
      expect(await frame.locator('[data-testid="game-announce"]').textContent()).toContain(`×${manual.multiplier}`);

      // Automatically at ×1.10: the server pays it at the crash, and the frame brings the result without a click.
      let automatic: { roundId: number; multiplier: number } | undefined;
      for (let attempt = 0; attempt < 8 && !automatic; attempt += 1) {
        if (!(await betOnNextRound(frame, width.touch, '1.10'))) continue;
        await forward(PAST_ANY_ROUND_MS);
        await frame.locator('[data-testid="crash"][data-bet="settled"]').waitFor();
        const [latest] = (await newRounds()).sort((a, b) => b.roundId - a.roundId);
        expect(latest?.status).not.toBe('open');
        if (latest && latest.payout > 0) automatic = latest;
        else expect(latest?.multiplier).toBe(0);
      }
      if (!automatic) throw new Error('no round reached ×1.10');
      expect(automatic.multiplier).toBe(1.1);
      expect(await frame.locator('[data-testid="game-announce"]').textContent()).toContain('×1.1');

      const played = await newRounds();
      expect(played.every((r) => r.game === 'crash')).toBe(true);
      const net = played.reduce((sum, r) => sum + Math.round(r.stake * 100) - Math.round(r.payout * 100), 0);
      await expect.poll(() => balanceMinor(page), patiently).toBe(before - net);
      // The header followed the frame's balance messages without a reload.
      await expect.poll(() => headerBalanceDigits(page), patiently).toBe(String(before - net));
      expect(await noOverflow()).toBe(true);
      if (!width.touch) await tenRoundsVerified(page, newRounds);
      await context.close();
    }, 480_000);
  }

  it('two browsers watching the same crash round see the same crash point', async () => {
    const contexts = await Promise.all(widths.map((w) => world.browser.newContext({ viewport: w.viewport })));
    const frames = await Promise.all(
      contexts.map(async (context) => {
        const page = await context.newPage();
        await page.goto(`${world.server.origin}/en/casino/game/${CRASH}`);
        return gameFrame(page, 'crash-phase');
      }),
    );
    const [a, b] = frames;
    if (!a || !b) throw new Error('two frames');
    const round = await nextBettingRound(a);
    await expect.poll(() => b.locator('.bf-game-big').getAttribute('data-round'), patiently).toBe(String(round));
    // Second by second of app time until the server says the round crashed: inside its 3 s pause both show it.
    let state = await crashState();
    for (let step = 0; step < 200 && !(state.roundId === round && state.phase === 'crashed'); step += 1) {
      if (state.roundId !== round) throw new Error(`round ${round} was passed over`);
      await forward(1_000);
      state = await crashState();
    }
    const shown = await Promise.all(
      frames.map((frame) => frame.locator(`[data-testid="crash-point"][data-round="${round}"]`).textContent()),
    );
    expect(shown).toEqual([`×${state.crashPoint}`, `×${state.crashPoint}`]);
    for (const context of contexts) await context.close();
  }, 240_000);
});
