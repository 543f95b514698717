/**
 * Game subscriptions and web push in Chromium against the real server (docs/feed-and-betting.md "Game
 * subscriptions", docs/pwa.md "Web push"): at phone and desktop width a new player follows a football game from
 * its page, the development feed is fast-forwarded, and the goal shows in the page as a notice from the player's
 * push stream. Where the site is an app (partner 7: `application.pwa`), the follow dialog offers browser
 * notifications and the service worker shows a push delivered through CDP as a notification.
 */
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { useServerAndBrowser } from '../support/e2e-world';
import { fastForwardFeed, feedNow, registerInOneClick } from '../support/player';

let configDir: string | undefined;
const world = useServerAndBrowser({
  env: () => {
    configDir = mkdtempSync(join(tmpdir(), 'betframe-e2e-follow-config-'));
    cpSync(fileURLToPath(new URL('../../server/config', import.meta.url)), configDir, { recursive: true });
    writeFileSync(join(configDir, 'partners', '7.json'), JSON.stringify({ config: { application: { pwa: true } } }));
    return { CONFIG_DIR: configDir };
  },
});
afterAll(() => {
  if (configDir) rmSync(configDir, { recursive: true, force: true });
});

const gamesBody = z.object({
  data: z.object({
    attributes: z.object({
      games: z.array(z.object({ id: z.number(), sportId: z.number(), champId: z.number(), start: z.number() }).loose()),
    }),
  }),
});

const used = new Set<number>();

/** The next football game about to start that no earlier run followed. */
async function nextFootballGame() {
  const res = await fetch(`${world.server.origin}/service-api/LineFeed/Get1x2_VZip?lng=en&sports=1&count=200`);
  const games = gamesBody.parse(await res.json()).data.attributes.games;
  const game = games.filter((g) => !used.has(g.id)).sort((a, b) => a.start - b.start)[0];
  if (!game) throw new Error('no football game in the line');
  used.add(game.id);
  return game;
}

const notices = (page: Page) => page.locator('[data-testid="game-notices"]');

/** Follows a game from its page (every event offered); the bell shows it. */
async function follow(page: Page, game: { id: number; sportId: number; champId: number }) {
  await page.goto(`${world.server.origin}/en/line/${game.sportId}/${game.champId}/${game.id}`);
  const view = page.locator(`[data-testid="game-view"][data-game-id="${game.id}"]`);
  const bell = view.locator('[data-testid="follow-game"]');
  await bell.click();
  const dialog = page.locator('[data-testid="follow-dialog"]');
  await dialog.locator('input[type="checkbox"]').nth(3).waitFor();
  expect(await dialog.locator('input[type="checkbox"]:checked').count()).toBe(4);
  await dialog.locator('[data-testid="follow-save"]').click();
  await dialog.waitFor({ state: 'detached' });
  await expect.poll(() => bell.getAttribute('aria-pressed')).toBe('true');
  await notices(page).getByText('Notifications for this game are saved').waitFor();
}

describe('following a game', () => {
  for (const width of [390, 1280]) {
    it(`at ${width} px a followed game's goal shows in the page as it happens`, async () => {
      const page = await world.browser.newPage({ viewport: { width, height: width < 768 ? 844 : 900 } });
      await registerInOneClick(page, world.server.origin);
      // A game that ends goalless tells "Full time" without a goal: then the next one is followed.
      let goal: string | undefined;
      for (let attempt = 0; attempt < 3 && !goal; attempt++) {
        const game = await nextFootballGame();
        await follow(page, game);
        // To the kick-off in one jump (it is the next game to start; minutes before it have nothing to tell), then
        // one minute of feed time (nine match minutes) a step, the notices read after each (the sweep runs every
        // second).
        const untilKickOff = game.start * 1000 - (await feedNow(world.server.origin));
        if (untilKickOff > 0)
          await fastForwardFeed(world.server.origin, Math.min(180, Math.ceil(untilKickOff / 60_000)));
        for (let step = 0; step < 40 && !goal; step++) {
          await fastForwardFeed(world.server.origin, 1);
          // A goal and the final whistle can arrive in one step: look for the goal first, whichever came last.
          goal =
            (await notices(page)
              .getByText(/Goal! Score \d+:\d+/)
              .last()
              .textContent({ timeout: 2500 })
              .catch(() => null)) ?? undefined;
          if (goal) break;
          if (
            (await notices(page)
              .getByText(/Full time: \d+:\d+/)
              .count()) > 0
          )
            break;
        }
      }
      expect(goal).toMatch(/ – .+: Goal! Score \d+:\d+$/);
      await page.close();
    }, 300_000);
  }
});

describe('browser notifications where the site is an app', () => {
  it('the follow dialog offers them, and a push delivered to the worker shows as a notification', async () => {
    const context = await world.browser.newContext({ viewport: { width: 390, height: 844 } });
    await context.grantPermissions(['notifications'], { origin: world.server.origin });
    const page = await context.newPage();
    await registerInOneClick(page, world.server.origin);
    const game = await nextFootballGame();
    await page.goto(`${world.server.origin}/en/line/${game.sportId}/${game.champId}/${game.id}?partner=7`);
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await page.locator(`[data-testid="game-view"][data-game-id="${game.id}"] [data-testid="follow-game"]`).click();
    const browser = page.locator('[data-testid="follow-browser"]');
    await browser.locator('[role="switch"]').waitFor();
    expect(await browser.textContent()).toContain('Also as browser notifications on this device');
    await page.keyboard.press('Escape');

    const cdp = await context.newCDPSession(page);
    const registration = new Promise<string>((resolve) => {
      cdp.on('ServiceWorker.workerRegistrationUpdated', (event) => {
        const found = event.registrations.find((r) => r.scopeURL === `${world.server.origin}/` && !r.isDeleted);
        if (found) resolve(found.registrationId);
      });
    });
    await cdp.send('ServiceWorker.enable');
    const registrationId = await registration;
    const payload = { title: 'Home – Away', body: 'Goal! Score 1:0', url: `/en/line/1/2/${game.id}`, tag: 'game-1' };
    await cdp.send('ServiceWorker.deliverPushMessage', {
      origin: world.server.origin,
      registrationId,
      data: JSON.stringify(payload),
    });
    await expect
      .poll(() =>
        page.evaluate(() =>
          navigator.serviceWorker.ready
            .then((r) => r.getNotifications())
            .then((list) => list.map((n) => ({ title: n.title, body: n.body, tag: n.tag, data: n.data as unknown }))),
        ),
      )
      .toEqual([{ title: payload.title, body: payload.body, tag: payload.tag, data: { url: payload.url } }]);
    await context.close();
  }, 180_000);
});
