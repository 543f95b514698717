import { chromium } from 'playwright-core';
const [,, path, ...sizes] = process.argv;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu'] });
for (const spec of sizes) {
  const [w, lang, theme] = spec.split(':');
  const ctx = await browser.newContext({ viewport: { width: Number(w), height: 1400 }, colorScheme: theme === 'dark' ? 'dark' : 'light' });
  await ctx.addCookies([{ name: 'bf_consent', value: 'all', url: 'http://127.0.0.1:38411' }]);
  const page = await ctx.newPage();
  await page.goto(`http://127.0.0.1:38411/${lang}${path}`);
  await page.waitForTimeout(6000);
  const info = await page.evaluate(() => {
    const out = [];
    const visit = (root) => { for (const el of root.querySelectorAll('*')) { if (el.shadowRoot) visit(el.shadowRoot); const r = el.getBoundingClientRect(); if (r.right > innerWidth + 1 && r.width > 0) out.push(`${el.tagName}.${el.className?.baseVal ?? el.className} ${Math.round(r.left)}-${Math.round(r.right)}`); } };
    visit(document); return out.slice(0, 15);
  });
  console.log(spec, info.join('\n  '));
  const el = page.locator('[data-testid="line-games"]').first();
  const name = `/tmp/restyle-shots/${path.replace(/\W+/g,'_')}-${w}-${lang}${theme?'-'+theme:''}.png`;
  await el.scrollIntoViewIfNeeded().catch(() => {});
  await page.evaluate(() => window.scrollBy(0, -250));
  await page.screenshot({ path: name });
  console.log(name);
  await ctx.close();
}
await browser.close();
