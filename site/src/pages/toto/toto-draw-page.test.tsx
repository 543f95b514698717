// @vitest-environment happy-dom
import { createTranslate } from '@betframe/sdk/i18n';
import { act } from 'preact/test-utils';
import { render } from 'react-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import en from '../../../../sdk/src/i18n/dictionaries/en/app.json';
import { TotoDrawPage } from './toto-draw-page';

const t = createTranslate(en);
const events = Array.from({ length: 15 }, (_, i) => ({
  gameId: 100 + i,
  start: '2026-11-28T13:00:00.000Z',
  team1: `Home ${i + 1}`,
  team2: `Away ${i + 1}`,
  champName: 'Premier League',
}));
const draw = (over: Record<string, unknown>) => ({
  success: true,
  data: {
    id: 7,
    status: 'active',
    closesAt: '2026-11-28T12:55:00.000Z',
    events,
    currencyIso: 'RUB',
    lineStake: 10,
    maxLines: 2916,
    pool: 0,
    jackpot: 39.66,
    tiers: [
      { hits: 15, share: 40 },
      { hits: 14, share: 25 },
    ],
    ...over,
  },
});

let container: HTMLElement | undefined;
afterEach(() => {
  if (container) render(null, container);
  container?.remove();
  container = undefined;
  vi.unstubAllGlobals();
});
async function settle() {
  for (let i = 0; i < 5; i += 1) await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
}
async function mount(body: unknown) {
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } }),
    ),
  );
  container = document.body.appendChild(document.createElement('div'));
  const target = container;
  await act(async () => {
    render(<TotoDrawPage lang="en" t={t} drawId={7} />, target);
  });
  await settle();
  return target;
}

describe('the toto draw page', () => {
  it('prices the coupon as lines × the line stake once every event is picked', async () => {
    const root = await mount(draw({}));
    const pay = () => root.querySelector<HTMLButtonElement>('[data-testid="toto-pay"]');
    expect(root.querySelectorAll('[data-testid="toto-event"]')).toHaveLength(15);
    expect(pay()?.disabled).toBe(true);
    const click = async (event: number, outcome: string) => {
      const rows = root.querySelectorAll('[data-testid="toto-event"]');
      await act(() => rows[event]?.querySelector<HTMLButtonElement>(`button[data-outcome="${outcome}"]`)?.click());
    };
    for (let i = 0; i < 15; i += 1) await click(i, '1');
    await click(0, 'X');
    await click(1, '2');
    await click(1, 'X');
    expect(root.querySelector('[data-testid="toto-lines"]')?.textContent).toMatch(/^Lines: 6 × .*10\.00.* = .*60\.00/);
    expect(pay()?.disabled).toBe(false);
    // A second tap takes a pick back.
    await click(1, 'X');
    expect(root.querySelector('[data-testid="toto-lines"]')?.textContent).toMatch(/^Lines: 4 ×/);
  });

  it('shows a finished draw with its results and what each tier paid', async () => {
    const root = await mount(
      draw({
        status: 'finished',
        events: events.map((e, i) => ({ ...e, result: i === 3 ? 'void' : '1' })),
        tiers: [
          { hits: 15, share: 40, lines: 1, perLine: 82.86 },
          { hits: 14, share: 25, lines: 0, perLine: 0 },
        ],
      }),
    );
    expect(root.querySelector('[data-testid="toto-events"]')).toBeNull();
    const results = [...root.querySelectorAll('[data-testid="toto-result"]')].map((c) => c.textContent);
    expect(results[0]).toBe('Home win (1)');
    expect(results[3]).toBe('Match cancelled: right for everyone');
    const tiers = root.querySelector('[data-testid="toto-tiers"]')?.textContent ?? '';
    expect(tiers).toContain('15 right');
    expect(tiers).toMatch(/Winning lines: 1, .*82\.86/);
    expect(tiers).toContain('No winners: rolled into the jackpot');
  });
});
