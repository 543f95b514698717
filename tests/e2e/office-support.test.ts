/**
 * The office's support in Chromium against the real server (one server and browser for the file, one player
 * through it): a chat exchange between the player and the operator desk's consultant screen (the answer reaches
 * the open office through the push stream, without a reload), a payment consultant request about the player's
 * deposit filled out and seen on the desk, and the support, payment consultant and share-an-idea screens visited
 * in ru, en, kk and ar (right to left), with an idea sent in Arabic.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useServerAndBrowser } from '../support/e2e-world';
import { choose, depositThroughSandbox, registerInOneClick } from '../support/player';

const world = useServerAndBrowser();
let page: Page;

beforeAll(async () => {
  page = await world.browser.newPage();
  await registerInOneClick(page, world.server.origin);
}, 120_000);
afterAll(async () => {
  await page?.close();
});

describe('office: support', () => {
  it('the player chats with the consultant desk; the answer arrives in the open office', async () => {
    await page.goto(`${world.server.origin}/en/office/support`);
    await page.locator('[data-testid="chat-start"]').click();
    await page.locator('[data-testid="chat-text"]').fill('Hello, my deposit is late.');
    await page.locator('[data-testid="chat-send"]').click();
    const chat = page.locator('[data-testid="chat"]');
    await expect.poll(() => chat.locator('[data-author="player"]').count()).toBe(1);
    const threadId = await chat.getAttribute('data-thread');

    const desk = await world.browser.newPage();
    try {
      await desk.goto(`${world.server.origin}/sandbox/operator/consultant`);
      const row = desk.locator(`tr[data-thread="${threadId}"]`);
      expect(await row.getAttribute('data-state')).toBe('open');
      await row.locator('a').click();
      await expect.poll(() => desk.locator('#messages').textContent()).toContain('Hello, my deposit is late.');
      await desk.locator('textarea[name="text"]').fill('It is on its way: two more minutes.');
      await desk.locator('button[type="submit"]', { hasText: 'Send' }).click();
      await desk.waitForURL((url) => url.pathname.endsWith(`/threads/${threadId}`));
      await expect.poll(() => desk.locator('#messages li[data-author="consultant"]').count()).toBe(1);
    } finally {
      await desk.close();
    }

    // No reload: the push stream tells the office, which reads the chat again.
    const answer = chat.locator('[data-author="consultant"]');
    await answer.waitFor({ timeout: 5000 });
    expect(await answer.textContent()).toContain('It is on its way: two more minutes.');
    await expect.poll(() => chat.getAttribute('data-state')).toBe('answered');

    await page.locator('[data-testid="chat-text"]').fill('Thank you!');
    await page.locator('[data-testid="chat-send"]').click();
    await expect.poll(() => chat.locator('[data-author="player"]').count()).toBe(2);
  }, 90_000);

  it('a payment consultant request about a deposit is created by topic, filled out and reaches the desk', async () => {
    await depositThroughSandbox(page, world.server.origin, '25');
    await page.goto(`${world.server.origin}/en/office/payment-consultant`);
    const screen = page.locator('[data-testid="office-consultant"]');
    await screen.locator('#bf-consultant-payment').waitFor();
    await choose(screen, '#bf-consultant-topic', 'deposit_not_credited');
    const list = await screen.locator('#bf-consultant-payment').getAttribute('aria-controls');
    const option = screen.locator(`#${list} [role="option"]`).first();
    await screen.locator('#bf-consultant-payment').click();
    await option.click();
    await screen.locator('[data-testid="consultant-create"] button[type="submit"]').click();
    const fill = screen.locator('[data-testid="consultant-fill"]');
    await fill.locator('textarea').fill('The money left my card but the balance did not change.');
    await fill.locator('button[type="submit"]').click();
    const thread = screen.locator('[data-testid="consultant-thread"]');
    await expect.poll(() => thread.getAttribute('data-state')).toBe('open');
    const id = await thread.getAttribute('data-thread');

    const deskPage = await fetch(`${world.server.origin}/sandbox/operator/consultant/threads/${id}`);
    const html = await deskPage.text();
    expect(html).toContain('About deposit #');
    expect(html).toContain('topic deposit_not_credited');
    expect(html).toContain('The money left my card but the balance did not change.');
  }, 90_000);

  for (const lang of ['ru', 'en', 'kk', 'ar'] as const) {
    it(`the support, payment consultant and idea screens in ${lang}`, async () => {
      for (const [path, testId] of [
        ['support', 'office-support'],
        ['payment-consultant', 'office-consultant'],
        ['share-idea', 'office-idea'],
      ] as const) {
        await page.goto(`${world.server.origin}/${lang}/office/${path}`);
        const screen = page.locator(`[data-testid="${testId}"]`);
        await screen.waitFor();
        const dir = lang === 'ar' ? 'rtl' : 'ltr';
        expect(await page.evaluate(() => document.documentElement.dir)).toBe(dir);
        expect(await page.locator('div.bf-root[data-widget="office"]').getAttribute('dir')).toBe(dir);
        expect(await page.locator(`[data-screen][aria-selected="true"]`).getAttribute('data-screen')).toBe(
          { support: 'support', 'payment-consultant': 'consultant', 'share-idea': 'idea' }[path],
        );
        await expect.poll(async () => (await screen.textContent())?.trim().length ?? 0).toBeGreaterThan(10);
        expect(await screen.textContent()).not.toMatch(/office_[a-z_]+/);
      }
      if (lang === 'ar') {
        const idea = page.locator('[data-testid="office-idea"]');
        await idea.locator('[data-testid="idea-text"]').fill('بث مباشر للمباريات');
        await idea.locator('[data-testid="idea-send"]').click();
        await expect.poll(() => idea.locator('[data-testid="idea-status"]').textContent()).toBe('شكرًا! أُرسلت فكرتك.');
      }
    }, 60_000);
  }
});
