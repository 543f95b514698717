// @vitest-environment happy-dom
/**
 * The crash game's screen in the frame, over the fake transport and a push stream the test drives: a bet while
 * betting is open, a cash-out by hand while the round runs, the crash point; and an automatic cash-out, whose
 * result (payout and balance) the game asks for once the round has crashed.
 */
import type { CrashRound } from '@betframe/sdk/casino';
import { act } from 'preact/test-utils';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { click, typeInto, waitFor } from '../../../test/betting-harness';
import { $, type Calls, crashRound, fakeTransport, mount, unmountGame } from '../../../test/casino-frame';
import type { FrameMessage } from '../frame-messages';

afterEach(unmountGame);

describe('crash', () => {
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
});

vi.setConfig({ testTimeout: 15_000 });
