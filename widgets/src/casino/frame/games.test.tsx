// @vitest-environment happy-dom
/**
 * Each game's controls in the game page's frame, over a fake transport that answers like the server
 * (widgets/test/casino-frame.tsx): what each control sends, what the screen shows back, the balance message to the
 * opener after a round, the fairness panel (client seed, rotate, reveal), and the keyboard on the mines field.
 * Crash: ./crash-game.test.tsx.
 */
import { diceMultiplier, minesMultiplier } from '@betframe/sdk/casino';
import { act } from 'preact/test-utils';
import { render } from 'react-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { click, typeInto, waitFor } from '../../../test/betting-harness';
import { $, type Calls, fakeTransport, mount, t, unmountGame } from '../../../test/casino-frame';
import type { FrameMessage } from '../frame-messages';

afterEach(unmountGame);

describe('game screens', () => {
  it('dice: the target moves chance and multiplier; a roll sends target and side, shows the roll and tells the balance', async () => {
    const calls: Calls = [];
    const told: FrameMessage[] = [];
    const el = mount('dice', fakeTransport(calls), told);
    const target = await waitFor(() => el.querySelector<HTMLInputElement>('[data-testid="dice-target"]'));
    typeInto(target, '75.00');
    await waitFor(() => $(el, 'dice-chance')?.textContent === '25.00 %');
    expect($(el, 'dice-multiplier')?.textContent).toBe(`×${diceMultiplier({ target: 75, over: true })}`);
    click([...el.querySelectorAll('[role="radio"]')].find((b) => b.textContent === 'Under'));
    await waitFor(() => $(el, 'dice-chance')?.textContent === '75.00 %');
    click($(el, 'dice-play'));
    await waitFor(() => $(el, 'dice-roll')?.textContent !== '—');
    expect(calls.find((c) => c.call === 'play')?.args).toEqual(['dice', '1.00', { target: 75, over: false }]);
    expect($(el, 'dice-roll')?.textContent).toBe('90.00');
    expect($(el, 'dice-roll')?.getAttribute('data-tone')).toBe('lose');
    expect(told[0]).toMatchObject({ ns: 'betframe:casino', type: 'balance', amount: 999, demo: true });
    expect($(el, 'game-announce')?.textContent).toBe(t('casino_result_lose'));
  });

  it('dice writes the chance and the roll as the player’s language does (ru: a decimal comma)', async () => {
    const el = mount('dice', fakeTransport([]), [], 'ru');
    const target = await waitFor(() => el.querySelector<HTMLInputElement>('[data-testid="dice-target"]'));
    typeInto(target, '75.00');
    await waitFor(() => $(el, 'dice-chance')?.textContent === '25,00 %');
    // The multiplier too: ×1,32, not ×1.32.
    const multiplier = diceMultiplier({ target: 75, over: true });
    expect($(el, 'dice-multiplier')?.textContent).toBe(
      `×${new Intl.NumberFormat('ru', { maximumFractionDigits: 4, useGrouping: false }).format(multiplier)}`,
    );
    expect($(el, 'dice-multiplier')?.textContent).toContain(',');
    click($(el, 'dice-play'));
    await waitFor(() => $(el, 'dice-roll')?.textContent !== '—');
    expect($(el, 'dice-roll')?.textContent).toBe('90,00');
  });

  it('every game shows its rules in a disclosure under the board', async () => {
    for (const game of ['dice', 'crash', 'mines', 'plinko', 'roulette', 'slot', 'blackjack'] as const) {
      const el = mount(game, fakeTransport([]));
      const rules = await waitFor(() => $(el, 'game-rules'));
      expect(rules?.querySelector('summary')?.textContent).toBe('Rules');
      expect(rules?.querySelector('p')?.textContent).toBe(t(`casino_rules_${game}`));
      expect(t(`casino_rules_${game}`)).not.toBe(`casino_rules_${game}`);
      act(() => {
        render(null, el);
      });
      el.remove();
    }
  });

  it('mines: start with a mine count, open a tile by keyboard or click, cash out; the field shows the mines at the end', async () => {
    const calls: Calls = [];
    const el = mount('mines', fakeTransport(calls));
    const count = await waitFor(() => el.querySelector<HTMLInputElement>('[data-testid="mines-count"]'));
    typeInto(count, '25');
    await waitFor(() => $(el, 'mines-play')?.hasAttribute('disabled'));
    typeInto(count, '3');
    click($(el, 'mines-play'));
    await waitFor(() => $(el, 'mines-cashout'));
    expect(calls.find((c) => c.call === 'play')?.args).toEqual(['mines', '1.00', { mines: 3 }]);
    const first = el.querySelector<HTMLButtonElement>('[data-tile="0"]');
    first?.focus();
    act(() => {
      first?.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true }));
    });
    expect(document.activeElement?.getAttribute('data-tile')).toBe('1');
    click(first);
    await waitFor(() => el.querySelector('[data-tile="0"][data-state="gem"]'));
    expect($(el, 'mines-multiplier')?.textContent).toBe(`×${minesMultiplier(3, 1)}`);
    click($(el, 'mines-cashout'));
    await waitFor(() => el.querySelector('[data-state="hidden-mine"]'));
    expect(el.querySelectorAll('[data-state="hidden-mine"]')).toHaveLength(3);
    expect(calls.map((c) => c.call)).toEqual(expect.arrayContaining(['minesReveal', 'minesCashOut']));
  });

  it('plinko: rows and risk go with the drop; the bucket it landed in is marked', async () => {
    const calls: Calls = [];
    const el = mount('plinko', fakeTransport(calls));
    await waitFor(() => $(el, 'plinko-play'));
    click([...el.querySelectorAll('[role="radio"]')].find((b) => b.textContent === 'High'));
    click($(el, 'plinko-play'));
    await waitFor(() => el.querySelector('[data-testid="plinko-buckets"] [data-hit]'));
    expect(calls.find((c) => c.call === 'play')?.args).toEqual(['plinko', '1.00', { rows: 12, risk: 'high' }]);
    expect(el.querySelectorAll('[data-testid="plinko-buckets"] span')).toHaveLength(13);
  });

  it('roulette: outside bets and a checked inside bet go as one spin with the whole stake', async () => {
    const calls: Calls = [];
    const el = mount('roulette', fakeTransport(calls));
    await waitFor(() => $(el, 'roulette-red'));
    click($(el, 'roulette-red'));
    click($(el, 'roulette-dozen_2'));
    click(el.querySelector('[role="combobox"][name="kind"]'));
    click([...el.querySelectorAll('[role="option"]')].find((o) => o.textContent?.includes('Split')));
    click(el.querySelector('[data-number="1"]'));
    click(el.querySelector('[data-number="5"]'));
    expect($(el, 'roulette-add')?.hasAttribute('disabled')).toBe(true);
    click(el.querySelector('[data-number="5"]'));
    click(el.querySelector('[data-number="2"]'));
    await waitFor(() => !$(el, 'roulette-add')?.hasAttribute('disabled'));
    click($(el, 'roulette-add'));
    click($(el, 'roulette-play'));
    await waitFor(() => $(el, 'roulette-pocket')?.textContent !== '—');
    const [, amount, params] = calls.find((c) => c.call === 'play')?.args ?? [];
    expect(amount).toBe('3.00');
    expect(params).toEqual({
      bets: [
        { type: 'red', amount: '1.00' },
        { type: 'dozen', index: 2, amount: '1.00' },
        { type: 'split', numbers: [1, 2], amount: '1.00' },
      ],
    });
    expect($(el, 'roulette-pocket')?.textContent).toBe('18');
  });

  it('slot: a spin shows the 5 × 3 window and the round multiplier', async () => {
    const calls: Calls = [];
    const el = mount('slot', fakeTransport(calls));
    await waitFor(() => $(el, 'slot-play'));
    click($(el, 'slot-play'));
    const window = await waitFor(() => $(el, 'slot-window'));
    expect(window.querySelectorAll('.bf-game-symbol')).toHaveLength(15);
    expect($(el, 'slot-result')?.textContent).toContain('×');
  });

  it('blackjack: deal, then only the actions the hand allows; stand ends the round', async () => {
    const calls: Calls = [];
    const el = mount('blackjack', fakeTransport(calls));
    await waitFor(() => $(el, 'blackjack-play'));
    click($(el, 'blackjack-play'));
    await waitFor(() => $(el, 'blackjack-hit'));
    // A pair of nines: split is offered, and double.
    expect([...el.querySelectorAll('[data-testid^="blackjack-"]')].map((b) => b.getAttribute('data-testid'))).toEqual([
      'blackjack-hit',
      'blackjack-stand',
      'blackjack-double',
      'blackjack-split',
    ]);
    click($(el, 'blackjack-stand'));
    await waitFor(() => $(el, 'blackjack-result'));
    expect(calls.find((c) => c.call === 'blackjackAction')?.args).toEqual([1, 'stand']);
  });

  it('fairness panel: shows the commitment and nonce, saves a client seed, rotates and reveals the seed in use', async () => {
    const calls: Calls = [];
    const el = mount('dice', fakeTransport(calls));
    click(await waitFor(() => $(el, 'game-fairness-open')));
    await waitFor(() => document.querySelector('[data-testid="fairness-hash"]'));
    expect(document.querySelector('[data-testid="fairness-hash"]')?.textContent).toBe('hash-1');
    expect(document.querySelector('[data-testid="fairness-nonce"]')?.textContent).toBe('4');
    const seed = document.querySelector<HTMLInputElement>('[data-testid="fairness-client-seed"]');
    if (!seed) throw new Error('no client seed field');
    typeInto(seed, 'my lucky seed');
    click([...document.querySelectorAll('button')].find((b) => b.textContent === t('casino_client_seed_save')));
    await waitFor(() => calls.some((c) => c.call === 'setClientSeed'));
    expect(calls.find((c) => c.call === 'setClientSeed')?.args).toEqual(['my lucky seed']);
    click(document.querySelector('[data-testid="fairness-rotate"]'));
    await waitFor(() => document.querySelector('[data-testid="fairness-revealed"]'));
    expect(document.querySelector('[data-testid="fairness-revealed"]')?.textContent).toContain('the-old-seed');
    await waitFor(() => document.querySelector('[data-testid="fairness-hash"]')?.textContent === 'hash-2');
  });
});

vi.setConfig({ testTimeout: 15_000 });
