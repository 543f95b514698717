/**
 * What a player does on the site, for end-to-end tests: solve the captcha (with the test token), register in one click,
 * deposit through the sandbox checkout, move with the keyboard, run axe-core; and the development server's feed
 * fast-forward.
 */
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { E2E_CAPTCHA_TOKEN } from './server-process';

const require = createRequire(import.meta.url);

/**
 * The captcha picture is pixels a script cannot read (that is its point), so end-to-end tests use CONTRACTS §10:
 * the servers they start set `CAPTCHA_TEST_TOKEN` (tests/support/server-process.ts), and the page's solve call
 * is answered with that token, which the server accepts for every captcha check. Installed once per context.
 */
export async function useCaptchaTestToken(page: Page): Promise<void> {
  await page
    .context()
    .route('**/web-api/captcha/solve', (route) =>
      route.fulfill({ json: { success: true, data: { token: E2E_CAPTCHA_TOKEN, expiresIn: 120 } } }),
    );
}

/** The option a test picks in the captcha popup (the first; any pick earns the test token). */
export async function captchaPick(page: Page): Promise<number> {
  await useCaptchaTestToken(page);
  const first = page.locator('[data-testid="captcha"] button[data-value]').first();
  await first.waitFor();
  return Number(await first.getAttribute('data-value'));
}

/** Solves the captcha popup of the registration or office widget. */
export async function solveCaptcha(page: Page): Promise<void> {
  await page.locator('[data-testid="captcha-image"]').waitFor();
  const answer = await captchaPick(page);
  await page.locator(`[data-testid="captcha"] button[data-value="${answer}"]`).click();
  await page.locator('[data-testid="captcha"]').waitFor({ state: 'detached' });
}

/**
 * Picks an option of a kit Select (`widgets/src/runtime/ui/select.tsx`) as a player does: a click on the combobox
 * opens its list (its sibling), a click on the option chooses it (the list closes and the combobox shows it).
 */
export async function choose(scope: Pick<Page, 'locator'>, combobox: string, value: string): Promise<void> {
  await scope.locator(combobox).click();
  await scope.locator(`${combobox} ~ [role="listbox"] [role="option"][data-value="${value}"]`).click();
  await scope.locator(`${combobox}[aria-expanded="false"]`).waitFor();
}

/**
 * The value a kit Select holds: its selected option's. The list is found as the combobox's sibling, not by its id:
 * each widget of a page renders in its own root, where Preact's generated ids start again (unique inside a shadow
 * root, which is what the ARIA references need), and a page-wide `#id` query would see them all.
 */
export async function chosen(scope: Pick<Page, 'locator'>, combobox: string): Promise<string | null> {
  return scope
    .locator(`${combobox} ~ [role="listbox"] [role="option"][aria-selected="true"]`)
    .getAttribute('data-value');
}

/** One-click registration through the registration widget; returns the login and password shown once. */
export async function registerInOneClick(page: Page, origin: string): Promise<{ login: string; password: string }> {
  await page.goto(`${origin}/en/registration`);
  await page.locator('[data-registration-type="fast_reg"]').click();
  const form = page.locator('[data-testid="register-fast_reg"]');
  await form.locator('input[name="regRules"]').check();
  await form.locator('input[name="regPolitics"]').check();
  await form.locator('button[type="submit"]').click();
  await solveCaptcha(page);
  await page.locator('[data-testid="registration-fast-done"]').waitFor();
  const login = (await page.locator('[data-testid="fast-login"]').textContent()) ?? '';
  const password = (await page.locator('[data-testid="fast-password"]').textContent()) ?? '';
  await page.locator('[data-testid="fast-continue"]').click();
  await page.locator('[data-testid="header-office"]').waitFor();
  return { login, password };
}

/** Signs in through the site's sign-in form (the captcha solved). */
export async function signIn(page: Page, login: string, password: string): Promise<void> {
  const form = page.locator('[data-testid="sign-in-form"]');
  await form.locator('input[name="bf-login"]').fill(login);
  await form.locator('input[name="bf-password"]').fill(password);
  await form.locator('button[type="submit"]').click();
  await solveCaptcha(page);
}

/**
 * The office's active balance in minor units, read from the machine-readable `data-amount-minor` (the text is
 * formatted for the page's language: "1 000,00 ₽", "1,000.00 ₽", Arabic digits…); NaN while it is not shown.
 */
export async function officeBalanceMinor(page: Page): Promise<number> {
  const minor = await page.locator('[data-testid="office-active-balance"]').getAttribute('data-amount-minor');
  return minor === null ? Number.NaN : Number(minor);
}

/**
 * The header's active balance in minor units as a string ("₽1,234.50" → "123450"), from its `data-amount-minor`:
 * with several accounts the header is an account switcher and the attribute is the active account's.
 */
export async function headerBalanceDigits(page: Page): Promise<string> {
  return (await page.locator('[data-testid="header-balance"]').getAttribute('data-amount-minor')) ?? '';
}

/**
 * Fills the office's deposit form (on its page already) with a method and an amount and confirms: the browser goes
 * on to that method's sandbox page.
 */
export async function startDeposit(page: Page, amount: string, method = 'ewallet'): Promise<void> {
  const recharge = page.locator('[data-testid="office-recharge"]');
  await recharge.locator(`input[type="radio"][value="${method}"]`).check();
  await recharge.locator('#bf-recharge-amount').fill(amount);
  await recharge.locator('button[type="submit"]').click();
  await page.waitForURL((url) => url.pathname.startsWith('/sandbox/pay/'));
}

/** Deposits through the office's deposit screen and the sandbox e-wallet (pay), back on the office. */
export async function depositThroughSandbox(page: Page, origin: string, amount: string): Promise<void> {
  await page.goto(`${origin}/en/office/recharge`);
  await startDeposit(page, amount);
  await page.locator('button[value="approved"]').click();
  await page.waitForURL((url) => url.pathname === '/en/office/recharge');
}

/** The focused element, looking into shadow roots (widgets live in them). */
export async function focused(page: Page): Promise<Record<string, string>> {
  return page.evaluate(() => {
    let element = document.activeElement;
    while (element?.shadowRoot?.activeElement) element = element.shadowRoot.activeElement;
    const attrs: Record<string, string> = { tag: element?.tagName.toLowerCase() ?? '' };
    for (const name of ['name', 'type', 'value', 'data-testid', 'data-outcome-id', 'data-screen', 'disabled']) {
      const value = element?.getAttribute(name);
      if (value !== null && value !== undefined) attrs[name] = value;
    }
    return attrs;
  });
}

/** Presses Tab until the focused element matches (a predicate over its attributes). */
export async function tabUntil(
  page: Page,
  wanted: (attrs: Record<string, string>) => boolean,
  limit = 200,
): Promise<Record<string, string>> {
  for (let step = 0; step <= limit; step += 1) {
    const here = await focused(page);
    if (wanted(here)) return here;
    await page.keyboard.press('Tab');
  }
  throw new Error('Tab never reached the element wanted');
}

export interface AxeViolation {
  id: string;
  impact: string;
  targets: unknown[];
}

/**
 * The serious and critical axe-core violations of the page. The site's CSP allows only its own scripts; the
 * audit script is the test's, so the page must come from a context opened with `bypassCSP: true`.
 */
export async function seriousViolations(page: Page): Promise<AxeViolation[]> {
  await page.addScriptTag({ path: require.resolve('axe-core/axe.min.js') });
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (ctx: Document) => Promise<{ violations: unknown[] }> } }).axe;
    const result = await axe.run(document);
    return (result.violations as { id: string; impact: string; nodes: { target: unknown }[] }[])
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => ({ id: v.id, impact: v.impact, targets: v.nodes.map((n) => n.target) }));
  });
}

/** Moves the development server's feed forward (`POST /dev/feed/fast-forward`). */
export async function fastForwardFeed(origin: string, minutes: number): Promise<void> {
  const response = await fetch(`${origin}/dev/feed/fast-forward`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ minutes }),
  });
  if (!response.ok) throw new Error(`fast-forward answered ${response.status}: ${await response.text()}`);
}

/** The development server's feed time now (`GET /dev/feed/clock`), in epoch milliseconds. */
export async function feedNow(origin: string): Promise<number> {
  const body = (await (await fetch(`${origin}/dev/feed/clock`)).json()) as { data?: { feedTime?: unknown } };
  const at = Date.parse(String(body.data?.feedTime));
  if (Number.isNaN(at)) throw new Error(`no feed time from /dev/feed/clock: ${JSON.stringify(body)}`);
  return at;
}

/** The newest code the development outbox holds for a phone or e-mail (SMS codes, activation codes). */
export async function latestOutboxCode(page: Page, to: string): Promise<string> {
  const body = await page.evaluate(
    async (to) => (await fetch(`/dev/outbox.json?to=${encodeURIComponent(to)}&limit=1`)).json(),
    to,
  );
  const text: string = body.data.messages[0]?.text ?? '';
  const code = /\b(\d{6})\b/.exec(text)?.[1];
  if (!code) throw new Error(`no code in the outbox for ${to}: ${text}`);
  return code;
}
