/**
 * For end-to-end files that play the casino on the site: the game frame, the player's casino history (the SDK's
 * wire schema of `/web-api/casino/history`) and the signed-in player's balance in minor units.
 */
import { type HistoryRound, historySchema } from '@betframe/sdk/casino';
import type { FrameLocator, Page } from 'playwright-core';
import { z } from 'zod';

/** The game page's launch frame, once it is there — and, when `ready` is given, once that test id shows in it. */
export async function gameFrame(page: Page, ready?: string): Promise<FrameLocator> {
  await page.locator('[data-testid="casino-frame"]').waitFor();
  const frame = page.frameLocator('[data-testid="casino-frame"]');
  if (ready) await frame.locator(`[data-testid="${ready}"]`).waitFor();
  return frame;
}

/** The signed-in page's active money account, in minor units (integers: no float drift). */
export async function balanceMinor(page: Page): Promise<number> {
  const body = await page.evaluate(async () => (await fetch('/web-api/account/balance')).json());
  const accounts = z
    .object({ data: z.object({ accounts: z.array(z.object({ moneyMinor: z.number(), isActive: z.boolean() })) }) })
    .parse(body).data.accounts;
  return accounts.find((a) => a.isActive)?.moneyMinor ?? Number.NaN;
}

/** The signed-in player's casino rounds, the first page (newest first). */
export async function casinoHistory(page: Page): Promise<HistoryRound[]> {
  const body = await page.evaluate(async () => (await fetch('/web-api/casino/history?page=1')).json());
  return historySchema.parse(z.object({ data: z.unknown() }).parse(body).data).rounds;
}
