// @vitest-environment happy-dom
import { siteConfigSchema } from '@betframe/sdk/config';
import { createTranslate } from '@betframe/sdk/i18n';
import type { BetframeApi, WidgetHandle } from '@betframe/sdk/loader';
import { act } from 'preact/test-utils';
import { render } from 'react-dom';
import { afterEach, describe, expect, it } from 'vitest';
import ar from '../../../sdk/src/i18n/dictionaries/ar/app.json';
import en from '../../../sdk/src/i18n/dictionaries/en/app.json';
import { matchRoute } from '../routing/routes';
import { eventName, GlobalEventBlock, hasGlobalEvent } from './global-event';
import { PartnerProgrammePage } from './partner-programme-page';
import { globalEventOf } from './promotions-config';

let target: HTMLElement | null = null;
function mount(node: preact.ComponentChild, dir = 'ltr') {
  target = document.body.appendChild(document.createElement('div'));
  target.setAttribute('dir', dir);
  act(() => {
    render(node as never, target as HTMLElement);
  });
  return target;
}
afterEach(() => {
  if (target) render(null, target);
  target?.remove();
  target = null;
});

const event = {
  id: 7,
  champId: 101,
  sportId: 1,
  name: { en: 'The big football weekend', ar: 'عطلة كرة القدم الكبرى' },
  firstGameStart: '2026-12-05T15:00:00Z',
};

function loader() {
  const mounted: Array<{ name: string; props: Record<string, unknown> }> = [];
  const api = {
    mount: async (name: string, options: { props?: Record<string, unknown> }) => {
      mounted.push({ name, props: options.props ?? {} });
      return { update: async () => undefined, destroy: () => undefined } as unknown as WidgetHandle;
    },
  } as unknown as BetframeApi;
  return { api, mounted };
}

describe('the partner programme page', () => {
  it.each(['cards', 'steps'] as const)('lays out the offer as %s, with the configured share and address', (view) => {
    const config = siteConfigSchema.parse({
      promo: { partnerProgram: { viewType: view, commissionPercent: 30, email: 'partners@bf.test' } },
      bringfriend: { enabled: true },
    });
    const page = mount(<PartnerProgrammePage lang="en" t={createTranslate(en)} config={config} />);
    const root = page.querySelector('[data-testid="partner-programme"]');
    expect(root?.getAttribute('data-view')).toBe(view);
    expect(page.querySelectorAll('.site-partners-item')).toHaveLength(4);
    expect(page.querySelector('[data-testid="partner-offer-share"]')?.textContent).toContain('30 %');
    expect(page.querySelector('[data-testid="partner-programme-email"]')?.getAttribute('href')).toBe(
      'mailto:partners@bf.test',
    );
    expect(page.querySelector('a[href="/en/office/bring-a-friend"]')).not.toBeNull();
    expect(page.textContent).not.toMatch(/partner_programme_/);
  });

  it('falls back to the support address and has its own route', () => {
    const config = siteConfigSchema.parse({ support: { emails: ['help@bf.test'] } });
    const page = mount(<PartnerProgrammePage lang="ar" t={createTranslate(ar)} config={config} />, 'rtl');
    expect(page.querySelector('[data-testid="partner-programme-email"]')?.textContent).toBe('help@bf.test');
    expect(page.querySelector('h1')?.textContent).toBe(ar.partner_programme_title);
    expect(matchRoute('/partner-programme', 'ar')?.route.name).toBe('partnerProgramme');
  });
});

describe('the global event', () => {
  it('is shown only when configured, named in the page language', () => {
    expect(hasGlobalEvent(siteConfigSchema.parse({}))).toBe(false);
    const config = siteConfigSchema.parse({ promo: { globalEvent: event } });
    expect(hasGlobalEvent(config)).toBe(true);
    const configured = globalEventOf(config);
    expect(configured && eventName(configured, 'ar')).toBe('عطلة كرة القدم الكبرى');
    expect(configured && eventName(configured, 'kk')).toBe('The big football weekend');
    expect(globalEventOf(siteConfigSchema.parse({ promo: { globalEvent: { id: 'x' } } }))).toBeNull();
  });

  it('promotes the event with its first game on the home page, and its championship’s games on its own page', async () => {
    const { api, mounted } = loader();
    const config = siteConfigSchema.parse({ promo: { globalEvent: event } });
    const block = mount(<GlobalEventBlock lang="en" t={createTranslate(en)} config={config} api={api} />);
    await act(async () => undefined);
    const root = block.querySelector('[data-testid="global-event"]');
    expect(root?.querySelector('h2')?.textContent).toBe('The big football weekend');
    expect(block.querySelector('[data-testid="global-event-start"]')?.textContent).toMatch(/^First game: .*2026/);
    expect(block.querySelector('a[href="/en/global-event"]')).not.toBeNull();
    // The games are on the event's own page: the home page keeps its push streams for its own line.
    expect(mounted).toEqual([]);
    const alone = mount(<GlobalEventBlock lang="en" t={createTranslate(en)} config={config} api={api} alone />);
    await act(async () => undefined);
    expect(alone.querySelector('h1')?.textContent).toBe('The big football weekend');
    expect(mounted).toEqual([
      { name: 'line', props: expect.objectContaining({ mode: 'line', sport: 1, champ: 101, title: false }) },
    ]);
  });
});
