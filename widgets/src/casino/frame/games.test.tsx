// @vitest-environment happy-dom
/**
 * Each game's controls in the game page's frame, over a fake transport that answers like the server (the SDK's own
 * maths decide the outcomes): what each control sends, what the screen shows back, the balance message to the
 * opener after a round, the fairness panel (client seed, rotate, reveal), and the keyboard on the mines field.
 */
import {
  type CrashRound,
  type DiceParams,
  diceMultiplier,
  minesMultiplier,
  playDice,
  playPlinko,
  playRoulette,
  playSlot,
  type RoundAnswer,
} from '@betframe/sdk/casino';
import { createTranslate, translationCatalogue } from '@betframe/sdk/i18n';
import { act } from 'preact/test-utils';
import { render } from 'react-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { click, typeInto, waitFor } from '../../../test/betting-harness';
import { KitTexts } from '../../runtime/ui/texts';
import type { FrameMessage } from '../frame-messages';
import { type Boot, bootSchema, type Play } from './boot';
import { GameFrame } from './game-frame';
import type { Transport } from './transport';

const english = Object.assign({}, ...Object.values(translationCatalogue().en ?? {}).map((d) => d.messages));
const t = createTranslate(english);

let root: HTMLElement | undefined;
afterEach(() => {
  if (root)
    act(() => {
      render(null, root as HTMLElement);
    });
  root?.remove();
  root = undefined;
});

function answer(game: string, patch: Partial<RoundAnswer>): RoundAnswer {
  return {
    roundId: 1,
    game,
    outcome: {},
    multiplier: 0,
    stake: 1,
    payout: 0,
    balance: 999,
    currency: 'USD',
    demo: true,
    finished: true,
    serverSeedHash: 'h',
    clientSeed: 'c',
    nonce: 0,
    ...patch,
  };
}

type Calls = Array<{ call: string; args: unknown[] }>;

function fakeTransport(calls: Calls, overrides: Partial<Transport> = {}): Transport {
  const ok = <T,>(data: T) => Promise.resolve({ ok: true as const, data });
  const record =
    <A extends unknown[], R>(call: string, fn: (...args: A) => R) =>
    (...args: A) => {
      calls.push({ call, args });
      return fn(...args);
    };
  let fairness = { serverSeedHash: 'hash-1', clientSeed: 'seed-1', nonce: 4 };
  return {
    play: record('play', (game, amount, params) => {
      const stake = Number(amount);
      const floats = Array.from({ length: 64 }, (_, i) => ((i * 37 + 11) % 100) / 100);
      if (game === 'dice') {
        const { outcome, multiplier } = playDice([0.9], params as DiceParams);
        return ok(
          answer('dice', {
            outcome,
            multiplier,
            stake,
            payout: stake * multiplier,
            balance: 1000 - stake + stake * multiplier,
          }),
        );
      }
      if (game === 'mines')
        return ok(
          answer('mines', {
            outcome: { mines: (params as { mines: number }).mines, revealed: [], finished: false },
            multiplier: 1,
            stake,
            finished: false,
          }),
        );
      if (game === 'plinko') {
        const p = params as { rows: number; risk: 'low' | 'medium' | 'high' };
        const { outcome, multiplier } = playPlinko(floats, p.rows, p.risk);
        return ok(answer('plinko', { outcome, multiplier, stake, payout: stake * multiplier }));
      }
      if (game === 'roulette') {
        const bets = (params as { bets: Array<{ type: never; amount: string }> }).bets.map((b) => ({
          ...b,
          amountMinor: 100,
        }));
        const { outcome, multiplier } = playRoulette([0.5], bets);
        return ok(answer('roulette', { outcome, multiplier, stake }));
      }
      if (game === 'slot') {
        const { outcome, multiplier } = playSlot(floats);
        return ok(answer('slot', { outcome, multiplier, stake, payout: stake * multiplier }));
      }
      if (game === 'blackjack')
        return ok(
          answer('blackjack', {
            finished: false,
            outcome: {
              hands: [
                {
                  cards: [
                    { rank: 9, suit: 0 },
                    { rank: 9, suit: 1 },
                  ],
                  stake: 1,
                  done: false,
                  fromSplit: false,
                },
              ],
              dealer: [{ rank: 10, suit: 2 }],
              active: 0,
              finished: false,
            },
          }),
        );
      return ok(answer(game, { finished: false, stake }));
    }),
    minesReveal: record('minesReveal', (_roundId, tile) =>
      ok(
        answer('mines', {
          outcome: { mines: 3, revealed: [tile], finished: false },
          multiplier: minesMultiplier(3, 1),
          finished: false,
        }),
      ),
    ),
    minesCashOut: record('minesCashOut', () =>
      ok(
        answer('mines', {
          outcome: { mines: 3, revealed: [0], finished: true, minePositions: [5, 6, 7] },
          multiplier: minesMultiplier(3, 1),
          payout: 1.13,
        }),
      ),
    ),
    blackjackAction: record('blackjackAction', (_roundId, action) =>
      ok(
        answer('blackjack', {
          outcome: {
            hands: [
              {
                cards: [
                  { rank: 9, suit: 0 },
                  { rank: 9, suit: 1 },
                ],
                stake: 1,
                done: true,
                fromSplit: false,
              },
            ],
            dealer: [
              { rank: 10, suit: 2 },
              { rank: 7, suit: 3 },
            ],
            active: 0,
            finished: action === 'stand',
          },
          multiplier: 2,
          payout: 2,
        }),
      ),
    ),
    crashState: record('crashState', () => ok(crashRound('betting'))),
    crashCashOut: record('crashCashOut', () => ok(answer('crash', { multiplier: 1.5, payout: 1.5 }))),
    crashResult: record('crashResult', () => ok(answer('crash', { multiplier: 1.5, payout: 1.5, balance: 1000.5 }))),
    crashStream: record('crashStream', () => () => undefined),
    fairness: record('fairness', () => ok(fairness)),
    setClientSeed: record('setClientSeed', (clientSeed) => {
      fairness = { ...fairness, clientSeed };
      return ok(fairness);
    }),
    rotate: record('rotate', () => {
      const revealed = {
        previousServerSeed: 'the-old-seed',
        previousServerSeedHash: 'hash-1',
        serverSeedHash: 'hash-2',
      };
      fairness = { serverSeedHash: 'hash-2', clientSeed: fairness.clientSeed, nonce: 0 };
      return ok(revealed);
    }),
    ...overrides,
  } as Transport;
}

function crashRound(phase: CrashRound['phase'], patch: Partial<CrashRound> = {}): CrashRound {
  const now = new Date().toISOString();
  return {
    roundId: 7,
    phase,
    launchAt: now,
    now,
    multiplier: 1,
    serverSeedHash: 'h',
    clientSeed: 'betframe-crash',
    recent: [{ roundId: 6, crashPoint: 2.5 }],
    ...patch,
  };
}

function mount(game: Boot['game'], transport: Transport, told: FrameMessage[] = []) {
  root = document.createElement('div');
  document.body.append(root);
  const play: Play = { ...bootSchema.parse({ game, lang: 'en' }), session: 's', demo: true, currency: 'USD' };
  act(() => {
    render(
      <KitTexts t={t}>
        <GameFrame play={play} t={t} transport={transport} tell={(m) => told.push(m)} />
      </KitTexts>,
      root as HTMLElement,
    );
  });
  return root;
}

const $ = (el: HTMLElement, testId: string) => el.querySelector<HTMLElement>(`[data-testid="${testId}"]`);

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

  it('crash: a bet while betting is open (with auto cash-out), cash-out while it runs, the crash point when it crashes', async () => {
    const calls: Calls = [];
    let push: (round: CrashRound) => void = () => undefined;
    const el = mount(
      'crash',
      fakeTransport(calls, {
        crashStream: (onRound) => {
          push = onRound;
          return () => undefined;
        },
      }),
    );
    await waitFor(() => $(el, 'crash-play') && !$(el, 'crash-play')?.hasAttribute('disabled'));
    click($(el, 'crash')?.querySelector('[role="switch"]'));
    const auto = await waitFor(() => el.querySelector<HTMLInputElement>('[data-testid="crash-auto"]'));
    typeInto(auto, '1.5');
    click($(el, 'crash-play'));
    await waitFor(() => $(el, 'crash-cashout'));
    expect(calls.find((c) => c.call === 'play')?.args).toEqual(['crash', '1.00', { autoCashOut: 1.5 }]);
    act(() => push(crashRound('running', { launchAt: new Date(Date.now() - 1000).toISOString() })));
    await waitFor(() => !$(el, 'crash-cashout')?.hasAttribute('disabled'));
    click($(el, 'crash-cashout'));
    await waitFor(() => $(el, 'crash-cashout')?.textContent?.includes('1.5'));
    act(() => push(crashRound('crashed', { crashPoint: 3.21, serverSeed: 'revealed' })));
    await waitFor(() => $(el, 'crash-point'));
    expect($(el, 'crash-point')?.textContent).toBe('×3.21');
  });

  it('crash: an automatic cash-out is paid at the crash — the result call brings the payout and the balance', async () => {
    const calls: Calls = [];
    const told: FrameMessage[] = [];
    let push: (round: CrashRound) => void = () => undefined;
    const el = mount(
      'crash',
      fakeTransport(calls, {
        crashStream: (onRound) => {
          push = onRound;
          return () => undefined;
        },
      }),
      told,
    );
    await waitFor(() => $(el, 'crash-play') && !$(el, 'crash-play')?.hasAttribute('disabled'));
    click($(el, 'crash')?.querySelector('[role="switch"]'));
    typeInto(await waitFor(() => el.querySelector<HTMLInputElement>('[data-testid="crash-auto"]')), '1.5');
    click($(el, 'crash-play'));
    await waitFor(() => $(el, 'crash')?.getAttribute('data-bet') === 'open');
    // Running past the target: the button says the bet is cashed out at it, no click needed (or possible).
    act(() => push(crashRound('running', { launchAt: new Date(Date.now() - 8000).toISOString() })));
    await waitFor(() => $(el, 'crash-cashout')?.textContent?.includes('1.5'));
    expect($(el, 'crash-cashout')?.hasAttribute('disabled')).toBe(true);
    expect(calls.some((c) => c.call === 'crashResult')).toBe(false);
    act(() => push(crashRound('crashed', { crashPoint: 3.21, serverSeed: 'revealed' })));
    await waitFor(() => $(el, 'crash')?.getAttribute('data-bet') === 'settled');
    expect(calls.find((c) => c.call === 'crashResult')?.args).toEqual([1]);
    expect(calls.some((c) => c.call === 'crashCashOut')).toBe(false);
    expect($(el, 'game-balance')?.textContent).toContain('1,000.50');
    expect(told.at(-2)).toMatchObject({ type: 'balance', amount: 1000.5 });
    expect($(el, 'game-announce')?.textContent).toContain('×1.5');
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
