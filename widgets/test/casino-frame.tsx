/**
 * The game page's frame under test (widgets/src/casino/frame/*.test.tsx): a fake transport that answers like the
 * server (the SDK's own maths decide the outcomes) and records each call, a crash round, and the frame mounted in
 * English with the kit's texts.
 */
import {
  type CrashRound,
  type DiceParams,
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
import { type Boot, bootSchema, type Play } from '../src/casino/frame/boot';
import { GameFrame } from '../src/casino/frame/game-frame';
import type { Transport } from '../src/casino/frame/transport';
import type { FrameMessage } from '../src/casino/frame-messages';
import { KitTexts } from '../src/runtime/ui/texts';

const english: Record<string, string> = Object.assign(
  {},
  ...Object.values(translationCatalogue().en ?? {}).map((d) => d.messages),
);
export const t = createTranslate(english);

let root: HTMLElement | undefined;
/** Unmounts the frame a test mounted (each test file calls it after each test). */
export function unmountGame(): void {
  if (root)
    act(() => {
      render(null, root as HTMLElement);
    });
  root?.remove();
  root = undefined;
}

export function answer(game: string, patch: Partial<RoundAnswer>): RoundAnswer {
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

/** The fake blackjack round's player hand: a pair of nines for a stake of 1, played out (`done`) or not. */
const pairOfNines = (done: boolean) => ({
  cards: [
    { rank: 9, suit: 0 },
    { rank: 9, suit: 1 },
  ],
  stake: 1,
  done,
  fromSplit: false,
});

export type Calls = Array<{ call: string; args: unknown[] }>;

export function fakeTransport(calls: Calls, overrides: Partial<Transport> = {}): Transport {
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
              hands: [pairOfNines(false)],
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
            hands: [pairOfNines(true)],
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

export function crashRound(phase: CrashRound['phase'], patch: Partial<CrashRound> = {}): CrashRound {
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

export function mount(game: Boot['game'], transport: Transport, told: FrameMessage[] = [], lang = 'en') {
  root = document.createElement('div');
  document.body.append(root);
  const play: Play = { ...bootSchema.parse({ game, lang }), session: 's', demo: true, currency: 'USD' };
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

export const $ = (el: HTMLElement, testId: string) => el.querySelector<HTMLElement>(`[data-testid="${testId}"]`);
