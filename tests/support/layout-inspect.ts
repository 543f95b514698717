/**
 * The layout matrix's look at a page (tests/e2e/layout-matrix.test.ts), run inside the page by `page.evaluate`:
 * horizontal overflow, both team names of every visible event row, the header's parts (its section links too) and
 * the fixed bars apart, and a betting screen's bet slip within reach. Self-contained: it is serialised into the page.
 */
/** What a look at the page finds in each theme (runs in the page; walks open shadow roots). */
export function inspectPage(themesToLook: readonly ('light' | 'dark')[]) {
  return themesToLook.map((theme) => {
    const all: Element[] = [];
    const walk = (root: Document | ShadowRoot) => {
      for (const element of root.querySelectorAll('*')) {
        all.push(element);
        if (element.shadowRoot) walk(element.shadowRoot);
      }
    };
    walk(document);
    for (const element of all) if (element.hasAttribute('data-theme')) element.setAttribute('data-theme', theme);
    document.documentElement.dataset.theme = theme;

    const found: { check: string; detail: string }[] = [];
    const width = document.documentElement.clientWidth;
    const overflow = document.documentElement.scrollWidth - width;
    if (overflow > 0) {
      const wide = all
        .filter((e) => e.getBoundingClientRect().right > width + 1 && e.getClientRects().length > 0)
        .slice(-1)
        .map((e) => `${e.tagName.toLowerCase()}.${[...e.classList].join('.')}`);
      found.push({ check: 'overflow', detail: `${overflow}px wider than the screen (${wide.join(', ')})` });
    }

    const shown = (e: Element) => {
      const r = e.getBoundingClientRect();
      return r.width > 0 && r.height > 0;
    };
    // Event rows of the line's lists (the game page has its scoreboard), and their two team names.
    const rows = all.filter((e) => e.getAttribute('data-testid') === 'event-row' && shown(e));
    for (const row of rows) {
      const names = [...row.querySelectorAll('[data-testid="team-name"]')];
      const texts = names.map((n) => (n as HTMLElement).innerText.trim());
      const cut = names.some((n) => {
        const e = n as HTMLElement;
        // A name cut to a few letters (DESIGN: both names always visible; truncation only with room to read).
        return e.scrollWidth > e.clientWidth + 1 && e.clientWidth < 64;
      });
      if (names.length < 2 || texts.some((t) => t === '') || names.some((n) => !shown(n)) || cut) {
        found.push({
          check: 'names',
          detail: `row ${row.getAttribute('data-game-id')}: ${JSON.stringify(texts)}${cut ? ' cut short' : ''}`,
        });
        break;
      }
    }

    const box = (e: Element) => e.getBoundingClientRect();
    const apart = (a: DOMRect, b: DOMRect) =>
      a.right <= b.left + 1 || b.right <= a.left + 1 || a.bottom <= b.top + 1 || b.bottom <= a.top + 1;
    const header = document.querySelector('.site-header');
    if (header && shown(header)) {
      // The section links are parts of their own: one under the balance (or cut off by the navigation's edge)
      // is an overlap too.
      const parts = [...header.querySelectorAll(':scope > *, .site-account > *, .site-nav > *')].filter(
        (e) => shown(e) && !e.classList.contains('site-account') && !e.classList.contains('site-nav'),
      );
      const name = (e: Element) => e.className || (e as HTMLElement).innerText;
      const nav = header.querySelector('.site-nav');
      if (nav && shown(nav)) {
        const edge = box(nav);
        for (const link of nav.querySelectorAll(':scope > *')) {
          const r = box(link);
          if (shown(link) && (r.left < edge.left - 1 || r.right > edge.right + 1))
            found.push({ check: 'overlap', detail: `header link cut off: ${(link as HTMLElement).innerText}` });
        }
      }
      for (const part of parts) {
        const r = box(part);
        if (r.left < -1 || r.right > width + 1)
          found.push({ check: 'overlap', detail: `header part outside the screen: ${part.className}` });
      }
      for (let i = 0; i < parts.length; i += 1)
        for (let j = i + 1; j < parts.length; j += 1) {
          const a = parts[i] as Element;
          const b = parts[j] as Element;
          if (a.contains(b) || b.contains(a)) continue;
          if (!apart(box(a), box(b)))
            found.push({ check: 'overlap', detail: `header parts overlap: ${name(a)} / ${name(b)}` });
        }
    }
    const bars = ['.site-bottom-nav', '.site-bottom-actions', '.site-header']
      .map((s) => document.querySelector(s))
      .filter((e): e is Element => e !== null && shown(e));
    for (let i = 0; i < bars.length; i += 1)
      for (let j = i + 1; j < bars.length; j += 1) {
        const a = bars[i] as Element;
        const b = bars[j] as Element;
        if (!apart(box(a), box(b))) found.push({ check: 'overlap', detail: `${a.className} over ${b.className}` });
      }

    // A betting screen's bet slip: one tap away on a phone (the bottom navigation's slip button, on screen and
    // enabled), the header's shortcut on a tablet, and on a desktop the slip column itself in view — at the top of
    // the page and scrolled to its end (sticky).
    const onBettingScreen = document.querySelector('.site-layout')?.getAttribute('data-slip') === 'on';
    if (onBettingScreen) {
      const inView = (e: Element | null) => {
        if (!e || !shown(e)) return false;
        const r = box(e);
        return r.bottom > 0 && r.top < window.innerHeight && r.right > 0 && r.left < width;
      };
      const tap = (selector: string) => {
        const button = document.querySelector(selector);
        return inView(button) && !(button as HTMLButtonElement).disabled;
      };
      if (width < 768) {
        if (!tap('[data-testid="bottom-slip"]')) found.push({ check: 'slip', detail: 'no slip button on screen' });
      } else if (width < 1200) {
        if (!tap('[data-testid="header-coupon"]')) found.push({ check: 'slip', detail: 'no slip shortcut on screen' });
      } else {
        const slip = document.querySelector('[data-testid="slip-panel"]');
        const atTop = inView(slip);
        window.scrollTo(0, document.documentElement.scrollHeight);
        const atEnd = inView(slip);
        window.scrollTo(0, 0);
        if (!atTop || !atEnd)
          found.push({ check: 'slip', detail: `slip column out of view ${atTop ? 'at the end' : 'at the top'}` });
      }
    }
    return { theme, found, rows: rows.length, slip: onBettingScreen };
  });
}
