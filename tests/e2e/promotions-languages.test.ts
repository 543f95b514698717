/**
 * Every promotions screen of issues 20 and 21 in ru, en, kk and ar, as a signed-in player on a phone (390 px)
 * against the real server: the site's tournaments, promo store, express of the day, toto archive, partner
 * programme, global event and results pages, and the office's toto, tournaments, bring a friend, cashback, points,
 * bonus gifts and special offers screens. Each shows its content with no untranslated text key and no `{{`, the
 * page is right to left in Arabic, and nothing scrolls sideways. (Each screen's own flows are in its e2e file.)
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useServerAndBrowser } from '../support/e2e-world';
import { registerInOneClick } from '../support/player';

const world = useServerAndBrowser();
let page: Page;

// A text key shown instead of its text: the prefixes of every promotions dictionary block.
const rawKey =
  /\b(site|tournament|tournaments|toto|promo_store|referral|partner_programme|global_event|express_day|results|office)_[a-z0-9_]+\b|\{\{/;

const sitePages: ReadonlyArray<readonly [path: string, testId: string]> = [
  ['/tournaments', 'tournaments-page'],
  ['/promo-store', 'promo-store-items'],
  ['/express-day', 'express-day'],
  ['/toto/draws/active/1', 'toto-draws'],
  ['/partner-programme', 'partner-programme'],
  ['/global-event', 'global-event'],
  ['/results', 'results'],
];
const officeScreens: ReadonlyArray<readonly [path: string, testId: string]> = [
  ['toto', 'office-toto'],
  ['tournaments', 'office-tournaments'],
  ['bring-a-friend', 'office-friends'],
  ['cashback', 'office-cashback'],
  ['points', 'office-points'],
  ['bonus-gifts', 'office-gifts'],
  ['special-offers', 'office-offers'],
];

beforeAll(async () => {
  page = await world.browser.newPage({ viewport: { width: 390, height: 844 } });
  await registerInOneClick(page, world.server.origin);
}, 120_000);
afterAll(async () => {
  await page?.close();
});

async function checkShown(lang: string, testId: string, where: string) {
  const shown = page.locator(`[data-testid="${testId}"]`).first();
  await shown.waitFor({ timeout: 30_000 });
  await expect
    .poll(async () => (await shown.textContent())?.trim().length ?? 0, { timeout: 15_000 })
    .toBeGreaterThan(3);
  // The office renders in its widget's shadow root, which the page's own text does not include.
  const text = `${await page.locator('main').first().textContent()} ${await shown.textContent()}`;
  expect(text, `${where} in ${lang}`).not.toMatch(rawKey);
  expect(await page.evaluate(() => document.documentElement.dir)).toBe(lang === 'ar' ? 'rtl' : 'ltr');
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `${where} in ${lang} scrolls sideways`).toBeLessThanOrEqual(1);
}

describe('the promotions screens in four languages (390 px)', () => {
  for (const lang of ['ru', 'en', 'kk', 'ar'] as const) {
    it(`the site's promotion pages in ${lang}`, async () => {
      for (const [path, testId] of sitePages) {
        await page.goto(`${world.server.origin}/${lang}${path}`);
        await checkShown(lang, testId, path);
      }
    }, 180_000);

    it(`the office's promotion screens in ${lang}`, async () => {
      for (const [path, testId] of officeScreens) {
        await page.goto(`${world.server.origin}/${lang}/office/${path}`);
        await checkShown(lang, testId, `/office/${path}`);
        expect(await page.locator('div.bf-root[data-widget="office"]').getAttribute('dir')).toBe(
          lang === 'ar' ? 'rtl' : 'ltr',
        );
      }
    }, 180_000);
  }
});
