/**
 * Verification and geography in Chromium against the real server process (docs/verification.md): a player whose
 * large withdrawal is refused uploads a passport in the office, sends it for review, an operator approves it in
 * the sandbox desk, and the same withdrawal goes through; a visitor whose edge header names a restricted country
 * sees the block page on any route and files an appeal that the operator desk lists.
 */
import { describe, expect, it } from 'vitest';
import { useServerAndBrowser } from '../support/e2e-world';
import { depositThroughSandbox, registerInOneClick } from '../support/player';

const world = useServerAndBrowser({
  env: () => ({ KYC_WITHDRAWAL_THRESHOLD: 'RUB:100', GEO_COUNTRY_HEADER: 'x-e2e-country' }),
});

/** A small but real JPEG head: the server checks magic bytes, not names. */
const jpeg = Buffer.concat([
  Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]),
  Buffer.from('JFIF\0'),
  Buffer.alloc(2048),
]);

describe('verification', () => {
  it('a document approved in the sandbox desk opens a large withdrawal', async () => {
    const context = await world.browser.newContext();
    const page = await context.newPage();
    const origin = world.server.origin;
    await registerInOneClick(page, origin);
    await depositThroughSandbox(page, origin, '300');

    const withdraw = async () => {
      await page.goto(`${origin}/en/office/deduce`);
      const deduce = page.locator('[data-testid="office-deduce"]');
      await deduce.locator('input').fill('200');
      await deduce.locator('button[type="submit"]').click();
      return deduce;
    };
    const refused = await withdraw();
    await expect
      .poll(() => refused.locator('[role="alert"]').textContent())
      .toBe('Withdrawing this amount needs a verified account. Complete verification in your account.');

    await page.goto(`${origin}/en/office/verification`);
    const screen = page.locator('[data-testid="office-verification"]');
    await expect.poll(() => screen.locator('[data-testid="kyc-state"]').getAttribute('data-state')).toBe('unverified');
    const upload = page.locator('[data-testid="kyc-upload"]');
    // A text file named like a picture is refused before it travels.
    await upload
      .locator('input[type="file"]')
      .setInputFiles({ name: 'passport.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('not a picture') });
    await expect
      .poll(() => upload.locator('[role="alert"]').first().textContent())
      .toContain("The file's content does not match its type");
    await upload.locator('input[name="documentNumber"]').fill('N 1234567');
    await upload.locator('input[name="issuingCountry"]').fill('KZ');
    await upload.locator('input[name="expiryDate"]').fill('2031-05-01');
    await upload
      .locator('input[type="file"]')
      .setInputFiles({ name: 'passport.jpg', mimeType: 'image/jpeg', buffer: jpeg });
    await upload.locator('[data-testid="kyc-upload-submit"]').click();
    await upload.locator('[data-testid="kyc-uploaded"]').waitFor();
    await screen.locator('[data-testid="kyc-send"]').click();
    await expect.poll(() => screen.locator('[data-testid="kyc-state"]').getAttribute('data-state')).toBe('pending');
    const documentId = await screen.locator('[data-document-id]').first().getAttribute('data-document-id');

    // The operator, on the sandbox desk (this machine: no sign-in asked), approves it.
    const desk = await context.newPage();
    await desk.goto(`${origin}/sandbox/operator/kyc`);
    const row = desk.locator(`tr[data-document="${documentId}"]`);
    expect(await row.textContent()).toContain('documentNumber: N 1234567');
    await row.locator('button', { hasText: 'Approve' }).click();
    await desk.waitForURL(`${origin}/sandbox/operator/kyc`);
    expect(await desk.locator(`tr[data-document="${documentId}"]`).count()).toBe(0);
    await desk.goto(`${origin}/sandbox/operator/players`);
    expect(await desk.locator('td[data-state="verified"]').count()).toBe(1);

    await page.reload();
    await expect.poll(() => screen.locator('[data-testid="kyc-state"]').getAttribute('data-state')).toBe('verified');
    const allowed = await withdraw();
    await expect.poll(() => allowed.locator('[role="status"]').count()).toBe(1);
    await context.close();
  }, 240_000);

  it('a visitor from a restricted country sees the block page and files an appeal the desk lists', async () => {
    const context = await world.browser.newContext({ extraHTTPHeaders: { 'x-e2e-country': 'us' } });
    const page = await context.newPage();
    await page.goto(`${world.server.origin}/en/line`);
    const block = page.locator('[data-testid="restricted"]');
    await block.waitFor();
    expect(await block.textContent()).toContain('Your country: US');
    await block.locator('[data-testid="block-appeal-link"]').click();
    const appeal = page.locator('[data-testid="block-appeal"]');
    await appeal.locator('input[name="name"]').fill('Sam Traveller');
    await appeal.locator('input[name="email"]').fill('sam@example.com');
    await appeal.locator('textarea[name="message"]').fill('I am in Almaty on business; the block is a mistake.');
    await appeal.locator('[data-testid="block-appeal-submit"]').click();
    await appeal.locator('[data-testid="block-appeal-sent"]').waitFor();

    const desk = await (await world.browser.newContext()).newPage();
    await desk.goto(`${world.server.origin}/sandbox/operator/appeals`);
    const row = desk.locator('tr[data-appeal]', { hasText: 'sam@example.com' });
    expect(await row.textContent()).toContain('us');
    await desk.context().close();
    await context.close();
  }, 120_000);
});
